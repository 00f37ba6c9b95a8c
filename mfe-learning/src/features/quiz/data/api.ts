import { quizAttemptResponseSchema, type QuizAttemptRequest, type QuizAttemptResponse } from '@academy/contracts';
import { apiRequest } from '@academy/web-kit';

/** Sends the chosen options; the service grades them and answers the result with the corrections. */
export function postQuizAttempt(moduleId: number, body: QuizAttemptRequest): Promise<QuizAttemptResponse> {
  return apiRequest('POST', `/api/modules/${moduleId}/quiz-attempts`, body, quizAttemptResponseSchema);
}
