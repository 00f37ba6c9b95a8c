import { routesOwnedBy, type RemoteApp, type RemoteRoute } from '@academy/web-kit';

/**
 * The routes of a remote that the route table does not give its slice with the same access: empty
 * when the remote keeps to its own paths (it may provide fewer than it owns).
 */
export function routesOutsideOwnership(app: RemoteApp): Pick<RemoteRoute, 'path' | 'access'>[] {
  const owned = new Map(routesOwnedBy(app.appId).map((route) => [route.path, route.access]));
  return app.routes.filter((route) => owned.get(route.path) !== route.access).map(({ path, access }) => ({ path, access }));
}
