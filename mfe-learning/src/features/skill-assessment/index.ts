export { SkillAssessmentPage } from './skill-assessment-page.tsx';
