export * from './errors.ts';
export * from './progress.ts';
export * from './quiz.ts';
export * from './streak.ts';
export * from './skill-assessment.ts';
export * from './onboarding.ts';
export * from './roi-estimate.ts';
