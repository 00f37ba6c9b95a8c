import { learningOperations, type SkillAssessmentResult } from '@academy/contracts';
import { callOperation } from '@academy/web-kit';

/** The assessment's questions, without their answers. */
export function getSkillQuestions() {
  return callOperation(learningOperations.getSkillQuestions);
}

export interface SkillAssessmentSubmission {
  /** Question id -> chosen option index. */
  answers: Record<string, number>;
  completedAt: string;
}

/** Sends the answers; the server grades them and answers with the result. */
export function postSkillAssessment(submission: SkillAssessmentSubmission): Promise<SkillAssessmentResult> {
  return callOperation(learningOperations.postSkillAssessment, { body: submission });
}

/** Per category, the learner's first and latest score. */
export function getSkillRecords() {
  return callOperation(learningOperations.getSkillRecords);
}

export type SkillQuestion = Awaited<ReturnType<typeof getSkillQuestions>>[number];
export type SkillRecord = Awaited<ReturnType<typeof getSkillRecords>>[number];
