import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStats } from './api.ts';
import { statsKeys } from './query-keys.ts';

export const statsQuery = queryOptions({
  queryKey: statsKeys.summary(),
  queryFn: getStats,
});

/** Streak, estimated ROI, study time and module counts of the signed-in learner. */
export function useStats() {
  return useQuery(statsQuery);
}
