import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@academy/web-kit';
import { getAiTools } from './api.ts';
import { catalogueKeys } from './query-keys.ts';

export const aiToolsQuery = queryOptions({
  queryKey: catalogueKeys.list(),
  queryFn: getAiTools,
  // The catalogue is read fresh on every visit.
  staleTime: 0,
});

/** The tool catalogue; asked for only once the caller is signed in. */
export function useAiTools() {
  const auth = useAuth();
  return useQuery({ ...aiToolsQuery, enabled: auth.status === 'authenticated' });
}
