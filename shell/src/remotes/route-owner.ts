import type { SliceName } from '@academy/contracts';
import { routeOwnership, type OwnedRoute } from '@academy/web-kit/routes';

const segmentsOf = (path: string) => path.replace(/\/+$/, '').split('/');

/** The owned route a pathname lands on ('$param' segments match any one segment), if any. */
export function ownedRouteAt(pathname: string): OwnedRoute | undefined {
  const segments = segmentsOf(pathname);
  return routeOwnership.find((route: OwnedRoute) => {
    const pattern = segmentsOf(route.path);
    return pattern.length === segments.length && pattern.every((part, index) => (part.startsWith('$') ? segments[index] !== '' : part === segments[index]));
  });
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
export function remoteToPreloadAt(pathname: string, signedIn: boolean): SliceName | undefined {
  const owned = ownedRouteAt(pathname);
  if (!owned) return undefined;
  return owned.access === 'public' || signedIn ? owned.owner : undefined;
}
