export { AnalyticsPage } from './analytics-page.tsx';
