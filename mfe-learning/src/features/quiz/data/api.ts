import {
  learningOperations,
  type LearnerProfile,
  type OpenQuizAttempt,
  type QuizAttemptResponse,
  type QuizAttemptStateResponse,
  type SaveQuizAnswersRequest,
  type SubmitQuizAttemptRequest,
} from '@academy/contracts';
import { callOperation } from '@academy/web-kit';

/** The attempt in progress (null when none) and how long before a new one may start. */
export function getQuizAttempt(moduleId: number): Promise<QuizAttemptStateResponse> {
  return callOperation(learningOperations.getQuizAttempt, { params: { id: moduleId } });
}

/** Starts an attempt on the service's clock (or answers the one already open). */
export function postQuizAttemptStart(moduleId: number): Promise<OpenQuizAttempt> {
  return callOperation(learningOperations.startQuizAttempt, { params: { id: moduleId } });
}

/** Saves answers given so far into the open attempt, so a reload finds them. */
export function patchQuizAnswers(moduleId: number, body: SaveQuizAnswersRequest): Promise<OpenQuizAttempt> {
  return callOperation(learningOperations.saveQuizAnswers, { params: { id: moduleId }, body });
}

/** Grades the open attempt; the service answers the result (per-question feedback once passed). */
export function postQuizAttemptSubmit(moduleId: number, body: SubmitQuizAttemptRequest): Promise<QuizAttemptResponse> {
  return callOperation(learningOperations.submitQuizAttempt, { params: { id: moduleId }, body });
}

/** The learner's settings: the quiz time multiplier (1 until chosen). */
export function getLearnerProfile(): Promise<LearnerProfile> {
  return callOperation(learningOperations.getLearnerProfile);
}

/** Saves the learner's settings; quizzes started afterwards get the chosen time. */
export function putLearnerProfile(body: LearnerProfile): Promise<LearnerProfile> {
  return callOperation(learningOperations.putLearnerProfile, { body });
}
