import type { QuizTimeMultiplier } from '@academy/contracts';
import { useSaveLearnerProfile } from './queries.ts';

/**
 * The learner's choice of quiz time: the multiplier shown (the one being saved while it is on its
 * way), and the save with its error.
 */
export function useQuizTimeSetting(multiplier: QuizTimeMultiplier) {
  const save = useSaveLearnerProfile();
  return {
    shown: save.isPending && save.variables ? save.variables.quizTimeMultiplier : multiplier,
    saving: save.isPending,
    error: save.isError ? save.error.message : null,
    choose: (quizTimeMultiplier: QuizTimeMultiplier) => save.mutate({ quizTimeMultiplier }),
  };
}
