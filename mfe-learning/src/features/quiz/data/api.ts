import {
  learnerProfileSchema,
  openQuizAttemptSchema,
  quizAttemptResponseSchema,
  quizAttemptStateResponseSchema,
  type LearnerProfile,
  type OpenQuizAttempt,
  type QuizAttemptResponse,
  type QuizAttemptStateResponse,
  type SaveQuizAnswersRequest,
  type SubmitQuizAttemptRequest,
} from '@academy/contracts';
import { apiRequest, getJson } from '@academy/web-kit';

/** The attempt in progress (null when none) and how long before a new one may start. */
export function getQuizAttempt(moduleId: number): Promise<QuizAttemptStateResponse> {
  return getJson(`/api/modules/${moduleId}/quiz-attempt`, quizAttemptStateResponseSchema);
}

/** Starts an attempt on the service's clock (or answers the one already open). */
export function postQuizAttemptStart(moduleId: number): Promise<OpenQuizAttempt> {
  return apiRequest('POST', `/api/modules/${moduleId}/quiz-attempt`, undefined, openQuizAttemptSchema);
}

/** Saves answers given so far into the open attempt, so a reload finds them. */
export function patchQuizAnswers(moduleId: number, body: SaveQuizAnswersRequest): Promise<OpenQuizAttempt> {
  return apiRequest('PATCH', `/api/modules/${moduleId}/quiz-attempt`, body, openQuizAttemptSchema);
}

/** Grades the open attempt; the service answers the result (per-question feedback once passed). */
export function postQuizAttemptSubmit(moduleId: number, body: SubmitQuizAttemptRequest): Promise<QuizAttemptResponse> {
  return apiRequest('POST', `/api/modules/${moduleId}/quiz-attempt/submit`, body, quizAttemptResponseSchema);
}

/** The learner's settings: the quiz time multiplier (1 until chosen). */
export function getLearnerProfile(): Promise<LearnerProfile> {
  return getJson('/api/learner-profile', learnerProfileSchema);
}

/** Saves the learner's settings; quizzes started afterwards get the chosen time. */
export function putLearnerProfile(body: LearnerProfile): Promise<LearnerProfile> {
  return apiRequest('PUT', '/api/learner-profile', body, learnerProfileSchema);
}
