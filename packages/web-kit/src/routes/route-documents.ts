import { remoteBasePath, type SliceName } from '@academy/contracts';
import type { RouteAccess } from './remote-app.ts';

/**
 * The shell's document for each page route (docs/decisions/018-pages-in-their-html.md): the frame
 * prerendered for a visitor or a signed-in user, with the gateway's include of the owner's page.
 * The shell's build writes them; the gateway picks one by the path and the session cookie.
 */
export type DocumentAudience = 'visitor' | 'member';

/** Where the shell's build keeps the route documents (under its own output, served by the gateway). */
export const ROUTE_DOCUMENTS_PREFIX = '/routes/';

/**
 * The gateway variable a route document's include names the request's path with (for a route
 * with parameters, whose documents serve many paths). The gateway sets it before picking the
 * document; the path it holds has matched the route's pattern.
 */
export const REQUEST_PATH_VARIABLE = '$academy_page_uri';

/** A signed-in route is drawn only for members (a visitor gets the app's 404 page, as before); a public one for both. */
export function documentAudiences(route: { access: RouteAccess }): readonly DocumentAudience[] {
  return route.access === 'signed-in' ? ['member'] : ['visitor', 'member'];
}

/** The route's document, e.g. '/routes/courses.member.html', '/routes/module-id.member.html', '/routes/index.member.html'. */
export function routeDocumentPath(routePath: string, audience: DocumentAudience): string {
  const name = routePath.replace(/^\//, '').replaceAll('$', '').replaceAll('/', '-') || 'index';
  return `${ROUTE_DOCUMENTS_PREFIX}${name}.${audience}.html`;
}

/** A regular expression over the URL path for the route (valid for JavaScript and nginx), a `$param` one segment. */
export function routePathPattern(routePath: string): string {
  const body = routePath
    .split('/')
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')))
    .join('/');
  return `^${body}$`;
}

/**
 * The URL of the owner's prerendered page for a request path and audience:
 * '/mfe/learning/pages/courses.member.html', '/mfe/learning/pages/index.member.html' for '/'.
 * `uri` may be a gateway variable (REQUEST_PATH_VARIABLE) for a route with parameters.
 */
export function pageFragmentPath(owner: SliceName, uri: string, audience: DocumentAudience): string {
  return `${remoteBasePath(owner)}pages${uri === '/' ? '/index' : uri}.${audience}.html`;
}

/**
 * The URL of what the owner's pages need in the document's head (their stylesheets), included
 * there so that it outlives the static page the app replaces: '/mfe/learning/pages/head.html'.
 */
export function pageHeadPath(owner: SliceName): string {
  return `${remoteBasePath(owner)}pages/head.html`;
}

/**
 * Where a route with parameters keeps the one page it shows at every path (a certificate's
 * '/verify/…', whose numbers no build knows; docs/decisions/059-one-first-view-for-every-path-of-a-route.md):
 * below `pages/routes/`, named as the route's document ('verify-id'). No `$` in the name, which nginx
 * would read as a variable; and no request path is included from there, since only a route with
 * parameters includes the path asked and none of those starts with '/routes/'.
 */
const ROUTE_PAGES_DIRECTORY = 'pages/routes/';

/** The page a route with parameters shows at any of its paths: 'pages/routes/verify-id.visitor.html' for '/verify/$id'. */
export function routePageFile(routePath: string, audience: DocumentAudience): string {
  return `${ROUTE_PAGES_DIRECTORY}${routeDocumentPath(routePath, audience).slice(ROUTE_DOCUMENTS_PREFIX.length)}`;
}

/** The URL of a route's own page under its owner's base: '/mfe/learning/pages/routes/verify-id.visitor.html'. */
export function routePagePath(owner: SliceName, routePath: string, audience: DocumentAudience): string {
  return `${remoteBasePath(owner)}${routePageFile(routePath, audience)}`;
}

/**
 * The file of a prerendered page in the owner's build output, for a request path
 * ('pages/courses.member.html') or, drawn for a route with parameters at its own path ('/verify/$id'),
 * the route's page (routePageFile).
 */
export function pageFragmentFile(uri: string, audience: DocumentAudience): string {
  if (uri.includes('$')) return routePageFile(uri, audience);
  return `pages${uri === '/' ? '/index' : uri}.${audience}.html`;
}

/** One page a remote's build prerendered: the request path, who it is drawn for, its markup. */
export interface PrerenderedPage {
  url: string;
  audience: DocumentAudience;
  markup: string;
}

/** The stub an include falls back to when the owner has no prerendered page for the path. */
export const NO_PAGE_STUB = 'no-page';

/**
 * The gateway's include of a prerendered page (nginx SSI): the file at `virtual`, or `otherwise`
 * when there is none (the block named `stub`, which must be unique within the document). The
 * shell's route documents carry it; the development gateway reads the same.
 */
export function pageIncludeMarkup(virtual: string, otherwise = '', stub = NO_PAGE_STUB): string {
  return `<!--# block name="${stub}" -->${otherwise}<!--# endblock --><!--# include virtual="${virtual}" stub="${stub}" -->`;
}

/**
 * The include of the owner's page in a route's document: the page drawn for the path asked
 * ('/courses', '/module/3' for '/module/$id'), or, for a route the owner draws one first view of for
 * every path (`onePageForEveryPath`, a certificate's '/verify/…'), the route's own page
 * (routePageFile); `otherwise` when the owner has none.
 */
export function routePageIncludeMarkup(
  route: { path: string; owner: SliceName; onePageForEveryPath?: boolean },
  audience: DocumentAudience,
  otherwise = '',
): string {
  if (route.onePageForEveryPath) return pageIncludeMarkup(routePagePath(route.owner, route.path, audience), otherwise);
  const uri = route.path.includes('$') ? REQUEST_PATH_VARIABLE : route.path;
  return pageIncludeMarkup(pageFragmentPath(route.owner, uri, audience), otherwise);
}
