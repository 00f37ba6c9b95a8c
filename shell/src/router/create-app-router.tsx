import { LoadingState } from '@academy/ui';
import { routeOwnership, useAuth, type OwnedPath, type OwnedRoute } from '@academy/web-kit';
import { createBrowserHistory, createRootRouteWithContext, createRoute, createRouter, useLocation, type RouterHistory } from '@tanstack/react-router';
import { AppFrame } from '../frame/app-frame.tsx';
import { LandingPage } from '../pages/landing-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { PrivacyPage } from '../pages/privacy-page.tsx';
import { RouteErrorPage } from '../pages/route-error-page.tsx';
import { TermsPage } from '../pages/terms-page.tsx';
import type { RemoteAppLoader } from '../remotes/remote-app-loader.ts';
import { RemoteRouteView } from '../remotes/remote-route-view.tsx';
import { ownedRouteAt } from '../remotes/route-owner.ts';

export interface AppRouterContext {
  remoteLoader: RemoteAppLoader;
  isSignedIn(): boolean;
}

/**
 * On link hover or focus (a router preload), starts loading the path's remote when the visitor
 * may see it. A real navigation leaves loading to the page, which shows progress and errors.
 */
function preloadOwner(owned: OwnedRoute, context: AppRouterContext, preload: boolean): void {
  if (!preload) return;
  if (owned.access === 'public' || context.isSignedIn()) context.remoteLoader.preload(owned.owner);
}

function requireOwnedRoute(path: OwnedPath): OwnedRoute {
  const owned = routeOwnership.find((route: OwnedRoute) => route.path === path);
  if (!owned) throw new Error(`The route table has no owner for ${path}`);
  return owned;
}

const dashboardRoute = requireOwnedRoute('/');

/** '/': the dashboard (learning remote) for signed-in users, the landing page for visitors. */
function HomePage() {
  const auth = useAuth();
  if (auth.status === 'loading') return <LoadingState label="Loading..." />;
  if (auth.status === 'authenticated') return <RemoteRouteView owned={dashboardRoute} />;
  return <LandingPage />;
}

function createRouteTree(runtimeRoutes: readonly OwnedRoute[]) {
  const rootRoute = createRootRouteWithContext<AppRouterContext>()({
    component: AppFrame,
    notFoundComponent: NotFoundPage,
  });

  const homeRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: HomePage,
    loader: ({ context, preload }) => preloadOwner(dashboardRoute, context, preload),
  });
  const termsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/terms', component: TermsPage });
  const privacyRoute = createRoute({ getParentRoute: () => rootRoute, path: '/privacy', component: PrivacyPage });

  /** A path owned by a remote (each created separately so every path keeps its literal type). */
  const ownedRoute = <const P extends Exclude<OwnedPath, '/'>>(path: P) => {
    const owned = requireOwnedRoute(path);
    return createRoute({
      getParentRoute: () => rootRoute,
      path,
      component: function OwnedRoutePage() {
        return <RemoteRouteView owned={owned} />;
      },
      loader: ({ context, preload }) => preloadOwner(owned, context, preload),
    });
  };

  const remoteRoutes = [
    ownedRoute('/courses'),
    ownedRoute('/module/$id'),
    ownedRoute('/onboarding'),
    ownedRoute('/skill-assessment'),
    ownedRoute('/certificate'),
    ownedRoute('/verify/$id'),
    ownedRoute('/tools'),
    ownedRoute('/roi-calculator'),
    ownedRoute('/ab-test-optimizer'),
    ownedRoute('/lead-score-calculator'),
    ownedRoute('/clv-predictor'),
    ownedRoute('/conversion-analyzer'),
    ownedRoute('/analytics'),
    ownedRoute('/challenges'),
    ownedRoute('/pricing'),
    ownedRoute('/checkout'),
    ownedRoute('/payment-success'),
    ownedRoute('/services'),
    ownedRoute('/admin'),
    ownedRoute('/crm'),
  ] as const;

  /**
   * Every other path: a page a remote publishes that the shell was not built with (the runtime
   * configuration's `pages`, docs/decisions/041-remotes-declare-their-pages.md), rendered and
   * preloaded like an owned path; anything else is the 404 page.
   */
  const runtimePageAt = (pathname: string) => ownedRouteAt(pathname, runtimeRoutes);
  const runtimePageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: function RuntimeRoutePage() {
      const owned = runtimePageAt(useLocation({ select: (location) => location.pathname }));
      // A remount per path: two runtime pages are two routes, as two owned paths are.
      return owned ? <RemoteRouteView key={owned.path} owned={owned} /> : <NotFoundPage />;
    },
    loader: ({ context, location, preload }) => {
      const owned = runtimePageAt(location.pathname);
      if (owned) preloadOwner(owned, context, preload);
    },
  });

  return rootRoute.addChildren([homeRoute, termsRoute, privacyRoute, ...remoteRoutes, runtimePageRoute]);
}

export interface AppRouterOptions {
  context: AppRouterContext;
  history?: RouterHistory;
  /** The pages the shell learned from the runtime configuration (runtimeOwnedRoutes); none by default. */
  runtimeRoutes?: readonly OwnedRoute[];
}

/** The academy's one router: the spec's route table, code-based, and the remotes' pages learned at run time. */
export function createAppRouter({ context, history = createBrowserHistory(), runtimeRoutes = [] }: AppRouterOptions) {
  return createRouter({
    routeTree: createRouteTree(runtimeRoutes),
    history,
    context,
    defaultErrorComponent: RouteErrorPage,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
