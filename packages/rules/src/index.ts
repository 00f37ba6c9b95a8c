export * from './learning/index.ts';
