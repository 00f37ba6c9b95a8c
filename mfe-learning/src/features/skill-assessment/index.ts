export { SkillAssessmentPage } from './skill-assessment-page.tsx';
export { skillAssessmentKeys } from './data/query-keys.ts';
export type { SkillQuestion } from './data/api.ts';
