/**
 * `remoteRoutes` on an entry of its own (`@academy/web-kit/remote-routes`), outside the shared
 * `@academy/web-kit`: each remote bundles this pure helper, so a remote of this release runs inside
 * a shell of an earlier one, whose shared web-kit has no such export (the version-skew journeys).
 */
export { remoteRoutes } from './remote-app.ts';
