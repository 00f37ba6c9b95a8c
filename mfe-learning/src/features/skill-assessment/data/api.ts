import {
  skillAssessmentResultSchema,
  skillQuestionsResponseSchema,
  skillRecordsResponseSchema,
  type SkillAssessmentResult,
} from '@academy/contracts';
import { apiRequest, getJson } from '@academy/web-kit';

/** The assessment's questions, without their answers. */
export function getSkillQuestions() {
  return getJson('/api/skill-assessment/questions', skillQuestionsResponseSchema);
}

export interface SkillAssessmentSubmission {
  /** Question id -> chosen option index. */
  answers: Record<string, number>;
  completedAt: string;
}

/** Sends the answers; the server grades them and answers with the result. */
export function postSkillAssessment(submission: SkillAssessmentSubmission): Promise<SkillAssessmentResult> {
  return apiRequest('POST', '/api/skill-assessment', submission, skillAssessmentResultSchema);
}

/** Per category, the learner's first and latest score. */
export function getSkillRecords() {
  return getJson('/api/skill-assessments', skillRecordsResponseSchema);
}

export type SkillQuestion = Awaited<ReturnType<typeof getSkillQuestions>>[number];
export type SkillRecord = Awaited<ReturnType<typeof getSkillRecords>>[number];
