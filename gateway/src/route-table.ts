import {
  SESSION_COOKIE,
  apiOperations,
  apiSubtrees,
  defaultServicePorts,
  remoteManifestPath,
  serviceNames,
  sliceNames,
  type ApiOperation,
  type ApiSubtree,
  type ServiceName,
  type SliceName,
} from '@academy/contracts';
import { documentAudiences, routeDocumentPath, routePathPattern, type DocumentAudience } from '@academy/web-kit/route-documents';
import { routeOwnership, shellPaths } from '@academy/web-kit/routes';

/**
 * The one route table of the platform. The nginx configuration (nginx-config.ts), the dev gateway
 * (dev-gateway.ts), the production image and the compose file's checks are all made from it. An
 * API path's owner is not decided here but read from the operation tables (apiPrefixesOf).
 */

// The service names and their default ports have one home, the contracts' platform module.
export { serviceNames, type ServiceName };

export interface ServiceRoute {
  readonly name: ServiceName;
  /** Environment key holding the service's base URL, e.g. IDENTITY_URL. */
  readonly urlEnv: `${Uppercase<ServiceName>}_URL`;
  readonly defaultPort: number;
  /**
   * API path prefixes the service owns. A prefix written without a trailing slash owns the path
   * itself and every path below it (`/api/modules` owns `/api/modules` and `/api/modules/3`, never
   * `/api/modulesX`); a prefix written with a trailing slash owns only the paths below it
   * (`/api/auth/` owns `/api/auth/user`, not `/api/auth`).
   */
  readonly prefixes: readonly string[];
}

/** Every path under this prefix belongs to the API; a path no service owns gets the 404 envelope. */
export const apiRoot = '/api';

/** The static head of an operation's path: its segments before the first parameter. */
function staticHead(operationPath: string): string {
  const segments = operationPath.split('/');
  const firstParameter = segments.findIndex((segment) => segment.includes(':') || segment.includes('*'));
  return (firstParameter === -1 ? segments : segments.slice(0, firstParameter)).join('/');
}

/**
 * The API prefixes a service owns, made from the operation tables (and the subtrees a service hands
 * to a library): each public operation's path up to its first parameter, without the ones another
 * of the service's prefixes already covers. Which service answers a path is written once, in its
 * operation; a route added there is routed by the gateway with no second list to forget.
 */
export function apiPrefixesOf(
  service: ServiceName,
  operations: readonly Pick<ApiOperation, 'service' | 'path' | 'access'>[] = apiOperations,
  subtrees: readonly ApiSubtree[] = apiSubtrees,
): string[] {
  const heads = operations
    .filter((operation) => operation.service === service && operation.access !== 'internal' && isApiPath(operation.path))
    .map((operation) => staticHead(operation.path));
  const candidates = [...new Set([...subtrees.filter((subtree) => subtree.service === service).map((subtree) => subtree.path), ...heads])].sort();
  return candidates.filter((prefix) => !candidates.some((other) => other !== prefix && prefixOwns(other, prefix)));
}

export const serviceRoutes: readonly ServiceRoute[] = serviceNames.map((name) => ({
  name,
  urlEnv: `${name.toUpperCase() as Uppercase<ServiceName>}_URL`,
  defaultPort: defaultServicePorts[name],
  prefixes: apiPrefixesOf(name),
}));

/**
 * Paths whose request bodies must reach the service byte for byte, unbuffered: signed webhooks,
 * whose signature covers the exact raw body (the operations that take a raw body).
 */
export const rawBodyPrefixes: readonly string[] = apiOperations
  .filter((operation) => operation.requestFormat === 'raw')
  .map((operation) => staticHead(operation.path));

/** The runtime configuration every front end reads at start, made by the gateway. */
export const runtimeConfigPath = '/config.json';

export interface RemoteMount {
  readonly slice: SliceName;
  /** URL prefix the remote's build is served under. */
  readonly urlPrefix: `/mfe/${SliceName}/`;
  /** The remote's build output, relative to the repository root. */
  readonly distDir: `mfe-${SliceName}/dist`;
  readonly manifestPath: `/mfe/${SliceName}/mf-manifest.json`;
}

export const remoteMounts: readonly RemoteMount[] = sliceNames.map((slice) => ({
  slice,
  urlPrefix: `/mfe/${slice}/` as const,
  distDir: `mfe-${slice}/dist` as const,
  manifestPath: remoteManifestPath(slice),
}));

/** Every URL under this prefix is a remote's file; a missing file is a 404, never the shell's page. */
export const remotesRoot = '/mfe/';

export const shellMount = {
  urlPrefix: '/',
  distDir: 'shell/dist',
  /**
   * '/': the landing page prerendered for a visitor (docs/decisions/014), which loads the app only
   * when wanted; a request carrying the session cookie (most likely signed in: the dashboard) gets
   * its route document instead (`shellDocumentFor`).
   */
  landingPage: '/index.html',
  /**
   * Any other path that is not a file (client-side routes) is answered with the app's page: no
   * landing markup, and the app's scripts preloaded from the page itself.
   */
  spaFallback: '/app.html',
  /** The shell's build assets: a missing one is a 404, never the shell's page. */
  assetPrefix: '/static/',
} as const;

/** Filesystem locations of the built front ends. */
export interface StaticRoots {
  shell: string;
  remotes: Record<SliceName, string>;
}

export type ServiceUrls = Record<ServiceName, string>;
/** Further processes of a service, beside its base URL in ServiceUrls. */
export type ServiceReplicas = Partial<Record<ServiceName, readonly string[]>>;

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

export interface CacheRule {
  readonly name: string;
  /** A regular expression over the URL path, valid for both JavaScript and nginx (PCRE). */
  readonly pattern: string;
  readonly cacheControl: string;
}

/** Whether a Cookie header carries the session cookie (present, not necessarily valid). */
export function carriesSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && cookieHeader.split(';').some((part) => part.trimStart().startsWith(`${SESSION_COOKIE}=`));
}

/**
 * The route documents (docs/decisions/018-pages-in-their-html.md), first match wins: a page route's
 * pattern over the URL path, and its document for a visitor and for a request carrying the session
 * cookie (absent: that audience gets the app's page, as a visitor on a signed-in route does).
 */
export interface RouteDocumentRule {
  readonly path: string;
  readonly pattern: string;
  readonly documents: Partial<Record<DocumentAudience, string>>;
}

/** The route documents' routes: the route table's, and the shell's own pages (public, their page in the document itself). */
const documentedRoutes: readonly { path: string; access: 'public' | 'signed-in' }[] = [
  ...routeOwnership,
  ...shellPaths.map((path) => ({ path, access: 'public' as const })),
];

export const routeDocumentRules: readonly RouteDocumentRule[] = documentedRoutes.map((route) => ({
  path: route.path,
  pattern: routePathPattern(route.path),
  documents: Object.fromEntries(documentAudiences(route).map((audience) => [audience, routeDocumentPath(route.path, audience)])),
}));

/**
 * The shell page that answers a client-side route: its route document for the audience the
 * session cookie suggests (the landing page for a visitor at '/'), or the app's page. The gateway
 * answers the app's page instead when the document is not in the shell's build.
 */
export function shellDocumentFor(urlPath: string, cookieHeader: string | undefined): string {
  const audience: DocumentAudience = carriesSessionCookie(cookieHeader) ? 'member' : 'visitor';
  if (urlPath === '/' && audience === 'visitor') return shellMount.landingPage;
  const rule = routeDocumentRules.find((candidate) => new RegExp(candidate.pattern).test(urlPath));
  return rule?.documents[audience] ?? shellMount.spaFallback;
}

/**
 * Cache-Control of static files, first match wins. Entry points that name other files (the
 * shell's page, Module Federation manifests and remote entries) are always revalidated, so a
 * deploy is seen at once; build assets with a content hash in their name never change and are
 * cached for a year. Everything else is revalidated.
 */
export const staticCacheRules: readonly CacheRule[] = [
  { name: 'entry point', pattern: '(^|/)(index\\.html|app\\.html|mf-manifest\\.json|remoteEntry\\.js)$', cacheControl: REVALIDATE_CACHE_CONTROL },
  { name: 'hashed asset', pattern: '/static/(.+/)?[^/]+\\.[0-9a-f]{8,}\\.[A-Za-z0-9]+$', cacheControl: IMMUTABLE_CACHE_CONTROL },
];
export const defaultStaticCacheControl = REVALIDATE_CACHE_CONTROL;

const compiledCacheRules = staticCacheRules.map((rule) => ({ ...rule, regex: new RegExp(rule.pattern) }));

/** Cache-Control for a static file's URL path. */
export function cacheControlFor(urlPath: string): string {
  return compiledCacheRules.find((rule) => rule.regex.test(urlPath))?.cacheControl ?? defaultStaticCacheControl;
}

/** The request-id format the gateway keeps from a client (the same one the services accept). */
export const REQUEST_ID_PATTERN = '^[A-Za-z0-9._-]{1,128}$';

/** Whether the prefix (as written in the table) owns the path. */
export function prefixOwns(prefix: string, path: string): boolean {
  if (prefix.endsWith('/')) return path.startsWith(prefix);
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The URL path without query or fragment, with dot segments resolved. */
export function normalizePath(path: string): string {
  try {
    return new URL(path, 'http://gateway.invalid').pathname;
  } catch {
    return path;
  }
}

export interface RouteMatch {
  service: ServiceRoute;
  prefix: string;
}

/** The service owning an API path and the prefix that matched (longest wins), or undefined. */
export function routeForPath(path: string): RouteMatch | undefined {
  const normalized = normalizePath(path);
  let best: RouteMatch | undefined;
  for (const service of serviceRoutes) {
    for (const prefix of service.prefixes) {
      if (prefixOwns(prefix, normalized) && (!best || prefix.length > best.prefix.length)) best = { service, prefix };
    }
  }
  return best;
}

/** The service owning an API path, or undefined when no service does. */
export function serviceForPath(path: string): ServiceRoute | undefined {
  return routeForPath(path)?.service;
}

export function isApiPath(path: string): boolean {
  const normalized = normalizePath(path);
  return normalized === apiRoot || normalized.startsWith(`${apiRoot}/`);
}

export function isRawBodyPath(path: string): boolean {
  const normalized = normalizePath(path);
  return rawBodyPrefixes.some((prefix) => prefixOwns(prefix, normalized));
}

export function serviceRoute(name: ServiceName): ServiceRoute {
  const route = serviceRoutes.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`No route table entry for service ${name}`);
  return route;
}

export function remoteMount(slice: SliceName): RemoteMount {
  const mount = remoteMounts.find((candidate) => candidate.slice === slice);
  if (!mount) throw new Error(`No route table entry for remote ${slice}`);
  return mount;
}

/** Service base URLs from the environment (IDENTITY_URL, ...), defaulting to the local ports. */
export function serviceUrlsFromEnv(env: NodeJS.ProcessEnv = process.env): ServiceUrls {
  const urls = {} as ServiceUrls;
  for (const route of serviceRoutes) urls[route.name] = env[route.urlEnv] || `http://127.0.0.1:${route.defaultPort}`;
  return urls;
}

/** The built front ends of a checkout at repoRoot. */
export function staticRootsIn(repoRoot: string): StaticRoots {
  const join = (relative: string) => `${repoRoot.replace(/\/+$/, '')}/${relative}`;
  const remotes = {} as Record<SliceName, string>;
  for (const mount of remoteMounts) remotes[mount.slice] = join(mount.distDir);
  return { shell: join(shellMount.distDir), remotes };
}
