import type { Express, RequestHandler, Router } from 'express';
import type { ApiOperation } from '@academy/contracts';

/**
 * Registers a route from its operation in @academy/contracts: the method and path come from the
 * contract, never from the route file, so what a service mounts and what the OpenAPI document
 * describes are one list (a test compares every service's mounted routes with the tables).
 */
export function route(router: Router | Express, operation: ApiOperation, ...handlers: RequestHandler[]): void {
  router.route(operation.path)[operation.method](...handlers);
}

/**
 * The same for a router that is mounted under `mountPath` (`app.use(mountPath, router)`): the
 * route is registered at the operation's path below the mount point.
 */
export function routeUnder(mountPath: string, router: Router, operation: ApiOperation, ...handlers: RequestHandler[]): void {
  if (!operation.path.startsWith(`${mountPath}/`)) throw new Error(`${operation.method.toUpperCase()} ${operation.path} is not under ${mountPath}`);
  router.route(operation.path.slice(mountPath.length))[operation.method](...handlers);
}
