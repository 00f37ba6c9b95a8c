import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  MIN_COMPRESSED_ANSWER_BYTES,
  SESSION_COOKIE,
  sliceNames,
  standInPaths,
  type ApiErrorCode,
  type RuntimeConfig,
  type SliceName,
} from '@academy/contracts';
import { REQUEST_PATH_VARIABLE, ROUTE_DOCUMENTS_PREFIX, routeDocumentPath } from '@academy/web-kit/route-documents';
import {
  API_NOT_FOUND_CODE,
  API_NOT_FOUND_MESSAGE,
  MAX_BODY_BYTES,
  MAX_REQUEST_LINE_BYTES,
  UPSTREAM_CONNECT_TIMEOUT_MS,
  UPSTREAM_TIMEOUT_CODE,
  UPSTREAM_TIMEOUT_MESSAGE,
  UPSTREAM_TIMEOUT_MS,
  UPSTREAM_UNAVAILABLE_CODE,
  UPSTREAM_UNAVAILABLE_MESSAGE,
  gatewayClientErrors,
  type GatewayClientError,
} from './api-errors.ts';
import {
  REQUEST_ID_PATTERN,
  apiRoot,
  defaultStaticCacheControl,
  rawBodyPrefixes,
  remoteMount,
  remoteMounts,
  remotesRoot,
  routeDocumentRules,
  runtimeConfigPath,
  serviceRoutes,
  shellMount,
  staticCacheRules,
  type ServiceName,
  type ServiceReplicas,
  type ServiceUrls,
  type StaticRoots,
} from './route-table.ts';
import { releasePaths } from './releases.ts';
import { PERMISSIONS_POLICY } from './security-headers.ts';
import { writeRuntimeConfig } from './runtime-config.ts';

/** Idle keep-alive connections kept open to each service: above the requests in flight at a class-sized load, so nginx does not open and close a connection per request. */
export const DEFAULT_UPSTREAM_KEEPALIVE = 128;

/** File names of the generated configuration. */
export const nginxFiles = {
  conf: 'nginx.conf',
  /** Included in every proxying location (proxy_set_header in a location drops the inherited ones). */
  proxyHeaders: 'proxy-headers.conf',
  /** Included in every location (add_header in a location drops the inherited ones). */
  securityHeaders: 'security-headers.conf',
  /** Written at start from the runtime configuration, beside config.json. */
  contentSecurityPolicy: 'content-security-policy.conf',
  runtimeConfig: 'config.json',
} as const;

export interface NginxUpstream {
  host: string;
  port: number;
}

export interface NginxPaths {
  /** nginx's prefix (-p). */
  prefix: string;
  /** Holds nginx.conf and the shared include files. */
  confDir: string;
  /** Holds config.json and the Content-Security-Policy map, both written at start. */
  runtimeDir: string;
  pidFile: string;
  /** Request body and proxy buffer files. */
  tempDir: string;
  /** A file path or 'stderr'. */
  errorLog: string;
  /** A file path, '/dev/stdout' or 'off'. */
  accessLog: string;
}

export interface NginxConfigOptions {
  /** host omitted: every interface. */
  listen: { host?: string; port: number };
  /** One server per process of the service; nginx spreads requests over them. */
  upstreams: Record<ServiceName, NginxUpstream | readonly NginxUpstream[]>;
  /**
   * Development only: the stand-ins process (dev/stand-ins), to which the stand-ins' paths
   * (standInPaths: the mailbox page, the test-mode card confirmation, the sign-in provider) go.
   * A production configuration has none, and those paths are a service's 404.
   */
  standIns?: NginxUpstream;
  /** The shell's build. */
  shellRoot: string;
  /**
   * Where `/mfe/<slice>/` is answered from: each remote's build on disk (development and the tests),
   * or each remote's own server, which the gateway proxies to (production: the remote's container,
   * docs/decisions/040-an-image-per-slice.md).
   */
  remotes: RemoteSources;
  /**
   * The releases directory (releases.ts), when remote releases are on: /config.json is its
   * configuration file, and `/mfe/<slice>/v/<version>/` its versions (remotes served as files only).
   */
  releasesDir?: string;
  paths: NginxPaths;
  /** Worker user; only meaningful (and only emitted) when the master runs as root. */
  user?: string;
  workerProcesses?: number | 'auto';
  /** Idle keep-alive connections kept open to each service. */
  keepaliveConnections?: number;
  /** Largest request body accepted (the services' JSON limit is far smaller). */
  clientMaxBodySize?: string;
  /** How long a service may take to answer (send and read); default UPSTREAM_TIMEOUT_MS. */
  upstreamTimeoutMs?: number;
  /**
   * The brotli static module (ngx_brotli's `ngx_http_brotli_static_module.so`), when installed: it is
   * loaded and the builds' `file.br` are served to browsers that accept brotli. Without it the
   * builds' `file.gz` are served as before.
   */
  brotliStaticModule?: string;
  /** nginx's own figures (stub_status) on a listener of their own (statusServer); none when absent. */
  status?: GatewayStatusListen;
}

/** Each remote's build directory, or each remote's server. */
export type RemoteSources = { readonly files: Record<SliceName, string> } | { readonly upstreams: Record<SliceName, NginxUpstream> };

const indent = (text: string, depth: number) =>
  text
    .split('\n')
    .map((line) => (line.length > 0 ? `${'    '.repeat(depth)}${line}` : line))
    .join('\n');

/**
 * Quotes a value for nginx's configuration syntax. nginx keeps a backslash inside quotes except
 * before a quote, another backslash or n/r/t, so regular expressions like `\.` pass unchanged;
 * anything nginx would rewrite is refused rather than silently altered.
 */
export function nginxQuote(value: string): string {
  if (/["\r\n]|\\(["'\\nrt]|$)/.test(value)) throw new Error(`Value cannot be written into nginx.conf: ${value}`);
  return `"${value}"`;
}

/** Quotes a literal path (no variables) for nginx's configuration syntax. */
function quotePath(value: string): string {
  if (value.includes('$')) throw new Error(`Path cannot be written into nginx.conf: ${value}`);
  return nginxQuote(value);
}

const withSlash = (directory: string) => (directory.endsWith('/') ? directory : `${directory}/`);

export const upstreamName = (service: ServiceName) => `academy_${service}`;
/** The upstream of a remote's own server (production: its container, `mfe-<slice>` in docker-compose.yml). */
export const remoteUpstreamName = (slice: SliceName) => `academy_mfe_${slice}`;
/** The upstream of the development stand-ins (never in a production configuration). */
export const STAND_INS_UPSTREAM = 'academy_stand_ins';

const mimeTypes: ReadonlyArray<[string, string]> = [
  ['text/html', 'html htm'],
  ['text/css', 'css'],
  ['text/plain', 'txt'],
  ['text/xml', 'xml'],
  ['application/javascript', 'js mjs cjs'],
  ['application/json', 'json map'],
  ['application/manifest+json', 'webmanifest'],
  ['application/wasm', 'wasm'],
  ['application/pdf', 'pdf'],
  ['image/svg+xml', 'svg svgz'],
  ['image/png', 'png'],
  ['image/jpeg', 'jpg jpeg'],
  ['image/gif', 'gif'],
  ['image/webp', 'webp'],
  ['image/avif', 'avif'],
  ['image/x-icon', 'ico'],
  ['font/woff', 'woff'],
  ['font/woff2', 'woff2'],
  ['font/ttf', 'ttf'],
  ['font/otf', 'otf'],
  ['video/mp4', 'mp4'],
  ['video/webm', 'webm'],
];

export const gzipTypes = [
  'text/css',
  'text/plain',
  'text/xml',
  'text/javascript',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'image/svg+xml',
];

/** The shared include for every proxying location: HTTP/1.1 keep-alive to the upstream and the forwarded headers. */
export function renderProxyHeadersInclude(): string {
  return `# Generated by gateway/src/nginx-config.ts. Included in every location that proxies to a service:
# a proxy_set_header inside a location drops every one inherited from the server, so all of them live here.
proxy_http_version 1.1;
proxy_set_header Connection "";
proxy_set_header Host $academy_forwarded_host;
proxy_set_header X-Request-Id $academy_request_id;
proxy_set_header X-Real-IP $remote_addr;
proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
proxy_set_header X-Forwarded-Proto $scheme;
proxy_set_header X-Forwarded-Host $academy_forwarded_host;
# Every other request header passes as it came: traceparent and tracestate carry the caller's
# trace to the service, which continues it (docs/decisions/049-traces.md).
# The gateway owns these response headers; the security include adds its own.
proxy_hide_header X-Request-Id;
proxy_hide_header X-Powered-By;
proxy_hide_header X-Content-Type-Options;
proxy_hide_header X-Frame-Options;
proxy_hide_header Referrer-Policy;
proxy_hide_header Permissions-Policy;
`;
}

/** The shared include for every location: security headers and the request id, on every status. */
export function renderSecurityHeadersInclude(): string {
  return `# Generated by gateway/src/nginx-config.ts. Included in every location: an add_header inside a
# location drops every one inherited from the server, so all of them live here.
# The policy comes from ${nginxFiles.contentSecurityPolicy}; it is empty (not sent) when a service sent its own.
add_header Content-Security-Policy $academy_content_security_policy always;
add_header X-Content-Type-Options "nosniff" always;
add_header Referrer-Policy "strict-origin-when-cross-origin" always;
add_header X-Frame-Options "DENY" always;
add_header Permissions-Policy ${nginxQuote(PERMISSIONS_POLICY)} always;
add_header X-Request-Id $academy_request_id always;
`;
}

/** The Content-Security-Policy map, written at start from the runtime configuration. */
export function renderContentSecurityPolicyInclude(contentSecurityPolicy: string): string {
  if (contentSecurityPolicy.includes('$')) throw new Error('Content-Security-Policy cannot contain $');
  return `# Written at start by gateway/src/nginx-config.ts from the runtime configuration.
# A service that sends its own policy (a page it renders itself) keeps it; every other answer gets this one.
map $upstream_http_content_security_policy $academy_content_security_policy {
    "" ${nginxQuote(contentSecurityPolicy)};
    default "";
}
`;
}

function jsonErrorReturn(status: number, code: ApiErrorCode, message: string): string {
  const body = `{"error":{"code":"${code}","message":"${message}","requestId":"$academy_request_id"}}`;
  if (body.includes("'")) throw new Error(`Error body cannot be written into nginx.conf: ${body}`);
  return `default_type application/json;\nadd_header Cache-Control "no-store" always;\nreturn ${status} '${body}';`;
}

/** Internal URIs of the gateway's own client-error answers (never reachable from outside: `internal`). */
const CLIENT_ERROR_PREFIX = '/.academy-gateway-error/';
const clientErrorPages: ReadonlyArray<readonly [nginxStatus: number, name: string, error: GatewayClientError]> = [
  [400, 'bad-request', gatewayClientErrors.badRequest],
  [494, 'headers-too-large', gatewayClientErrors.headersTooLarge],
  [414, 'uri-too-long', gatewayClientErrors.uriTooLong],
  [413, 'payload-too-large', gatewayClientErrors.payloadTooLarge],
];

/** The locations of one API prefix: the prefix itself (unless it owns only what is below it) and its subtree. */
function apiLocations(prefix: string, upstream: string): string {
  const raw = rawBodyPrefixes.includes(prefix);
  const body = [
    `include ${nginxFiles.proxyHeaders};`,
    `include ${nginxFiles.securityHeaders};`,
    ...(raw ? ['# A signed webhook: the body reaches the service byte for byte, unbuffered.', 'proxy_request_buffering off;'] : []),
    `proxy_pass http://${upstream};`,
  ].join('\n');
  const block = (match: string) => `location ${match} {\n${indent(body, 1)}\n}`;
  if (prefix.endsWith('/')) {
    const bare = prefix.slice(0, -1);
    // Answered here so nginx never redirects the bare path to the slashed one.
    return [
      `location = ${bare} {\n${indent(`include ${nginxFiles.securityHeaders};\n${jsonErrorReturn(404, API_NOT_FOUND_CODE, API_NOT_FOUND_MESSAGE)}`, 1)}\n}`,
      block(`^~ ${prefix}`),
    ].join('\n');
  }
  return [block(`= ${prefix}`), block(`^~ ${prefix}/`)].join('\n');
}

function staticLocation(match: string, directives: string[]): string {
  return `location ${match} {\n${indent([`include ${nginxFiles.securityHeaders};`, ...directives].join('\n'), 1)}\n}`;
}

/** A remote's build served as files: Cache-Control by the cache rules, a missing file a 404 (never a page). */
const remoteFileDirectives = (directory: string) => [
  `alias ${quotePath(withSlash(directory))};`,
  'add_header Cache-Control $academy_cache_control always;',
  'try_files $uri =404;',
];

/** A remote's content-hashed files at the unversioned path: the live version's, else the build the gateway started with. */
function startBuildFallbackDirectives(slice: SliceName, releasesDir: string): string[] {
  const paths = releasePaths(releasesDir);
  const sliceDir = path.dirname(paths.live(slice));
  const [live, build] = [path.basename(paths.live(slice)), path.basename(paths.build(slice))];
  return [
    `location ~ ^${remoteMount(slice).urlPrefix}(?<academy_remote_file>static/.+)$ {`,
    `  include ${nginxFiles.securityHeaders};`,
    `  root ${quotePath(sliceDir)};`,
    '  add_header Cache-Control $academy_cache_control always;',
    `  try_files /${live}/$academy_remote_file /${build}/$academy_remote_file =404;`,
    '}',
    'return 404;',
  ];
}

/** The error pages of the requests nginx refuses itself (an error_page in a location drops the server's). */
const clientErrorPageDirectives = () => clientErrorPages.map(([nginxStatus, name]) => `error_page ${nginxStatus} = ${CLIENT_ERROR_PREFIX}${name};`);

/** Where a remote's server did not give the file (a subrequest's failure makes an SSI include use its stub). */
const REMOTE_NOT_FOUND_LOCATION = '@academy_remote_not_found';
const REMOTE_UNAVAILABLE_LOCATION = '@academy_remote_unavailable';

/**
 * The locations of a remote served by its own server. Its answers pass through with their
 * Cache-Control and encoding; the gateway adds its headers. A missing file stays a plain 404 and a
 * remote that is down a plain 502, never the API's envelope: a route document's SSI include of the
 * remote's page then falls back to its stub instead of showing an error in the page. The pages
 * themselves are asked for without Accept-Encoding, so SSI includes the markup, not its gzip or
 * brotli file.
 */
function remoteProxyLocations(slice: SliceName): string[] {
  const { urlPrefix } = remoteMount(slice);
  const proxy = (extra: string[]) => [
    `include ${nginxFiles.proxyHeaders};`,
    ...extra,
    'proxy_intercept_errors on;',
    `error_page 404 = ${REMOTE_NOT_FOUND_LOCATION};`,
    `error_page 502 503 504 = ${REMOTE_UNAVAILABLE_LOCATION};`,
    ...clientErrorPageDirectives(),
    `proxy_pass http://${remoteUpstreamName(slice)};`,
  ];
  return [
    staticLocation(`^~ ${urlPrefix}`, proxy([])),
    staticLocation(
      `^~ ${urlPrefix}${REMOTE_PAGES_DIRECTORY}`,
      proxy(['# Read by SSI as it is: never an encoded file.', 'proxy_set_header Accept-Encoding "";']),
    ),
  ];
}

/** A remote's prerendered pages (docs/decisions/018), under its URL prefix. */
export const REMOTE_PAGES_DIRECTORY = 'pages/';

/** The upstream block of one server, or several processes of one (round robin). */
function upstreamBlock(name: string, targets: readonly NginxUpstream[], keepalive: number): string {
  const servers = targets.map((target) => `    server ${target.host}:${target.port} max_fails=0;`).join('\n');
  return `upstream ${name} {\n${servers}\n    keepalive ${keepalive};\n    keepalive_requests 100000;\n    keepalive_timeout 60s;\n}`;
}

/** The pieces every configuration made here shares: the gateway's and a remote's own server. */
interface CommonOptions {
  paths: Omit<NginxPaths, 'runtimeDir'>;
  user?: string | undefined;
  workerProcesses?: number | 'auto' | undefined;
  brotliStaticModule?: string | undefined;
}

/** The main context before `events`: the brotli module (it must come first), the worker user and count, pid and error log. */
function mainContext(options: CommonOptions): string {
  const { paths } = options;
  const errorLog = paths.errorLog === 'stderr' ? 'error_log stderr warn;' : `error_log ${quotePath(paths.errorLog)} warn;`;
  const brotliModule = options.brotliStaticModule ? `load_module ${quotePath(options.brotliStaticModule)};\n` : '';
  return `${brotliModule}${options.user ? `user ${options.user};\n` : ''}worker_processes ${options.workerProcesses ?? 'auto'};
pid ${quotePath(paths.pidFile)};
${errorLog}

events {
    worker_connections 1024;
}`;
}

/**
 * The http context's static-file settings: types, charset, the access log, temporary files,
 * connections, compression (gzip, and the builds' precompressed files) and the Cache-Control map.
 * One text for the gateway and a remote's own server, so a remote's files are answered the same
 * from either.
 */
function httpCommon(options: CommonOptions): string {
  const { paths } = options;
  const temp = (name: string) => quotePath(path.join(paths.tempDir, name));
  // Buffered: one write per 64 KB or second instead of one per request.
  const accessLog =
    paths.accessLog === 'off'
      ? 'access_log off;'
      : paths.accessLog.startsWith('/dev/')
        ? `access_log ${quotePath(paths.accessLog)} academy;`
        : `access_log ${quotePath(paths.accessLog)} academy buffer=64k flush=1s;`;
  const brotliStatic = options.brotliStaticModule
    ? `
# …and file.br (brotli, quality 11, about 14 % smaller than gzip) to browsers that accept it.
brotli_static on;`
    : '';
  const cacheMap = [
    'map $uri $academy_cache_control {',
    ...staticCacheRules.map((rule) => `    # ${rule.name}\n    ${nginxQuote(`~${rule.pattern}`)} ${nginxQuote(rule.cacheControl)};`),
    `    default ${nginxQuote(defaultStaticCacheControl)};`,
    '}',
  ].join('\n');
  return `types {
${mimeTypes.map(([type, extensions]) => `    ${type} ${extensions};`).join('\n')}
}
default_type application/octet-stream;
charset utf-8;
charset_types text/css text/plain text/xml application/javascript application/json application/manifest+json image/svg+xml;

log_format academy '$remote_addr [$time_local] "$request" $status $body_bytes_sent $request_time '
                   'request_id=$academy_request_id upstream=$upstream_addr upstream_time=$upstream_response_time "$http_user_agent"';
${accessLog}

client_body_temp_path ${temp('client_body')};
proxy_temp_path ${temp('proxy')};
fastcgi_temp_path ${temp('fastcgi')};
uwsgi_temp_path ${temp('uwsgi')};
scgi_temp_path ${temp('scgi')};

sendfile on;
tcp_nopush on;
server_tokens off;
absolute_redirect off;
keepalive_timeout 65s;
# A busy client's connection is not closed every 1,000 requests (nginx's default).
keepalive_requests 100000;

gzip on;
gzip_vary on;
gzip_proxied any;
# Level 2 compresses JSON nearly as small as 5 at a fraction of the CPU, which one core of two cannot spare per request.
gzip_comp_level 2;
# A smaller answer goes as it is: it fits one packet either way (MIN_COMPRESSED_ANSWER_BYTES, as for the services' prepared answers).
gzip_min_length ${MIN_COMPRESSED_ANSWER_BYTES};
gzip_types ${gzipTypes.join(' ')};
# The front ends' builds carry file.gz (level 9) beside each asset: served as they are, smaller
# than level 2 and without compressing on every request (packages/build-config precompress).
gzip_static on;${brotliStatic}

# The request id: the client's when it is well formed, otherwise nginx's own.
map $http_x_request_id $academy_request_id {
    default $request_id;
    ${nginxQuote(`~${REQUEST_ID_PATTERN}`)} $http_x_request_id;
}

${cacheMap}`;
}

const listenAddress = (listen: { host?: string; port: number }) =>
  listen.host ? `${listen.host.includes(':') ? `[${listen.host}]` : listen.host}:${listen.port}` : String(listen.port);

/** Where nginx's stub_status answers on the status listener. */
export const GATEWAY_STATUS_PATH = '/nginx_status';
/** The status listener's port in the production image (never published; docs/decisions/044-prometheus-metrics.md). */
export const GATEWAY_STATUS_PORT = 8081;
/** The addresses the status listener answers: loopback and the private ranges a scraper beside the gateway has. */
const GATEWAY_STATUS_CLIENTS = ['127.0.0.0/8', '::1', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'];

/** The status listener: host omitted, 127.0.0.1. */
export interface GatewayStatusListen {
  host?: string;
  port: number;
}

/**
 * The gateway's own figures for a Prometheus nginx exporter (connections, requests): stub_status
 * on a server of its own, never on the public listener, and only for internal addresses. The
 * public server has no such location, so `/nginx_status` there is the shell's page like any path.
 */
function statusServer(status: GatewayStatusListen): string {
  return [
    `# nginx's own figures (stub_status), for a scraper beside the gateway; never on the public listener.`,
    'server {',
    indent(
      [
        `listen ${listenAddress({ host: status.host ?? '127.0.0.1', port: status.port })};`,
        'server_name _;',
        'access_log off;',
        `location = ${GATEWAY_STATUS_PATH} {`,
        '    stub_status;',
        ...GATEWAY_STATUS_CLIENTS.map((range) => `    allow ${range};`),
        '    deny all;',
        '}',
        'location / {',
        '    return 404;',
        '}',
      ].join('\n'),
      1,
    ),
    '}',
  ].join('\n');
}

/** The complete nginx.conf made from the route table. */
export function renderNginxConf(options: NginxConfigOptions): string {
  const { paths, remotes } = options;
  const remoteServers = 'upstreams' in remotes ? remotes.upstreams : undefined;
  const keepalive = options.keepaliveConnections ?? DEFAULT_UPSTREAM_KEEPALIVE;
  const upstreamTimeout = options.upstreamTimeoutMs ?? UPSTREAM_TIMEOUT_MS;

  const upstreams = serviceRoutes
    .map((route) => upstreamBlock(upstreamName(route.name), [options.upstreams[route.name]].flat(), keepalive))
    .concat(remoteServers ? remoteMounts.map((mount) => upstreamBlock(remoteUpstreamName(mount.slice), [remoteServers[mount.slice]], keepalive)) : [])
    .concat(
      options.standIns
        ? [`upstream ${STAND_INS_UPSTREAM} {\n    server ${options.standIns.host}:${options.standIns.port} max_fails=0;\n    keepalive 16;\n}`]
        : [],
    )
    .join('\n\n');

  // '/': the dashboard's document for a request carrying the session cookie, the landing page otherwise (route-table shellDocumentFor).
  const sessionCookiePattern = nginxQuote(`~(^|;)\\s*${SESSION_COOKIE.replace(/\./g, '\\.')}=`);
  const rootPageMap = [
    'map $http_cookie $academy_root_page {',
    `    ${sessionCookiePattern} ${routeDocumentPath('/', 'member')};`,
    `    default ${shellMount.landingPage};`,
    '}',
  ].join('\n');
  // Every other client-side route: its document for the audience the cookie suggests, or the app's page (route-table shellDocumentFor).
  const routeDocumentMap = [
    'map $http_cookie $academy_audience {',
    `    ${sessionCookiePattern} member;`,
    '    default visitor;',
    '}',
    'map "$academy_audience:$uri" $academy_route_document {',
    ...routeDocumentRules.flatMap((rule) =>
      Object.entries(rule.documents).map(([audience, document]) => `    ${nginxQuote(`~^${audience}:${rule.pattern.slice(1)}`)} ${document};`),
    ),
    `    default ${shellMount.spaFallback};`,
    '}',
  ].join('\n');

  const apiBlocks = serviceRoutes
    .map((route) => [`# ${route.name}`, ...route.prefixes.map((prefix) => apiLocations(prefix, upstreamName(route.name)))].join('\n'))
    .concat(options.standIns ? [['# the development stand-ins', ...standInPaths.map((prefix) => apiLocations(prefix, STAND_INS_UPSTREAM))].join('\n')] : [])
    .join('\n\n');

  const releasesOf = (slice: SliceName) => releasePaths(options.releasesDir ?? '').versions(slice);
  const remoteBlocks =
    'upstreams' in remotes
      ? [
          '# Remotes: each from its own server, which answers as a remote serves its build (renderRemoteNginxConf).',
          ...remoteMounts.flatMap((mount) => remoteProxyLocations(mount.slice)),
          staticLocation(REMOTE_NOT_FOUND_LOCATION, ['return 404;']),
          staticLocation(REMOTE_UNAVAILABLE_LOCATION, ['return 502;']),
        ]
      : [
          '# Remotes: their own build output (with releases on: the live version); a missing file is a 404.',
          ...remoteMounts.map((mount) => staticLocation(`^~ ${mount.urlPrefix}`, remoteFileDirectives(remotes.files[mount.slice]))),
          ...(options.releasesDir
            ? [
                '# Every released version at its own path: a tab opened before a release keeps loading its files.',
                ...remoteMounts.map((mount) => staticLocation(`^~ ${mount.urlPrefix}v/`, remoteFileDirectives(releasesOf(mount.slice)))),
                "# A tab opened before the slice's first release loaded the build the gateway started with at the",
                '# unversioned path, which then follows the live version: a file the live version lacks (a chunk',
                '# the tab asks for only now) comes from that build. Content-hashed names make it the same file.',
                ...remoteMounts.map((mount) => staticLocation(`^~ ${mount.urlPrefix}static/`, startBuildFallbackDirectives(mount.slice, options.releasesDir!))),
              ]
            : []),
        ];

  const shellRoot = quotePath(options.shellRoot);
  // A page answer: SSI fills a route document's includes (docs/decisions/018-pages-in-their-html.md),
  // and which document depends on the session cookie.
  const pageDirectives = ['ssi on;', 'add_header Cache-Control $academy_cache_control always;', 'add_header Vary Cookie always;'];
  const server = [
    `listen ${listenAddress(options.listen)};`,
    'server_name _;',
    '',
    `proxy_connect_timeout ${UPSTREAM_CONNECT_TIMEOUT_MS}ms;`,
    `proxy_send_timeout ${upstreamTimeout}ms;`,
    `proxy_read_timeout ${upstreamTimeout}ms;`,
    '# A service that cannot be reached, or answers too slowly, gets the error envelope, not an HTML page.',
    'error_page 502 = @academy_upstream_unavailable;',
    'error_page 504 = @academy_upstream_timeout;',
    '# Requests nginx refuses itself (494 is its code for headers too large) answer with the envelope too.',
    '# These go to internal URIs, not named locations: a request line too long to read has no URI to keep.',
    ...clientErrorPageDirectives(),
    '',
    `# Runtime configuration, never cached.`,
    staticLocation(`= ${runtimeConfigPath}`, [
      `alias ${quotePath(options.releasesDir ? releasePaths(options.releasesDir).config : path.join(paths.runtimeDir, nginxFiles.runtimeConfig))};`,
      'default_type application/json;',
      'add_header Cache-Control "no-cache" always;',
    ]),
    '',
    apiBlocks,
    '',
    '# Any other API path: the 404 envelope.',
    staticLocation(`= ${apiRoot}`, [jsonErrorReturn(404, API_NOT_FOUND_CODE, API_NOT_FOUND_MESSAGE)]),
    staticLocation(`^~ ${apiRoot}/`, [jsonErrorReturn(404, API_NOT_FOUND_CODE, API_NOT_FOUND_MESSAGE)]),
    staticLocation('@academy_upstream_unavailable', [jsonErrorReturn(502, UPSTREAM_UNAVAILABLE_CODE, UPSTREAM_UNAVAILABLE_MESSAGE)]),
    staticLocation('@academy_upstream_timeout', [jsonErrorReturn(504, UPSTREAM_TIMEOUT_CODE, UPSTREAM_TIMEOUT_MESSAGE)]),
    ...clientErrorPages.map(([, name, error]) =>
      staticLocation(`= ${CLIENT_ERROR_PREFIX}${name}`, ['internal;', jsonErrorReturn(error.status, error.code, error.message)]),
    ),
    '',
    ...remoteBlocks,
    staticLocation(`^~ ${remotesRoot}`, ['return 404;']),
    '',
    '# The shell: build assets, its page, and the page for every client-side route.',
    staticLocation(`^~ ${shellMount.assetPrefix}`, [`root ${shellRoot};`, 'add_header Cache-Control $academy_cache_control always;', 'try_files $uri =404;']),
    staticLocation(`= ${shellMount.landingPage}`, [`root ${shellRoot};`, 'add_header Cache-Control $academy_cache_control always;', 'try_files $uri =404;']),
    staticLocation(`= ${shellMount.spaFallback}`, [`root ${shellRoot};`, 'add_header Cache-Control $academy_cache_control always;', 'try_files $uri =404;']),
    // A route document's page is the gateway's include of the owner's prerendered page, for the
    // path asked (docs/decisions/018-pages-in-their-html.md); the documents are not for asking directly.
    staticLocation(`^~ ${ROUTE_DOCUMENTS_PREFIX}`, ['internal;', `root ${shellRoot};`, ...pageDirectives]),
    staticLocation('= /', [
      `root ${shellRoot};`,
      `set ${REQUEST_PATH_VARIABLE} $uri;`,
      ...pageDirectives,
      `try_files $academy_root_page ${shellMount.spaFallback} =404;`,
    ]),
    staticLocation('/', [
      `root ${shellRoot};`,
      `set ${REQUEST_PATH_VARIABLE} $uri;`,
      ...pageDirectives,
      `try_files $uri $academy_route_document ${shellMount.spaFallback} =404;`,
    ]),
  ].join('\n');

  return `# Generated from the route table (gateway/src/route-table.ts) by gateway/src/nginx-config.ts.
# Do not edit: change the route table and generate again.
${mainContext(options)}

http {
${indent(httpCommon(options), 1)}

    client_max_body_size ${options.clientMaxBodySize ?? `${MAX_BODY_BYTES / 1024}k`};
    # One request line or header may be this long (a longer URL is 414, longer headers 494 → 431).
    large_client_header_buffers 4 ${MAX_REQUEST_LINE_BYTES / 1024}k;
    client_body_buffer_size 128k;

    # An answer up to 256 KB is held in memory; nginx never writes a service's answer to a temporary
    # file (that disk write on every large answer was the gateway's tail; decision 029).
    proxy_buffer_size 16k;
    proxy_buffers 16 16k;
    proxy_busy_buffers_size 32k;
    proxy_max_temp_file_size 0;

    # Host as the browser sent it (with the port).
    map $http_host $academy_forwarded_host {
        "" $host;
        default $http_host;
    }

${indent(rootPageMap, 1)}

${indent(routeDocumentMap, 1)}

    include ${quotePath(path.join(paths.runtimeDir, nginxFiles.contentSecurityPolicy))};

${indent(upstreams, 1)}

    server {
${indent(server, 2)}
    }
${options.status ? `\n${indent(statusServer(options.status), 1)}\n` : ''}}
`;
}

/** A remote's own server (production: the remote's image, docs/decisions/040-an-image-per-slice.md). */
export interface RemoteNginxOptions extends CommonOptions {
  slice: SliceName;
  /** host omitted: every interface. */
  listen: { host?: string; port: number };
  /** The remote's build. */
  root: string;
}

/**
 * The nginx.conf of a remote's own server: its build at the URL prefix the gateway proxies
 * (`/mfe/<slice>/`), answered as the gateway answers a remote's files from disk (the same types,
 * precompressed files, gzip and Cache-Control rules); anything else is a 404. The gateway adds the
 * security headers and the request id in front of it.
 */
export function renderRemoteNginxConf(options: RemoteNginxOptions): string {
  const mount = remoteMount(options.slice);
  const location = (match: string, directives: string[]) => `location ${match} {\n${indent(directives.join('\n'), 1)}\n}`;
  const server = [
    `listen ${listenAddress(options.listen)};`,
    'server_name _;',
    '',
    location(`^~ ${mount.urlPrefix}`, remoteFileDirectives(options.root)),
    location('/', ['return 404;']),
  ].join('\n');
  return `# Generated from the route table (gateway/src/route-table.ts) by gateway/src/nginx-config.ts:
# the ${mount.slice} remote's own server. Do not edit: change the route table and generate again.
${mainContext(options)}

http {
${indent(httpCommon(options), 1)}

    server {
${indent(server, 2)}
    }
}
`;
}

export interface NginxLaunch {
  bin: string;
  args: string[];
  /** The same command, for a shell. */
  commandLine: string;
  confPath: string;
  prefix: string;
  pidFile: string;
  errorLog: string;
}

/** Every file of the configuration made from the route table, by absolute path. */
export function renderNginxFiles(options: NginxConfigOptions): Record<string, string> {
  return {
    [path.join(options.paths.confDir, nginxFiles.conf)]: renderNginxConf(options),
    [path.join(options.paths.confDir, nginxFiles.proxyHeaders)]: renderProxyHeadersInclude(),
    [path.join(options.paths.confDir, nginxFiles.securityHeaders)]: renderSecurityHeadersInclude(),
  };
}

/** Writes the files a start needs: config.json and the Content-Security-Policy map. */
export async function writeNginxRuntimeFiles(
  paths: Pick<NginxPaths, 'runtimeDir'>,
  runtimeConfig: RuntimeConfig,
  contentSecurityPolicy: string,
): Promise<void> {
  await mkdir(paths.runtimeDir, { recursive: true });
  await writeRuntimeConfig(path.join(paths.runtimeDir, nginxFiles.runtimeConfig), runtimeConfig);
  await writeFile(path.join(paths.runtimeDir, nginxFiles.contentSecurityPolicy), renderContentSecurityPolicyInclude(contentSecurityPolicy));
}

const shellQuote = (value: string) => (/^[A-Za-z0-9_./:=-]+$/.test(value) ? value : `'${value.replaceAll("'", "'\\''")}'`);

/** The command that runs nginx in the foreground with this configuration. */
export function nginxCommand(options: { paths: Omit<NginxPaths, 'runtimeDir'> }, bin = findNginx() ?? 'nginx'): NginxLaunch {
  const confPath = path.join(options.paths.confDir, nginxFiles.conf);
  const args = ['-p', withSlash(options.paths.prefix), '-c', confPath, '-g', 'daemon off;'];
  return {
    bin,
    args,
    commandLine: [bin, ...args].map(shellQuote).join(' '),
    confPath,
    prefix: options.paths.prefix,
    pidFile: options.paths.pidFile,
    errorLog: options.paths.errorLog,
  };
}

/**
 * Writes the whole configuration (nginx.conf, the shared includes, config.json and the policy
 * map) and makes the directories nginx writes to. Returns the command line that runs it:
 * `nginx -p <prefix> -c <conf> -g 'daemon off;'`.
 */
export async function writeNginxConfig(
  options: NginxConfigOptions,
  runtime: { config: RuntimeConfig; contentSecurityPolicy: string },
  bin?: string,
): Promise<NginxLaunch> {
  const { paths } = options;
  for (const directory of [paths.prefix, paths.confDir, paths.runtimeDir, paths.tempDir]) await mkdir(directory, { recursive: true });
  for (const log of [paths.errorLog, paths.accessLog]) {
    if (path.isAbsolute(log) && !log.startsWith('/dev/')) await mkdir(path.dirname(log), { recursive: true });
  }
  for (const [file, text] of Object.entries(renderNginxFiles(options))) await writeFile(file, text);
  await writeNginxRuntimeFiles(paths, runtime.config, runtime.contentSecurityPolicy);
  return nginxCommand(options, bin);
}

/** Parses a service's base URL into an nginx upstream server; localhost means the IPv4 loopback the services bind. */
export function upstreamFromUrl(url: string): NginxUpstream {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:') throw new Error(`Service URL must use http: ${url}`);
  const host = parsed.hostname === 'localhost' ? '127.0.0.1' : parsed.hostname;
  return { host, port: parsed.port ? Number(parsed.port) : 80 };
}

export interface LocalNginxOptions {
  /** Everything nginx reads and writes lives under this directory (e.g. .data/nginx). */
  runtimeDir: string;
  port: number;
  host?: string;
  serviceUrls: ServiceUrls;
  /** Further processes of a service, listed in its upstream beside serviceUrls. */
  serviceReplicas?: ServiceReplicas;
  /** Development only: where the stand-ins' paths go (dev/stand-ins). */
  standInsUrl?: string | undefined;
  staticRoots: StaticRoots;
  /**
   * Each remote's own server (base URL), proxied as in production instead of serving
   * staticRoots.remotes from disk. `npm start` never sets it; the tests of the production topology do.
   */
  remoteUrls?: Record<SliceName, string> | undefined;
  upstreamTimeoutMs?: number;
  /** The brotli static module to load (findBrotliStaticModule), if any. */
  brotliStaticModule?: string | undefined;
  /** The releases directory, when remote releases are on (staticRoots.remotes are then its live versions). */
  releasesDir?: string | undefined;
  /** nginx's stub_status on 127.0.0.1 at this port (none when absent). */
  statusPort?: number | undefined;
}

const mapSlices = <T, U>(values: Record<SliceName, T>, to: (value: T) => U) =>
  Object.fromEntries(sliceNames.map((slice) => [slice, to(values[slice])])) as Record<SliceName, U>;

/** Options for an nginx run by the current user from one directory, as `npm start` and the tests do. */
export function localNginxOptions(options: LocalNginxOptions): NginxConfigOptions {
  const root = path.resolve(options.runtimeDir);
  const upstreams = {} as Record<ServiceName, NginxUpstream[]>;
  for (const route of serviceRoutes) {
    upstreams[route.name] = [options.serviceUrls[route.name], ...(options.serviceReplicas?.[route.name] ?? [])].map(upstreamFromUrl);
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return {
    listen: { host: options.host ?? '127.0.0.1', port: options.port },
    upstreams,
    ...(options.standInsUrl ? { standIns: upstreamFromUrl(options.standInsUrl) } : {}),
    shellRoot: options.staticRoots.shell,
    remotes: options.remoteUrls ? { upstreams: mapSlices(options.remoteUrls, upstreamFromUrl) } : { files: options.staticRoots.remotes },
    ...(options.upstreamTimeoutMs === undefined ? {} : { upstreamTimeoutMs: options.upstreamTimeoutMs }),
    // A root master would hand the workers to "nobody", who may not read the checkout.
    ...(isRoot ? { user: 'root' } : {}),
    // One worker per core: a single worker serialises every request's proxying and gzip on one core (decision 029).
    workerProcesses: 'auto',
    ...(options.brotliStaticModule ? { brotliStaticModule: options.brotliStaticModule } : {}),
    ...(options.releasesDir && !options.remoteUrls ? { releasesDir: options.releasesDir } : {}),
    ...(options.statusPort === undefined ? {} : { status: { host: '127.0.0.1', port: options.statusPort } }),
    paths: {
      prefix: root,
      confDir: path.join(root, 'conf'),
      runtimeDir: path.join(root, 'runtime'),
      pidFile: path.join(root, 'nginx.pid'),
      tempDir: path.join(root, 'temp'),
      errorLog: path.join(root, 'logs', 'error.log'),
      accessLog: path.join(root, 'logs', 'access.log'),
    },
  };
}

/** Where distributions install the brotli static module (Debian and Ubuntu: libnginx-mod-http-brotli-static). */
const brotliStaticModuleCandidates = [
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/lib64/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/local/nginx/modules/ngx_http_brotli_static_module.so',
];

/** The brotli static module: NGINX_BROTLI_STATIC_MODULE (empty: none), or where it is usually installed. */
export function findBrotliStaticModule(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const chosen = env.NGINX_BROTLI_STATIC_MODULE;
  if (chosen !== undefined) return chosen === '' ? undefined : chosen;
  return brotliStaticModuleCandidates.find((file) => canAccess(file, constants.R_OK));
}

const nginxCandidates = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx', '/opt/homebrew/bin/nginx', '/usr/local/bin/nginx'];

function canAccess(file: string, mode: number): boolean {
  try {
    accessSync(file, mode);
    return true;
  } catch {
    return false;
  }
}

const isExecutable = (file: string) => canAccess(file, constants.X_OK);

/** The nginx binary: NGINX_BIN, the usual install locations, then PATH. */
export function findNginx(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.NGINX_BIN) return isExecutable(env.NGINX_BIN) ? env.NGINX_BIN : undefined;
  const onPath = (env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((directory) => path.join(directory, 'nginx'));
  return [...nginxCandidates, ...onPath].find(isExecutable);
}

/** Whether an nginx binary is installed and runs. */
export function isNginxAvailable(env: NodeJS.ProcessEnv = process.env): boolean {
  const bin = findNginx(env);
  if (!bin) return false;
  return spawnSync(bin, ['-v'], { stdio: 'ignore', timeout: 5000 }).status === 0;
}

/** Runs `nginx -t` on a written configuration: returns nginx's output, throws when the test fails. */
export function testNginxConfig(launch: NginxLaunch): string {
  const result = spawnSync(launch.bin, ['-t', '-p', launch.args[1] ?? launch.prefix, '-c', launch.confPath], { encoding: 'utf8', timeout: 10_000 });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0) throw new Error(`nginx rejected ${launch.confPath}:\n${output}`);
  return output;
}
