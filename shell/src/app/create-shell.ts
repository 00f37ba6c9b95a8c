import type { AuthUser, RuntimeConfig } from '@academy/contracts';
import { toastStore as sharedToastStore, type ToastStore } from '@academy/ui';
import { createQueryClient, type PlatformToast } from '@academy/web-kit';
import type { QueryClient } from '@tanstack/react-query';
import type { RouterHistory } from '@tanstack/react-router';
import { authUserQuery, authUserQueryKey } from '../auth/auth-user-query.ts';
import type { RemoteAppLoader } from '../remotes/remote-app-loader.ts';
import { runtimeOwnedRoutes } from '../remotes/route-owner.ts';
import { createAppRouter, type AppRouter } from '../router/create-app-router.tsx';
import { createSessionExpiryHandler, type SessionExpiryHandler } from '../session/session-expiry.ts';
import { createMentorContextStore, type MentorContextStore } from '../mentor/mentor-context-store.tsx';

export interface ShellOptions {
  config: RuntimeConfig;
  remoteLoader: RemoteAppLoader;
  /** Full-page navigation; window.location.assign in the browser. */
  redirect(url: string): void;
  history?: RouterHistory;
  toastStore?: ToastStore;
}

/** Everything the running shell is made of, created once at start (and per test). */
export interface Shell {
  config: RuntimeConfig;
  remoteLoader: RemoteAppLoader;
  redirect(url: string): void;
  toast(toast: PlatformToast): void;
  toastStore: ToastStore;
  queryClient: QueryClient;
  router: AppRouter;
  authQuery: ReturnType<typeof authUserQuery>;
  sessionExpiry: SessionExpiryHandler;
  mentorContext: MentorContextStore;
}

export function createShell(options: ShellOptions): Shell {
  const { config, remoteLoader, redirect, history, toastStore = sharedToastStore } = options;
  const toast = (item: PlatformToast) => {
    toastStore.toast(item);
  };

  // The QueryClient reports every failure to the session handler, which needs to read the
  // client's auth cache: the two refer to each other through this holder.
  const holder: { queryClient?: QueryClient; router?: AppRouter } = {};
  const isSignedIn = () => holder.queryClient?.getQueryData<AuthUser | null>(authUserQueryKey) != null;

  const sessionExpiry = createSessionExpiryHandler({
    toast,
    redirect,
    isSignedIn,
    currentPath: () => holder.router?.state.location.href ?? '/',
  });
  const queryClient = createQueryClient({ onError: sessionExpiry.handleError });
  const router = createAppRouter({ history, context: { remoteLoader, isSignedIn }, runtimeRoutes: runtimeOwnedRoutes(config.pages) });
  holder.queryClient = queryClient;
  holder.router = router;

  // A page's mentor context belongs to its path: it is dropped once a navigation elsewhere ends.
  const mentorContext = createMentorContextStore({ currentPathname: () => router.state.location.pathname });
  router.subscribe('onResolved', ({ toLocation }) => mentorContext.forgetOtherThan(toLocation.pathname));

  return {
    config,
    remoteLoader,
    redirect,
    toast,
    toastStore,
    queryClient,
    router,
    authQuery: authUserQuery({ onSessionExpired: sessionExpiry.sessionExpired }),
    sessionExpiry,
    mentorContext,
  };
}
