import { defaultRuntimeConfig, type AuthUser, type RuntimeConfig } from '@academy/contracts';
import { PlatformProvider, createQueryClient, type AuthState, type Platform } from '@academy/web-kit';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, useLocation } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { vi } from 'vitest';

export const learner: AuthUser = {
  id: 'user-1',
  email: 'learner@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  role: 'user',
  permissions: ['view content'],
  subscriptionPlan: 'free',
  subscriptionStatus: 'inactive',
  skillLevel: 'beginner',
  isAdmin: false,
  createdAt: '2024-01-01T00:00:00.000Z',
};

export const signedIn: AuthState = { status: 'authenticated', user: learner };
export const signedOut: AuthState = { status: 'unauthenticated', user: null };

export function fakePlatform(auth: AuthState = signedIn, config: RuntimeConfig = defaultRuntimeConfig()) {
  return {
    auth,
    toast: vi.fn<Platform['toast']>(),
    navigate: vi.fn<Platform['navigate']>(),
    signIn: vi.fn<Platform['signIn']>(),
    signOut: vi.fn<Platform['signOut']>(),
    setMentorContext: vi.fn<Platform['setMentorContext']>(),
    config,
  } satisfies Platform;
}

/** Any page the component under test navigates to shows where it landed. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{location.href}</p>;
}

export type RenderPageOptions = {
  /** The route's TanStack path, e.g. '/module/$id'. */
  routePath: string;
  /** The URL to open; the route path by default. */
  url?: string;
  auth?: AuthState;
  /** The runtime configuration (/config.json) the page sees; nothing configured by default. */
  config?: RuntimeConfig;
  /** Puts data in the query cache before the page first renders. */
  seed?: (queryClient: QueryClient) => void;
};

/** Renders a page inside the providers the shell gives it: router, QueryClient and platform. */
export function renderPage(Page: ComponentType, { routePath, url = routePath, auth = signedIn, config, seed }: RenderPageOptions) {
  const platform = fakePlatform(auth, config);
  const rootRoute = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: routePath, component: () => <Page /> }),
      createRoute({ getParentRoute: () => rootRoute, path: '$', component: Elsewhere }),
    ]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const queryClient = createQueryClient();
  seed?.(queryClient);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <PlatformProvider value={platform}>
        <RouterProvider router={router} />
      </PlatformProvider>
    </QueryClientProvider>,
  );
  return { ...result, platform, router, queryClient };
}
