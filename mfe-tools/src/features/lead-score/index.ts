export { LeadScorePage } from './lead-score-page.tsx';
