import type { RemotePage } from '@academy/contracts';
import { routeOwnership, type OwnedRoute, type RemoteApp, type RemoteRoute } from '@academy/web-kit';

/**
 * The routes of a remote that contradict the shell's route table: a path the table gives another
 * slice, or one of the remote's own paths with other access. Empty when the remote keeps to its
 * paths (it may provide fewer than it owns, and new paths the table does not know, which the shell
 * learns from the pages the remote publishes: docs/decisions/041-remotes-declare-their-pages.md).
 */
export function routesConflictingWithOwnership(app: RemoteApp): Pick<RemoteRoute, 'path' | 'access'>[] {
  const owned = new Map(routeOwnership.map((route: OwnedRoute) => [route.path, route]));
  return app.routes
    .filter((route) => {
      const known = owned.get(route.path);
      return known !== undefined && (known.owner !== app.appId || known.access !== route.access);
    })
    .map(({ path, access }) => ({ path, access }));
}

/** What a remote's app says of its pages (path, access, title), as its build publishes them in academy-pages.json. */
export function pagesOf(app: RemoteApp): RemotePage[] {
  return app.routes.map(({ path, access, title }) => ({ path, access, title }));
}
