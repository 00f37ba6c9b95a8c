import type { SliceName } from '@academy/contracts';
import { routeOwnership, type OwnedRoute } from '@academy/web-kit/routes';

/** The owned route a pathname lands on ('$param' segments match any one segment), if any. */
export function ownedRouteAt(pathname: string): OwnedRoute | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/');
  return routeOwnership.find((route: OwnedRoute) => {
    const pattern = route.path.replace(/\/+$/, '').split('/');
    return pattern.length === segments.length && pattern.every((part, index) => part.startsWith('$') ? segments[index] !== '' : part === segments[index]);
  });
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
