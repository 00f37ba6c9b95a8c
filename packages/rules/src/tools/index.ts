export * from './validation.ts';
export * from './statistics.ts';
export * from './roi-calculator.ts';
export * from './ab-test.ts';
export * from './lead-score.ts';
export * from './clv.ts';
export * from './conversion-funnel.ts';
export * from './analytics.ts';
