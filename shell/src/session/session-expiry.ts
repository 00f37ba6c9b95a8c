import { isApiError, type PlatformToast } from '@academy/web-kit';

/** Delay between the "logged out" notice and the trip to the sign-in page (spec: 500 ms). */
export const LOGOUT_REDIRECT_DELAY_MS = 500;
export const LOGIN_PATH = '/api/login';

export interface SessionExpiryOptions {
  toast(toast: PlatformToast): void;
  /** Full-page navigation (window.location.assign in the browser). */
  redirect(url: string): void;
  /** Whether the academy currently believes someone is signed in. */
  isSignedIn(): boolean;
  /** The path to come back to after signing in again. */
  currentPath?: () => string;
  delayMs?: number;
}

export interface SessionExpiryHandler {
  /** The session is gone: tell the learner, then send the browser to sign in again (once). */
  sessionExpired(): void;
  /** For the QueryClient: a 401 while signed in means the session expired. */
  handleError(error: unknown): void;
}

export function loginUrl(returnTo?: string): string {
  if (!returnTo || returnTo === '/') return LOGIN_PATH;
  return `${LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}`;
}

export function createSessionExpiryHandler(options: SessionExpiryOptions): SessionExpiryHandler {
  const { toast, redirect, isSignedIn, currentPath, delayMs = LOGOUT_REDIRECT_DELAY_MS } = options;
  let expired = false;

  function sessionExpired() {
    if (expired) return;
    expired = true;
    toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    const returnTo = currentPath?.();
    setTimeout(() => redirect(loginUrl(returnTo)), delayMs);
  }

  return {
    sessionExpired,
    handleError(error) {
      if (isApiError(error) && error.status === 401 && isSignedIn()) sessionExpired();
    },
  };
}
