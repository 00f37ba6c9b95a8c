/**
 * Local development only: runs one remote on its own dev server with a minimal stand-in for the
 * shell (QueryClient, platform API, router, toasts). The shell never loads this module; it loads a
 * remote's `./app` through Module Federation.
 *
 * Everything shared with the remote's pages (platform context, router, query client, toasts) is
 * imported by package name, so that Module Federation hands both sides the same singleton.
 */
import '@academy/ui/styles.css';
import { authUserSchema, defaultRuntimeConfig, runtimeConfigSchema, type RuntimeConfig } from '@academy/contracts';
import { Button, LoadingState, toast } from '@academy/ui';
import { Toaster } from '@academy/ui/toaster';
import {
  ApiError,
  PlatformProvider,
  SliceRoot,
  createQueryClient,
  getJson,
  useAuth,
  type AuthState,
  type Platform,
  type RemoteApp,
  type RemoteRoute,
} from '@academy/web-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link, Outlet, RouterProvider, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { StrictMode, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

export interface StandaloneOptions {
  /** The element to render into; the page's `#root` by default. Nothing is rendered when it is missing. */
  container?: Element | null;
}

const fallbackConfig: RuntimeConfig = defaultRuntimeConfig();

async function loadAuth(): Promise<AuthState> {
  try {
    return { status: 'authenticated', user: await getJson('/api/auth/user', authUserSchema) };
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) console.warn('Could not resolve the session', error);
    return { status: 'unauthenticated', user: null };
  }
}

async function loadConfig(): Promise<RuntimeConfig> {
  try {
    return await getJson('/config.json', runtimeConfigSchema);
  } catch {
    return fallbackConfig;
  }
}

function createFrame(app: RemoteApp) {
  return function Frame() {
    const auth = useAuth();
    // The slice's stylesheet styles what is inside its slice's element only, this frame too (decision 039).
    return (
      <SliceRoot slice={app.appId}>
        <div className="min-h-screen bg-slate-50">
          <header className="flex flex-wrap items-center gap-4 border-b border-border bg-white px-4 py-3 text-sm">
            <span className="font-semibold text-foreground">{app.appId} slice · standalone</span>
            <nav className="flex flex-wrap gap-3">
              {app.routes
                .filter((route) => !route.path.includes('$'))
                .map((route) => (
                  <Link key={route.path} to={route.path} className="text-primary hover:underline">
                    {route.title}
                  </Link>
                ))}
            </nav>
            <span className="ml-auto text-muted-foreground">{auth.user ? auth.user.email : auth.status}</span>
          </header>
          <main>
            <Outlet />
          </main>
          <Toaster />
        </div>
      </SliceRoot>
    );
  };
}

function guarded(route: RemoteRoute): () => ReactNode {
  const Page = route.component;
  return function GuardedPage() {
    const auth = useAuth();
    if (route.access === 'signed-in' && auth.status === 'loading') return <LoadingState label="Loading..." />;
    if (route.access === 'signed-in' && auth.status !== 'authenticated') {
      return (
        <div className="mx-auto max-w-md p-10 text-center">
          <p className="mb-4 text-muted-foreground">This page needs a signed-in user.</p>
          <Button onClick={() => window.location.assign(`/api/login?returnTo=${encodeURIComponent(route.path)}`)}>Sign In</Button>
        </div>
      );
    }
    return <Page />;
  };
}

/**
 * Renders a remote on its own page, every route of `app` under a frame that links to them, with the
 * session from /api/auth/user and the runtime config from /config.json (the gateway's defaults when
 * it cannot be read). Signed-in routes ask a visitor to sign in. Returns the React root, or null when
 * there is no container.
 */
export function renderStandalone(app: RemoteApp, { container = document.getElementById('root') }: StandaloneOptions = {}): Root | null {
  if (!container) return null;

  const queryClient = createQueryClient();
  const rootRoute = createRootRoute({ component: createFrame(app) });
  const router = createRouter({
    routeTree: rootRoute.addChildren(app.routes.map((route) => createRoute({ getParentRoute: () => rootRoute, path: route.path, component: guarded(route) }))),
  });

  function Standalone() {
    const [authState, setAuthState] = useState<AuthState>({ status: 'loading', user: null });
    const [config, setConfig] = useState<RuntimeConfig>(fallbackConfig);

    useEffect(() => {
      void loadAuth().then(setAuthState);
      void loadConfig().then(setConfig);
    }, []);

    const platform = useMemo<Platform>(
      () => ({
        auth: authState,
        config,
        toast: (options) => void toast(options),
        navigate: (to) => void router.navigate({ to }),
        signIn: (returnTo) => window.location.assign(returnTo ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : '/api/login'),
        signOut: () => window.location.assign('/api/logout'),
        setMentorContext: () => undefined,
      }),
      [authState, config],
    );

    return (
      <QueryClientProvider client={queryClient}>
        <PlatformProvider value={platform}>
          <RouterProvider router={router} />
        </PlatformProvider>
      </QueryClientProvider>
    );
  }

  const root = createRoot(container);
  root.render(
    <StrictMode>
      <Standalone />
    </StrictMode>,
  );
  return root;
}
