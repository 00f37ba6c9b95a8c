import type { RemotePages, RuntimeConfig, SliceName } from '@academy/contracts';
import { routeOwnership, shellPaths, type OwnedRoute } from '@academy/web-kit/routes';

const segmentsOf = (path: string) => path.replace(/\/+$/, '').split('/');

/** Whether a pathname is one of a route path's URLs ('$param' segments match any one segment). */
function matches(routePath: string, segments: readonly string[]): boolean {
  const pattern = segmentsOf(routePath);
  return pattern.length === segments.length && pattern.every((part, index) => (part.startsWith('$') ? segments[index] !== '' : part === segments[index]));
}

/** A route path with its parameters' names left out: '/module/$id' and '/module/$slug' are one route. */
const shapeOf = (routePath: string) =>
  segmentsOf(routePath)
    .map((part) => (part.startsWith('$') ? '$' : part))
    .join('/');

/**
 * The pages the runtime configuration lists (each remote's academy-pages.json) that the shell was
 * not built with, as routes owned by the remote that publishes them
 * (docs/decisions/041-remotes-declare-their-pages.md). A path the route tree already has stays
 * the tree's; a path two remotes list goes to the slice listed first. (No value of the contracts
 * package here: the boot script imports this module and stays a few hundred bytes.)
 */
export function runtimeOwnedRoutes(pages: RuntimeConfig['pages']): OwnedRoute[] {
  const routes: OwnedRoute[] = [];
  // The paths the shell's route tree has whatever the configuration says: the owned ones, '/', the shell's own pages.
  const taken = new Set([...routeOwnership.map((route: OwnedRoute) => route.path), '/', ...shellPaths].map(shapeOf));
  for (const [owner, listed] of Object.entries(pages ?? {}) as [SliceName, RemotePages | undefined][]) {
    for (const { path, access } of listed ?? []) {
      const shape = shapeOf(path);
      if (taken.has(shape)) continue;
      taken.add(shape);
      routes.push({ path, owner, access });
    }
  }
  return routes;
}

/**
 * The owned route a pathname lands on, if any: a path of the route table, else one of the pages
 * the shell learned at run time (`runtimeRoutes`, from runtimeOwnedRoutes).
 */
export function ownedRouteAt(pathname: string, runtimeRoutes: readonly OwnedRoute[] = []): OwnedRoute | undefined {
  const segments = segmentsOf(pathname);
  const owned = (route: OwnedRoute) => matches(route.path, segments);
  return routeOwnership.find(owned) ?? runtimeRoutes.find(owned);
}

/** The GETs every signed-in page makes at start-up, whatever the route: the mentor's (mentor/data/queries.ts). */
export const SIGNED_IN_SHELL_READS = ['/api/progress', '/api/stats'] as const;

/**
 * The GETs the page being opened makes on its first render (the route table's first reads, its
 * '$param' segments filled from the pathname), for the boot script to ask ahead of the app.
 */
export function firstReadsAt(pathname: string, signedIn: boolean): string[] {
  const reads: string[] = signedIn ? [...SIGNED_IN_SHELL_READS] : [];
  const owned = ownedRouteAt(pathname);
  if (owned && (owned.access === 'public' || signedIn)) {
    const segments = segmentsOf(pathname);
    const params = new Map(segmentsOf(owned.path).flatMap((part, index) => (part.startsWith('$') ? [[part, segments[index] ?? ''] as const] : [])));
    const fill = (read: string) =>
      read
        .split('/')
        .map((part) => params.get(part) ?? part)
        .join('/');
    reads.push(...(owned.publicFirstReads ?? []).map(fill), ...(signedIn ? (owned.firstReads ?? []).map(fill) : []));
  }
  return [...new Set(reads)];
}

/**
 * The remote the page being opened will show, when the user may see it: started at start-up, as
 * soon as the remote locations are known, so the remote's manifest, entry and first chunk travel
 * while the shell renders instead of after it.
 */
export function remoteToPreloadAt(pathname: string, signedIn: boolean, runtimeRoutes: readonly OwnedRoute[] = []): SliceName | undefined {
  const owned = ownedRouteAt(pathname, runtimeRoutes);
  if (!owned) return undefined;
  return owned.access === 'public' || signedIn ? owned.owner : undefined;
}
