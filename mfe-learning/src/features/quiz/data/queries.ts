import type { LearnerProfile, OpenQuizAttempt, QuizAttemptResponse, QuizAttemptStateResponse, SubmitQuizAttemptRequest } from '@academy/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshLearnerProgress, refreshBesideRecord, storeProgressRecord } from '../../progress/index.ts';
import { getLearnerProfile, getQuizAttempt, postQuizAttemptStart, postQuizAttemptSubmit, putLearnerProfile } from './api.ts';
import { quizKeys } from './query-keys.ts';

export const quizAttemptQuery = (moduleId: number) =>
  queryOptions({
    queryKey: quizKeys.current(moduleId),
    queryFn: () => getQuizAttempt(moduleId),
    // Read afresh each time the card opens (after Back, the cached answer predates the attempt);
    // the card keeps its own clock after that.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

/** The attempt in progress on a module, and the retake wait. */
export function useQuizAttempt(moduleId: number, enabled = true) {
  return useQuery({ ...quizAttemptQuery(moduleId), enabled });
}

/** Opens an attempt on the service's clock (or answers the one already open). */
export function useStartQuizAttempt(moduleId: number) {
  return useMutation<OpenQuizAttempt, Error, void>({
    mutationKey: [...quizKeys.attempt(moduleId), 'start'],
    mutationFn: () => postQuizAttemptStart(moduleId),
  });
}

/**
 * Grades the open attempt. The answer carries the learner's record on the module and the retake
 * wait, so both go into the cache as they are (the progress list and the attempt state are not read
 * again); only what it does not carry (the stats, the lifetime updates) is refreshed. A failed
 * submission carries nothing: then all of it is read again.
 */
export function useSubmitQuizAttempt(moduleId: number) {
  const queryClient = useQueryClient();
  return useMutation<QuizAttemptResponse, Error, SubmitQuizAttemptRequest>({
    mutationKey: quizKeys.attempt(moduleId),
    mutationFn: (body) => postQuizAttemptSubmit(moduleId, body),
    onSuccess: (result) => {
      storeProgressRecord(queryClient, result.progress);
      queryClient.setQueryData<QuizAttemptStateResponse>(quizKeys.current(moduleId), { attempt: null, retryAfterSeconds: result.retryAfterSeconds });
      return refreshBesideRecord(queryClient);
    },
    onError: () => Promise.all([refreshLearnerProgress(queryClient), queryClient.invalidateQueries({ queryKey: quizKeys.current(moduleId) })]),
  });
}

export const learnerProfileQuery = () => queryOptions({ queryKey: quizKeys.profile(), queryFn: getLearnerProfile });

/** The learner's quiz time multiplier (1 until chosen). */
export function useLearnerProfile() {
  return useQuery(learnerProfileQuery());
}

/** Saves the quiz time multiplier; the stored answer replaces the cached one. */
export function useSaveLearnerProfile() {
  const queryClient = useQueryClient();
  return useMutation<LearnerProfile, Error, LearnerProfile>({
    mutationKey: quizKeys.profile(),
    mutationFn: putLearnerProfile,
    onSuccess: (profile) => queryClient.setQueryData(quizKeys.profile(), profile),
  });
}
