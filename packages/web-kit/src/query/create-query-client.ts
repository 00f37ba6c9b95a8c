import { MutationCache, QueryCache, QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from '../api/api-request.ts';

/** The path of the platform's default query: the key parts joined with '/'. */
export function pathFromQueryKey(queryKey: QueryKey): string {
  return queryKey
    .map((part) => {
      if (typeof part === 'string' || typeof part === 'number') return String(part);
      throw new TypeError(`The default query needs string or number key parts; got ${JSON.stringify(part)}`);
    })
    .join('/');
}

/** The default query: GET to the path built from the key parts, JSON answer, errors raised. */
export const defaultQueryFn: QueryFunction = ({ queryKey }) => apiRequest('GET', pathFromQueryKey(queryKey));

export interface QueryClientOptions {
  /** Called for every failed query and mutation (e.g. to notice an expired session). */
  onError?: (error: Error) => void;
}

/**
 * The one QueryClient of the academy (owned by the shell), with the platform's defaults:
 * data never goes stale, no retries, no refetch on window focus, and the default query above.
 */
export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  const { onError } = options;
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onError?.(error) }),
    mutationCache: new MutationCache({ onError: (error) => onError?.(error) }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
