import type { Express, Request, RequestHandler } from 'express';

/** One mounted route: an HTTP method and the path as registered (`/api/modules/:id`). */
export interface MountedRoute {
  method: string;
  path: string;
}

/** Loopback-only listing of a service's mounted routes; the gateway routes only /api, never this. */
export const ROUTE_LIST_PATH = '/internal/routes';

// The parts of Express 5's router (the `router` package) that the listing reads.
interface RouteLike {
  path: string | RegExp | (string | RegExp)[];
  methods: Record<string, boolean | undefined>;
}
interface LayerLike {
  route?: RouteLike;
  handle?: { stack?: LayerLike[] };
  rawPath?: string | RegExp | (string | RegExp)[];
  slash?: boolean;
}

function pathsOf(path: string | RegExp | (string | RegExp)[]): string[] {
  return (Array.isArray(path) ? path : [path]).map((one) => (typeof one === 'string' ? one : String(one)));
}

function join(prefix: string, path: string): string {
  if (prefix === '' || prefix === '/') return path;
  return path === '/' ? prefix : `${prefix.replace(/\/+$/, '')}${path}`;
}

function walk(stack: readonly LayerLike[], prefix: string, found: MountedRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const methods = Object.keys(layer.route.methods).filter((method) => layer.route?.methods[method] && method !== '_all');
      const all = layer.route.methods._all ? ['ALL'] : [];
      for (const path of pathsOf(layer.route.path)) {
        for (const method of [...methods.map((m) => m.toUpperCase()), ...all]) found.push({ method, path: join(prefix, path) });
      }
    } else if (layer.handle?.stack) {
      // A mounted router: its routes live under the mount path (none for a router at the root).
      if (layer.slash) {
        walk(layer.handle.stack, prefix, found);
      } else {
        if (layer.rawPath === undefined) throw new Error('route list: this version of Express does not keep mount paths (router 2.3 or later needed)');
        for (const mount of pathsOf(layer.rawPath)) walk(layer.handle.stack, join(prefix, mount), found);
      }
    }
  }
}

/**
 * Every route mounted on an Express 5 app, read from the app's own router stack (so a route is
 * listed because it is registered, not because someone wrote it down), sorted by path then method.
 * Middleware mounted with `use` (body parsers, a protocol handler under a prefix) is not a route.
 */
export function listRoutes(app: Express): MountedRoute[] {
  const found: MountedRoute[] = [];
  walk((app.router as unknown as { stack: LayerLike[] }).stack, '', found);
  const unique = new Map(found.map((route) => [`${route.method} ${route.path}`, route]));
  const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...unique.values()].sort((a, b) => byCodePoint(a.path, b.path) || byCodePoint(a.method, b.method));
}

function fromLoopback(req: Request): boolean {
  const address = req.socket.remoteAddress ?? '';
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/**
 * GET /internal/routes: the app's mounted routes as JSON, answered only to a caller on the same
 * machine (tests and tools that check every route: the authorisation matrix, OpenAPI coverage).
 */
export function routeListHandler(app: Express): RequestHandler {
  return (req, res, next) => {
    // From elsewhere the path does not exist: the request falls through to the 404 envelope.
    if (!fromLoopback(req)) {
      next();
      return;
    }
    res.json(listRoutes(app));
  };
}
