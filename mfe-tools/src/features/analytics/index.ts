export { AnalyticsPage } from './analytics-page.tsx';
export { useAddRoiCalculation } from './data/queries.ts';
export { failureText } from './failure-text.ts';
