import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLearningPath } from './api.ts';
import { learningPathKeys } from './query-keys.ts';

/**
 * Read afresh whenever the card mounts: the path follows modules finished, answers changed and
 * assessments retaken, on any page since the last visit.
 */
export const learningPathQuery = queryOptions({ queryKey: learningPathKeys.mine(), queryFn: getLearningPath, staleTime: 0 });

export function useLearningPath() {
  return useQuery(learningPathQuery);
}
