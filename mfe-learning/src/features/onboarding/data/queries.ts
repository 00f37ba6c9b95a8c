import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { learningPathKeys } from '../../learning-path/index.ts';
import { getOnboarding, postOnboarding } from './api.ts';
import { onboardingKeys, statsKey } from './query-keys.ts';

export const onboardingQuery = queryOptions({
  queryKey: onboardingKeys.record(),
  queryFn: getOnboarding,
});

/** The answers on record for the signed-in learner (null: not done yet). */
export function useOnboardingRecord(enabled: boolean) {
  return useQuery({ ...onboardingQuery, enabled });
}

/** POST /api/onboarding; afterwards every onboarding query, the stats and the learning path are out of date. */
export function useSaveOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postOnboarding,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: onboardingKeys.all, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: statsKey }),
        queryClient.invalidateQueries({ queryKey: learningPathKeys.all }),
      ]);
    },
  });
}
