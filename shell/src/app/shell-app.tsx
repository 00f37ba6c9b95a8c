import { PlatformProvider, type AuthState, type Platform } from '@academy/web-kit';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useMemo, type ReactNode } from 'react';
import { MentorContextStoreProvider } from '../mentor/index.ts';
import { RemoteLoaderProvider } from '../remotes/remote-loader-context.tsx';
import { loginUrl } from '../session/session-expiry.ts';
import { signOut } from '../session/sign-out.ts';
import type { Shell } from './create-shell.ts';
import { LazyToaster } from './lazy-toaster.tsx';

/** Resolves who is signed in and hands the platform API to everything below. */
function PlatformRoot({ shell, children }: { shell: Shell; children: ReactNode }) {
  const authUser = useQuery(shell.authQuery);
  const { toast } = shell;

  useEffect(() => {
    if (!authUser.error) return;
    toast({
      title: 'Sign-in status unavailable',
      description: 'We could not check whether you are signed in, so you are browsing as a visitor. Please reload to try again.',
      variant: 'destructive',
    });
  }, [authUser.error, toast]);

  const auth = useMemo<AuthState>(() => {
    if (authUser.isPending) return { status: 'loading', user: null };
    if (authUser.data) return { status: 'authenticated', user: authUser.data };
    return { status: 'unauthenticated', user: null };
  }, [authUser.isPending, authUser.data]);

  const platform = useMemo<Platform>(
    () => ({
      auth,
      toast,
      navigate: (to) => shell.router.history.push(to),
      signIn: (returnTo) => shell.redirect(loginUrl(returnTo)),
      signOut: () => void signOut(shell.redirect),
      setMentorContext: shell.mentorContext.set,
      config: shell.config,
    }),
    [auth, toast, shell],
  );

  return <PlatformProvider value={platform}>{children}</PlatformProvider>;
}

/** The whole academy: the one QueryClient, the platform API, the router and the toast area. */
export function ShellApp({ shell }: { shell: Shell }) {
  return (
    <QueryClientProvider client={shell.queryClient}>
      <RemoteLoaderProvider loader={shell.remoteLoader}>
        <MentorContextStoreProvider store={shell.mentorContext}>
          <PlatformRoot shell={shell}>
            <RouterProvider router={shell.router} />
            <LazyToaster store={shell.toastStore} />
          </PlatformRoot>
        </MentorContextStoreProvider>
      </RemoteLoaderProvider>
    </QueryClientProvider>
  );
}
