import type { QuizAttemptRequest, QuizAttemptResponse } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshLearnerProgress, storeProgressRecord } from '../../progress/index.ts';
import { postQuizAttempt } from './api.ts';
import { quizKeys } from './query-keys.ts';

/** Submits an attempt; the graded progress record goes into the cache and progress and stats are refreshed. */
export function useSubmitQuizAttempt(moduleId: number) {
  const queryClient = useQueryClient();
  return useMutation<QuizAttemptResponse, Error, QuizAttemptRequest>({
    mutationKey: quizKeys.attempt(moduleId),
    mutationFn: (body) => postQuizAttempt(moduleId, body),
    onSuccess: (result) => storeProgressRecord(queryClient, result.progress),
    onSettled: () => refreshLearnerProgress(queryClient),
  });
}
