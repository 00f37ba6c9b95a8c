/**
 * A remote's page rendered in Node at build time, as the app first draws it inside the shell
 * (docs/decisions/018-pages-in-their-html.md): the same components, router, query client and
 * platform, with nothing fetched. What the page shows for everyone comes from `seed` (content that
 * ships with the slice); whatever belongs to the user is still loading, so it is drawn as the
 * placeholder the app draws meanwhile.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { authUserSchema, defaultRuntimeConfig, rolePermissions, type AuthUser } from '@academy/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { PlatformProvider, type AuthState, type Platform } from '../platform/platform.tsx';
import { createQueryClient } from '../query/create-query-client.ts';
import type { ComponentType } from 'react';
import type { RemoteRoute } from '../routes/remote-app.ts';
import { documentAudiences, type DocumentAudience, type PrerenderedPage } from '../routes/route-documents.ts';
import { routeOwnership } from '../routes/route-ownership.ts';

/**
 * Stands for whoever is signed in: no name, nothing bought, so that the page shows nobody's
 * details (a page that greets by name greets without one until the app has the user).
 */
export const someMember: AuthUser = authUserSchema.parse({
  id: 'prerender',
  email: 'member@example.com',
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  role: 'user',
  permissions: [...rolePermissions.user],
  subscriptionPlan: 'free',
  subscriptionStatus: 'inactive',
  skillLevel: 'beginner',
  isAdmin: false,
  createdAt: '2024-01-01T00:00:00.000Z',
});

/**
 * Stands for an administrator the same way (no name, no e-mail): for a page only administrators
 * use, whose first view for anyone else is a refusal the app draws once it knows who is signed in.
 */
export const someAdministrator: AuthUser = authUserSchema.parse({
  ...someMember,
  email: '',
  role: 'administrator',
  permissions: [...rolePermissions.administrator],
  isAdmin: true,
});

/** The signed-in state the page is drawn in for an audience (`member`: who stands for the signed-in user, `someMember` by default). */
export function prerenderAuth(audience: DocumentAudience, member: AuthUser = someMember): AuthState {
  return audience === 'member' ? { status: 'authenticated', user: member } : { status: 'unauthenticated', user: null };
}

function refuse(what: string): never {
  throw new Error(`A prerendered page cannot ${what} while it renders`);
}

/** The platform as the shell gives it, for rendering only: a page asking it to act while rendering is a mistake. */
function prerenderPlatform(audience: DocumentAudience, member: AuthUser | undefined): Platform {
  return {
    auth: prerenderAuth(audience, member),
    toast: () => refuse('show a toast'),
    navigate: () => refuse('navigate'),
    signIn: () => refuse('sign in'),
    signOut: () => refuse('sign out'),
    // Effects do not run in renderToString; a call would be one made while rendering.
    setMentorContext: () => refuse('set the mentor context'),
    config: defaultRuntimeConfig(),
  };
}

export interface PagePrerender {
  /** The page, as the remote registers it. */
  route: RemoteRoute;
  /** The request path it is drawn for ('/module/3'); the route's path by default. */
  url?: string;
  audience: DocumentAudience;
  /** Puts in the cache what the page shows for everyone (content that ships with the slice). */
  seed?: (queryClient: QueryClient) => void;
  /** Who stands for the signed-in user (`someMember` by default; `someAdministrator` for a page only administrators use). */
  member?: AuthUser;
}

/** The markup without <script> elements: the gateway's policy forbids inline scripts, and the static page needs none. */
export function withoutScripts(markup: string): string {
  return markup.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
}

/** The page's first view as the shell's `<main>` holds it, for `audience`. */
export async function renderPageMarkup({ route, url = route.path, audience, seed, member }: PagePrerender): Promise<string> {
  const queryClient = createQueryClient();
  seed?.(queryClient);
  const Page = route.component;
  const rootRoute = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: rootRoute.addChildren([createRoute({ getParentRoute: () => rootRoute, path: route.path, component: () => <Page /> })]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await router.load();
  if (router.state.matches.at(-1)?.routeId !== route.path) throw new Error(`${url} is not a path of the route ${route.path}`);
  const markup = renderToString(
    <QueryClientProvider client={queryClient}>
      <PlatformProvider value={prerenderPlatform(audience, member)}>
        <RouterProvider router={router} />
      </PlatformProvider>
    </QueryClientProvider>,
  );
  queryClient.clear();
  // An error while rendering leaves that part for the browser to render (`<!--$!-->`, with the
  // message in a <template> in a development build): the build fails rather than publish a page
  // that is not there.
  const failed = /<!--\$!-->(?:<template[^>]*data-msg="([^"]*)")?/.exec(markup);
  if (failed) {
    const reason = failed[1]?.replaceAll('&#10;', '\n').split('\n').filter(Boolean).slice(1, 2).join('') || 'an error (its first-view test shows it)';
    throw new Error(`${url} failed to render: ${reason}`);
  }
  return withoutScripts(markup);
}

/** A page of the route table (its path and access from there), drawn by `component`. */
export function ownedPage(path: string, component: ComponentType): RemoteRoute {
  const owned = routeOwnership.find((route) => route.path === path);
  if (!owned) throw new Error(`${path} is not a route of the route table`);
  return { path, access: owned.access, component, title: '' };
}

/** The page's first view at each of `urls` (the route's path by default) for every audience its route documents have. */
export async function prerenderRoute(
  route: RemoteRoute,
  { urls = [route.path], seed, member }: { urls?: readonly string[]; seed?: PagePrerender['seed']; member?: AuthUser } = {},
): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  for (const url of urls) {
    for (const audience of documentAudiences(route)) pages.push({ url, audience, markup: await renderPageMarkup({ route, url, audience, seed, member }) });
  }
  return pages;
}

export type { PrerenderedPage } from '../routes/route-documents.ts';

/**
 * A path of the repository a slice's content ships in ('services/tools/content/ai-tools.yaml'),
 * looked for from the working directory up (a build or a test runs in the slice's folder or the
 * repository's): bundled for Node, a slice's prerender module no longer sits beside its sources,
 * so its own location says nothing.
 */
export function shippedContentPath(relative: string, from = process.cwd()): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, relative);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`prerender: ${relative} not found in ${from} or above`);
  }
}
