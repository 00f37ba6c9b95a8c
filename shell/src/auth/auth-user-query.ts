import { identityOperations, type AuthUser } from '@academy/contracts';
import { callOperation, isApiError } from '@academy/web-kit';
import { queryOptions } from '@tanstack/react-query';

export const AUTH_USER_PATH = identityOperations.currentUser.path;
export const authUserQueryKey = [AUTH_USER_PATH] as const;
/** Spec: the auth user is cached 5 minutes and never retried. */
export const AUTH_USER_STALE_TIME_MS = 5 * 60 * 1000;

export interface AuthUserQueryDependencies {
  /** Called when a refetch finds the session gone although a user was signed in. */
  onSessionExpired(): void;
}

/** GET /api/auth/user: the signed-in user, or null when signed out (401). */
export function authUserQuery({ onSessionExpired }: AuthUserQueryDependencies) {
  return queryOptions({
    queryKey: authUserQueryKey,
    staleTime: AUTH_USER_STALE_TIME_MS,
    retry: false,
    queryFn: async ({ client }): Promise<AuthUser | null> => {
      try {
        return await callOperation(identityOperations.currentUser);
      } catch (error) {
        if (isApiError(error) && error.status === 401) {
          const previous = client.getQueryData<AuthUser | null>(authUserQueryKey);
          if (previous) {
            // The session ended while the page was open: keep the page until the sign-in redirect.
            onSessionExpired();
            return previous;
          }
          return null;
        }
        throw error;
      }
    },
  });
}
