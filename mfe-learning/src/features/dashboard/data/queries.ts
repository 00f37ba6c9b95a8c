import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAiTools, getArenaLevel, getFeaturedCaseStudy, getOnboardingDone } from './api.ts';
import { dashboardKeys } from './query-keys.ts';

export const aiToolsQuery = queryOptions({ queryKey: dashboardKeys.aiTools(), queryFn: getAiTools });

export const featuredCaseStudyQuery = queryOptions({ queryKey: dashboardKeys.featuredCaseStudy(), queryFn: getFeaturedCaseStudy });

export function useAiTools() {
  return useQuery(aiToolsQuery);
}

export function useFeaturedCaseStudy() {
  return useQuery(featuredCaseStudyQuery);
}

/**
 * Whether onboarding is done, read afresh on every dashboard visit (the answers may have been saved
 * since, in this tab or another). `checked` is true only once this visit's own answer has arrived.
 */
export function useOnboardingStatus() {
  const query = useQuery({
    queryKey: dashboardKeys.onboardingStatus(),
    queryFn: getOnboardingDone,
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
  return { ...query, checked: query.isFetchedAfterMount && query.isSuccess && !query.isFetching };
}

/** The arena's quick view, read fresh on every visit (XP and gems follow what the learner just did). */
export function useArenaLevel() {
  return useQuery({ queryKey: dashboardKeys.arenaLevel(), queryFn: getArenaLevel, staleTime: 0, retry: false });
}
