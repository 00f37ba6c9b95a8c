import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { apiErrorCodes, standInPaths } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GATEWAY_STATUS_PATH,
  GATEWAY_STATUS_PORT,
  findBrotliStaticModule,
  gzipTypes,
  localNginxOptions,
  nginxCommand,
  nginxFiles,
  nginxQuote,
  renderContentSecurityPolicyInclude,
  renderNginxConf,
  renderProxyHeadersInclude,
  renderRemoteNginxConf,
  renderSecurityHeadersInclude,
  testNginxConfig,
  upstreamFromUrl,
  writeNginxConfig,
  type NginxConfigOptions,
} from '../src/nginx-config.ts';
import { productionNginxOptions, productionRemoteNginxOptions } from '../src/production.ts';
import { IMMUTABLE_CACHE_CONTROL, remoteMounts, serviceRoutes, serviceUrlsFromEnv, staticRootsIn } from '../src/route-table.ts';
import { buildRuntimeConfig } from '../src/runtime-config.ts';
import { buildContentSecurityPolicy } from '../src/security-headers.ts';

interface Location {
  match: string;
  body: string;
}

/** The location blocks of a generated configuration (they hold no nested blocks). */
function locations(conf: string): Location[] {
  return [...conf.matchAll(/location ([^{]+?) \{([^}]*)\}/g)].map((found) => ({ match: found[1] ?? '', body: found[2] ?? '' }));
}

const options: NginxConfigOptions = localNginxOptions({
  runtimeDir: '/srv/academy/.data/nginx',
  port: 8080,
  serviceUrls: serviceUrlsFromEnv({ TOOLS_URL: 'http://localhost:5103' }),
  staticRoots: staticRootsIn('/srv/academy'),
});
const conf = renderNginxConf(options);

describe('renderNginxConf', () => {
  it.each(serviceRoutes.map((route) => [route.name, route.defaultPort] as const))('gives %s an upstream with keep-alive connections', (name, port) => {
    const upstream = conf.match(new RegExp(`upstream academy_${name} \\{([^}]*)\\}`));
    expect(upstream?.[1]).toContain(`server 127.0.0.1:${name === 'tools' ? 5103 : port}`);
    expect(upstream?.[1]).toMatch(/keepalive \d+;/);
  });

  it('includes the shared proxy headers and security headers in every proxying location', () => {
    const proxying = locations(conf).filter((location) => location.body.includes('proxy_pass'));
    const prefixes = serviceRoutes.flatMap((route) => route.prefixes);
    expect(proxying.length).toBe(prefixes.length * 2 - prefixes.filter((prefix) => prefix.endsWith('/')).length);
    for (const location of proxying) {
      expect(location.body, location.match).toContain(`include ${nginxFiles.proxyHeaders};`);
      expect(location.body, location.match).toContain(`include ${nginxFiles.securityHeaders};`);
      expect(location.body, location.match).not.toContain('proxy_set_header');
    }
  });

  it('includes the security headers in every location and adds no header before them', () => {
    for (const location of locations(conf)) {
      expect(location.body, location.match).toContain(`include ${nginxFiles.securityHeaders};`);
    }
    const server = conf.slice(conf.indexOf('server {'));
    expect(server.split('location')[0]).not.toContain('add_header');
  });

  it('sends each prefix to the upstream of its owner', () => {
    for (const route of serviceRoutes) {
      for (const prefix of route.prefixes) {
        const match = prefix.endsWith('/') ? `^~ ${prefix}` : `= ${prefix}`;
        const location = locations(conf).find((candidate) => candidate.match === match);
        expect(location?.body, prefix).toContain(`proxy_pass http://academy_${route.name};`);
      }
    }
  });

  it("sends the stand-ins' paths to the stand-ins when the runner started them, and has no such route otherwise", () => {
    const withStandIns = renderNginxConf({ ...options, standIns: { host: '127.0.0.1', port: 4999 } });
    expect(withStandIns.match(/upstream academy_stand_ins \{([^}]*)\}/)?.[1]).toContain('server 127.0.0.1:4999');
    for (const prefix of standInPaths) {
      for (const match of [`= ${prefix}`, `^~ ${prefix}/`]) {
        expect(locations(withStandIns).find((candidate) => candidate.match === match)?.body, match).toContain('proxy_pass http://academy_stand_ins;');
      }
    }
    expect(conf).not.toContain('academy_stand_ins');
  });

  it('answers any other API path with the 404 envelope', () => {
    const location = locations(conf).find((candidate) => candidate.match === '^~ /api/');
    expect(location?.body).toContain('default_type application/json;');
    expect(location?.body).toContain('"requestId":"$academy_request_id"');
  });

  it('passes the Stripe webhook body unbuffered', () => {
    for (const match of ['= /api/webhooks/stripe', '^~ /api/webhooks/stripe/']) {
      expect(locations(conf).find((candidate) => candidate.match === match)?.body).toContain('proxy_request_buffering off;');
    }
    expect(locations(conf).filter((candidate) => candidate.body.includes('proxy_request_buffering'))).toHaveLength(2);
  });

  it('never caches /config.json and serves it from the runtime directory', () => {
    const location = locations(conf).find((candidate) => candidate.match === '= /config.json');
    expect(location?.body).toContain('alias "/srv/academy/.data/nginx/runtime/config.json";');
    expect(location?.body).toContain('add_header Cache-Control "no-cache" always;');
  });

  it('revalidates entry points and makes hashed assets immutable', () => {
    expect(conf).toContain('"~(^|/)(index\\.html|app\\.html|mf-manifest\\.json|remoteEntry\\.js)$" "no-cache";');
    expect(conf).toContain(`"~/static/(.+/)?[^/]+\\.[0-9a-f]{8,}\\.[A-Za-z0-9]+$" "${IMMUTABLE_CACHE_CONTROL}";`);
    const statics = locations(conf).filter((location) => /\b(alias|root) /.test(location.body) && location.match !== '= /config.json');
    // The four remotes; the shell's assets, landing page, app page, route documents, '/' and the rest.
    expect(statics.length).toBe(4 + 6);
    for (const location of statics) expect(location.body, location.match).toContain('add_header Cache-Control $academy_cache_control always;');
  });

  it('serves each remote from its build and the shell with the page as fallback', () => {
    expect(locations(conf).find((candidate) => candidate.match === '^~ /mfe/learning/')?.body).toContain('alias "/srv/academy/mfe-learning/dist/";');
    const root = locations(conf).find((candidate) => candidate.match === '/');
    expect(root?.body).toContain('root "/srv/academy/shell/dist";');
    expect(root?.body).toContain('try_files $uri $academy_route_document /app.html =404;');
    expect(root?.body).toContain('set $academy_page_uri $uri;');
    expect(root?.body).toContain('ssi on;');
    expect(locations(conf).find((candidate) => candidate.match === '= /')?.body).toContain('try_files $academy_root_page /app.html =404;');
    expect(conf).toContain(
      'map $http_cookie $academy_root_page {\n        "~(^|;)\\s*academy\\.sid=" /routes/index.member.html;\n        default /index.html;\n    }',
    );
    expect(locations(conf).find((candidate) => candidate.match === '^~ /routes/')?.body).toContain('internal;');
  });

  it("picks each route's document by the path and the session cookie, the app page otherwise", () => {
    expect(conf).toContain('map $http_cookie $academy_audience {\n        "~(^|;)\\s*academy\\.sid=" member;\n        default visitor;\n    }');
    expect(conf).toContain('"~^member:/courses$" /routes/courses.member.html;');
    expect(conf).toContain('"~^member:/module/[^/]+$" /routes/module-id.member.html;');
    expect(conf).toContain('"~^visitor:/pricing$" /routes/pricing.visitor.html;');
    expect(conf).toContain('"~^member:/pricing$" /routes/pricing.member.html;');
    expect(conf).not.toContain('"~^visitor:/courses$"');
    expect(conf).toMatch(/map "\$academy_audience:\$uri" \$academy_route_document \{[^}]*default \/app\.html;\n\s*\}/);
    expect(locations(conf).find((candidate) => candidate.match === '^~ /static/')?.body).toContain('try_files $uri =404;');
  });

  it('loads the brotli static module and serves file.br when one is given, and neither otherwise', () => {
    const withBrotli = renderNginxConf(
      localNginxOptions({
        runtimeDir: '/srv/academy/.data/nginx',
        port: 8080,
        serviceUrls: serviceUrlsFromEnv({}),
        staticRoots: staticRootsIn('/srv/academy'),
        brotliStaticModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
      }),
    );
    // load_module is only allowed before any other directive of the main context.
    expect(withBrotli.split('\n').find((line) => line.length > 0 && !line.startsWith('#'))).toBe(
      'load_module "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";',
    );
    expect(withBrotli).toContain('    gzip_static on;\n');
    expect(withBrotli).toContain('    brotli_static on;\n');
    expect(conf).not.toContain('load_module');
    expect(conf).not.toContain('brotli');
  });

  it('finds the brotli static module named by NGINX_BROTLI_STATIC_MODULE, none when it is empty', () => {
    expect(findBrotliStaticModule({ NGINX_BROTLI_STATIC_MODULE: '/opt/nginx/brotli.so' })).toBe('/opt/nginx/brotli.so');
    expect(findBrotliStaticModule({ NGINX_BROTLI_STATIC_MODULE: '' })).toBeUndefined();
  });

  it('turns gzip on for text, scripts, JSON and SVG', () => {
    expect(conf).toContain('gzip on;');
    expect(conf).toContain(`gzip_types ${gzipTypes.join(' ')};`);
    for (const type of ['text/css', 'application/javascript', 'application/json', 'image/svg+xml']) expect(gzipTypes).toContain(type);
  });

  it('keeps the client request id when well formed and makes one otherwise', () => {
    expect(conf).toContain('map $http_x_request_id $academy_request_id {');
    expect(conf).toContain('default $request_id;');
    expect(conf).toContain('"~^[A-Za-z0-9._-]{1,128}$" $http_x_request_id;');
  });

  it('sets a 2 MB body limit, interactive proxy timeouts and the upstream error envelopes', () => {
    expect(conf).toContain('client_max_body_size 2048k;');
    // A service that hangs is given up on in seconds, not after a minute.
    expect(conf).toContain('proxy_connect_timeout 3000ms;');
    expect(conf).toContain('proxy_send_timeout 15000ms;');
    expect(conf).toContain('proxy_read_timeout 15000ms;');
    expect(conf).toContain('error_page 502 = @academy_upstream_unavailable;');
    expect(conf).toContain('error_page 504 = @academy_upstream_timeout;');
    expect(locations(conf).find((candidate) => candidate.match === '@academy_upstream_unavailable')?.body).toContain('"code":"GATEWAY_UPSTREAM_UNAVAILABLE"');
    expect(locations(conf).find((candidate) => candidate.match === '@academy_upstream_timeout')?.body).toContain('"code":"GATEWAY_UPSTREAM_TIMEOUT"');
  });

  it('answers the requests nginx refuses itself from internal locations with the envelope', () => {
    expect(conf).toContain('large_client_header_buffers 4 8k;');
    for (const [status, page, code] of [
      [400, 'bad-request', 'GATEWAY_BAD_REQUEST'],
      [494, 'headers-too-large', 'REQUEST_HEADERS_TOO_LARGE'],
      [414, 'uri-too-long', 'REQUEST_URI_TOO_LONG'],
      [413, 'payload-too-large', 'PAYLOAD_TOO_LARGE'],
    ] as const) {
      expect(conf).toContain(`error_page ${status} = /.academy-gateway-error/${page};`);
      const body = locations(conf).find((candidate) => candidate.match === `= /.academy-gateway-error/${page}`)?.body ?? '';
      expect(body).toContain('internal;');
      expect(body).toContain(`"code":"${code}"`);
      expect(body).toContain('"requestId":"$academy_request_id"');
    }
  });

  it('answers only with error codes declared in the contracts', () => {
    const codes = [...conf.matchAll(/"code":"([^"]+)"/g)].map((found) => found[1]);
    expect(codes.length).toBeGreaterThanOrEqual(6);
    expect(codes.filter((code) => !(apiErrorCodes as readonly (string | undefined)[]).includes(code))).toEqual([]);
  });

  it('keeps every file nginx writes under the runtime directory', () => {
    expect(conf).toContain('pid "/srv/academy/.data/nginx/nginx.pid";');
    expect(conf).toContain('error_log "/srv/academy/.data/nginx/logs/error.log" warn;');
    expect(conf).toContain('client_body_temp_path "/srv/academy/.data/nginx/temp/client_body";');
    expect(conf).toContain('proxy_temp_path "/srv/academy/.data/nginx/temp/proxy";');
    expect(conf).toContain('include "/srv/academy/.data/nginx/runtime/content-security-policy.conf";');
    expect(conf).toContain('listen 127.0.0.1:8080;');
  });

  it('names a worker user only when running as root', () => {
    const isRoot = process.getuid?.() === 0;
    expect(conf.includes('\nuser root;\n')).toBe(isRoot);
  });
});

describe('the shared include files', () => {
  it('proxy headers: HTTP/1.1 keep-alive, the request id and the forwarded headers', () => {
    const include = renderProxyHeadersInclude();
    for (const line of [
      'proxy_http_version 1.1;',
      'proxy_set_header Connection "";',
      'proxy_set_header Host $academy_forwarded_host;',
      'proxy_set_header X-Request-Id $academy_request_id;',
      'proxy_set_header X-Real-IP $remote_addr;',
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      'proxy_set_header X-Forwarded-Proto $scheme;',
      'proxy_set_header X-Forwarded-Host $academy_forwarded_host;',
    ]) {
      expect(include).toContain(line);
    }
  });

  it('security headers: on every status, with the request id', () => {
    const include = renderSecurityHeadersInclude();
    for (const header of [
      'Content-Security-Policy',
      'X-Content-Type-Options "nosniff"',
      'Referrer-Policy "strict-origin-when-cross-origin"',
      'X-Frame-Options "DENY"',
      'Permissions-Policy',
      'X-Request-Id',
    ]) {
      expect(include).toMatch(new RegExp(`add_header ${header.replace(/[()]/g, '\\$&')}.* always;`));
    }
  });

  it('content security policy: the gateway policy unless the service sent one', () => {
    const include = renderContentSecurityPolicyInclude(buildContentSecurityPolicy());
    expect(include).toContain('map $upstream_http_content_security_policy $academy_content_security_policy {');
    expect(include).toContain(`"" "${buildContentSecurityPolicy()}";`);
    expect(include).toContain("frame-ancestors 'none'");
  });
});

describe('nginxQuote', () => {
  it('keeps regular expression escapes and refuses what nginx would rewrite', () => {
    expect(nginxQuote('~\\.js$')).toBe('"~\\.js$"');
    expect(() => nginxQuote('say "hi"')).toThrow();
    expect(() => nginxQuote('a\\\\b')).toThrow();
    expect(() => nginxQuote('line\nbreak')).toThrow();
  });
});

describe('upstreamFromUrl', () => {
  it('reads host and port, with localhost as the IPv4 loopback', () => {
    expect(upstreamFromUrl('http://localhost:4101')).toEqual({ host: '127.0.0.1', port: 4101 });
    expect(upstreamFromUrl('http://identity:4101/')).toEqual({ host: 'identity', port: 4101 });
    expect(upstreamFromUrl('http://tools.internal')).toEqual({ host: 'tools.internal', port: 80 });
    expect(() => upstreamFromUrl('https://identity:4101')).toThrow(/http/);
  });
});

describe('writeNginxConfig with the real nginx', () => {
  let directory: string;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'academy-nginx-config-'));
  });

  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('writes a configuration nginx accepts and the command that runs it', async () => {
    const local = localNginxOptions({ runtimeDir: directory, port: 18080, serviceUrls: serviceUrlsFromEnv({}), staticRoots: staticRootsIn(directory) });
    const config = buildRuntimeConfig({});
    const launch = await writeNginxConfig(local, { config, contentSecurityPolicy: buildContentSecurityPolicy() });
    expect(launch.args).toEqual(['-p', `${directory}/`, '-c', path.join(directory, 'conf', 'nginx.conf'), '-g', 'daemon off;']);
    expect(launch.commandLine).toBe(`${launch.bin} -p ${directory}/ -c ${directory}/conf/nginx.conf -g 'daemon off;'`);
    expect(JSON.parse(await readFile(path.join(directory, 'runtime', 'config.json'), 'utf8'))).toEqual(config);
    expect(await readFile(path.join(directory, 'conf', nginxFiles.proxyHeaders), 'utf8')).toBe(renderProxyHeadersInclude());
    expect(testNginxConfig(launch)).toContain('test is successful');
  });

  it('names the failing file when nginx rejects a configuration', async () => {
    const broken = {
      ...nginxCommand(localNginxOptions({ runtimeDir: directory, port: 18080, serviceUrls: serviceUrlsFromEnv({}), staticRoots: staticRootsIn(directory) })),
      confPath: path.join(directory, 'missing.conf'),
    };
    expect(() => testNginxConfig(broken)).toThrow(/missing\.conf/);
  });
});

describe('productionNginxOptions', () => {
  const production = renderNginxConf(productionNginxOptions());

  it('points each upstream at the compose service of the same name on its table port', () => {
    for (const route of serviceRoutes) {
      expect(production).toMatch(new RegExp(`upstream academy_${route.name} \\{\\s*server ${route.name}:${route.defaultPort} `));
    }
  });

  it('listens on port 80 with nginx workers, logging to the container output', () => {
    expect(production).toContain('listen 80;');
    expect(production).toContain('user nginx;');
    expect(production).toContain('worker_processes auto;');
    expect(production).toContain('error_log stderr warn;');
    expect(production).toContain('access_log "/dev/stdout" academy;');
  });

  it("proxies each remote's prefix to the remote's container and serves no remote build itself", () => {
    for (const mount of remoteMounts) {
      expect(production).toMatch(new RegExp(`upstream academy_mfe_${mount.slice} \\{\\s*server mfe-${mount.slice}:80 `));
      for (const match of [`^~ ${mount.urlPrefix}`, `^~ ${mount.urlPrefix}pages/`]) {
        const body = locations(production).find((candidate) => candidate.match === match)?.body ?? '';
        expect(body, match).toContain(`proxy_pass http://academy_mfe_${mount.slice};`);
        expect(body, match).toContain('error_page 404 = @academy_remote_not_found;');
      }
      expect(locations(production).find((candidate) => candidate.match === `^~ ${mount.urlPrefix}pages/`)?.body).toContain(
        'proxy_set_header Accept-Encoding "";',
      );
    }
    expect(production).not.toMatch(/alias "[^"]*\/mfe\//);
    expect(locations(production).find((candidate) => candidate.match === '/')?.body).toContain('root "/usr/share/nginx/academy/shell";');
  });
});

describe('the status listener (nginx stub_status, decision 044)', () => {
  const production = renderNginxConf(productionNginxOptions());
  const statusServer = production.slice(production.indexOf("# nginx's own figures"));

  it('is a server of its own: stub_status for internal addresses, a 404 for anything else', () => {
    expect(statusServer).toMatch(new RegExp(`server \\{\\s*listen 0\\.0\\.0\\.0:${GATEWAY_STATUS_PORT};`));
    const status = locations(statusServer).find((location) => location.match === `= ${GATEWAY_STATUS_PATH}`)?.body ?? '';
    expect(status).toContain('stub_status;');
    expect(status).toContain('allow 127.0.0.0/8;');
    expect(status).toContain('allow 10.0.0.0/8;');
    expect(status.trim().endsWith('deny all;')).toBe(true);
    expect(locations(statusServer).find((location) => location.match === '/')?.body).toContain('return 404;');
  });

  it('is never on the public listener, and is absent unless asked for', () => {
    expect(production.match(/stub_status;/g)).toHaveLength(1);
    expect(production.indexOf('stub_status;')).toBeGreaterThan(production.indexOf("# nginx's own figures"));
    expect(conf).not.toContain('stub_status');
    const local = renderNginxConf(
      localNginxOptions({
        runtimeDir: '/srv/academy/.data/nginx',
        port: 8080,
        statusPort: 8181,
        serviceUrls: serviceUrlsFromEnv({}),
        staticRoots: staticRootsIn('/srv/academy'),
      }),
    );
    expect(local).toContain('listen 127.0.0.1:8181;');
  });
});

describe('renderRemoteNginxConf', () => {
  const remote = renderRemoteNginxConf(productionRemoteNginxOptions('tools'));
  const httpBlock = (text: string) =>
    text.slice(
      text.indexOf('http {'),
      text.indexOf('    client_max_body_size') === -1 ? text.indexOf('    server {') : text.indexOf('    client_max_body_size'),
    );

  it("serves the remote's build at its prefix and nothing else", () => {
    expect(locations(remote).map((location) => location.match)).toEqual(['^~ /mfe/tools/', '/']);
    const files = locations(remote)[0]?.body ?? '';
    expect(files).toContain('alias "/usr/share/nginx/academy/mfe/tools/";');
    expect(files).toContain('add_header Cache-Control $academy_cache_control always;');
    expect(files).toContain('try_files $uri =404;');
    expect(locations(remote)[1]?.body).toContain('return 404;');
    expect(remote).toContain('listen 80;');
    expect(remote).not.toContain('proxy_pass');
  });

  it("answers files with the gateway's own types, compression and cache rules (one text for both)", () => {
    const shared = httpBlock(remote);
    expect(shared).toContain('gzip_static on;');
    expect(shared).toContain('map $uri $academy_cache_control {');
    expect(httpBlock(renderNginxConf(productionNginxOptions()))).toBe(shared);
  });

  it('refuses a slice that is not a remote', () => {
    expect(() => productionRemoteNginxOptions('nowhere' as 'tools')).toThrow(/No remote named nowhere/);
  });
});
