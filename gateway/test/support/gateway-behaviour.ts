import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOperations, errorEnvelopeSchema, MIN_COMPRESSED_ANSWER_BYTES, standInOperations, standInPaths } from '@academy/contracts';
import { API_NOT_FOUND_CODE } from '../../src/api-errors.ts';
import { GATEWAY_STATUS_PATH } from '../../src/nginx-config.ts';
import { freePort, startGateway, type GatewayKind, type RunningGateway } from '../../src/start-gateway.ts';
import { IMMUTABLE_CACHE_CONTROL, serviceRoutes, type ServiceName } from '../../src/route-table.ts';
import { PERMISSIONS_POLICY } from '../../src/security-headers.ts';
import { startRemoteServers, type RemoteServers } from './remote-servers.ts';
import { DELAY_ANSWER_MS, startEchoUpstreams, SEND_OWN_HEADERS, UPSTREAM_CSP, type EchoedRequest, type EchoUpstreams } from './echo-upstreams.ts';
import {
  COURSES_DOCUMENT,
  COURSES_FRAGMENT,
  LEARNING_HEAD,
  MODULE_3_FRAGMENT,
  MODULE_DOCUMENT,
  NO_PAGE_PRELOADS,
  PRICING_VISITOR_DOCUMENT,
  VERIFY_DOCUMENT,
  VERIFY_FRAGMENT,
  VERIFY_VISITOR_DOCUMENT,
  composed,
} from './static-fixture.ts';
import {
  createStaticFixture,
  LEARNING_MANIFEST,
  LEARNING_REMOTE_ENTRY,
  SHELL_PAGE,
  SHELL_SCRIPT,
  SHELL_SCRIPT_PATH,
  APP_PAGE,
  type StaticFixture,
} from './static-fixture.ts';

export interface GatewayCapabilities {
  /** The gateway compresses text answers (nginx does; the dev gateway need not). */
  gzip: boolean;
  /** The gateway serves a build's file.br to a client that accepts brotli (nginx with the brotli static module). */
  brotliStatic?: boolean;
  /**
   * Each remote is served by its own server (renderRemoteNginxConf) that the gateway proxies to, as
   * in production (docs/decisions/040), instead of the gateway reading the builds from disk.
   */
  remoteServers?: boolean;
}

/** Runtime configuration keys the gateways under test start with. */
export const behaviourEnv = {
  REMOTE_TOOLS_URL: 'https://cdn.academy.example/tools/mf-manifest.json',
  SUPPORT_EMAIL: 'help@academy.example',
};

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A plain HTTP request (no automatic decompression, exact headers, the path as written: `..` is not resolved). */
function raw(baseUrl: string, pathname: string, headers: Record<string, string> = {}, method = 'GET', body?: Buffer): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request({ host: hostname, port, path: pathname, method, headers, agent: false }, (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    // A gateway may answer (413) and close before the whole body is sent; the answer is what counts.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    request.end(body);
  });
}

/** The time a behaviour gateway gives a service before answering 504 (short, so the test is quick). */
export const BEHAVIOUR_UPSTREAM_TIMEOUT_MS = 1_000;

/** A sample path under each prefix of the table: the prefix itself and a path below it. */
function samplePaths(prefix: string): string[] {
  return prefix.endsWith('/') ? [`${prefix}user`, `${prefix}7/notes`] : [prefix, `${prefix}/7`];
}

function expectSecurityHeaders(headers: Headers): void {
  expect(headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self' https:\/\/cdn\.academy\.example; /);
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
  expect(headers.get('x-request-id')).toMatch(/^[A-Za-z0-9._-]{1,128}$/);
}

/**
 * The behaviour every gateway must have, whatever runs it: the same cases run against real nginx
 * and against the dev gateway, each started through startGateway with the kind given.
 */
export function describeGatewayBehaviour(kind: GatewayKind, capabilities: GatewayCapabilities): void {
  let upstreams: EchoUpstreams;
  let fixture: StaticFixture;
  let remoteServers: RemoteServers | undefined;
  let runtimeDir: string;
  let gateway: RunningGateway;
  let base: string;
  /** nginx's stub_status listener (nginx only). */
  let statusPort: number | undefined;

  beforeAll(async () => {
    upstreams = await startEchoUpstreams();
    if (kind === 'nginx') statusPort = await freePort('127.0.0.1');
    fixture = await createStaticFixture();
    if (capabilities.remoteServers) remoteServers = await startRemoteServers(fixture.roots.remotes);
    runtimeDir = await mkdtemp(path.join(os.tmpdir(), `academy-gateway-${kind}-`));
    gateway = await startGateway({
      prefer: kind,
      port: 0,
      serviceUrls: upstreams.urls,
      standInsUrl: upstreams.standInsUrl,
      staticRoots: fixture.roots,
      ...(remoteServers ? { remoteUrls: remoteServers.urls } : {}),
      runtimeDir,
      env: behaviourEnv,
      upstreamTimeoutMs: BEHAVIOUR_UPSTREAM_TIMEOUT_MS,
      ...(statusPort === undefined ? {} : { statusPort }),
    });
    base = `http://127.0.0.1:${gateway.port}`;
  });

  afterAll(async () => {
    await gateway?.stop();
    await upstreams?.close();
    await remoteServers?.close();
    await fixture?.remove();
    if (runtimeDir) await rm(runtimeDir, { recursive: true, force: true });
  });

  /** Sends a request through the gateway and returns what the upstream saw. */
  async function through(pathname: string, init: RequestInit = {}): Promise<{ response: Response; echoed: EchoedRequest }> {
    const response = await fetch(`${base}${pathname}`, init);
    expect(response.status, `${pathname} reached no service`).toBe(200);
    const echoed = (await response.json()) as EchoedRequest;
    return { response, echoed };
  }

  it(`runs as ${kind}`, () => {
    expect(gateway.kind).toBe(kind);
    expect(gateway.url).toBe(`http://localhost:${gateway.port}`);
  });

  describe('the development stand-ins (decision 028)', () => {
    it.each(standInPaths.flatMap(samplePaths))('GET %s reaches the stand-ins, not the service whose prefix holds it', async (pathname) => {
      const { echoed } = await through(pathname);
      expect(echoed.service).toBe('stand-ins');
      expect(echoed.url).toBe(pathname);
    });

    it.each(Object.values(standInOperations).map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const))(
      '%s reaches the stand-ins',
      async (_name, operation) => {
        const { echoed } = await through(operation.path.replace(/:[A-Za-z_]+/g, 'x7'), { method: operation.method.toUpperCase() });
        expect(echoed.service).toBe('stand-ins');
      },
    );
  });

  describe('the services’ metrics and the gateway’s status are not public (decision 044)', () => {
    // Written as sent: `..` and its escapes are for the gateway to resolve, not the client.
    const probes = [
      '/metrics',
      '/metrics?format=text',
      '/api/metrics',
      '/api/modules/../../metrics',
      '/api/modules/%2e%2e/%2E%2E/metrics',
      '/api/modules/..%2F..%2Fmetrics',
      '/api/auth/user/../../../metrics',
      '//metrics',
      '/internal/../metrics',
    ];
    it.each(probes)('GET %s reaches no service’s /metrics', async (pathname) => {
      const before = upstreams.received.length;
      const response = await raw(base, pathname);
      // Whatever a gateway passes on is under /api/ once resolved as a URL (an escaped slash stays
      // one segment: the service routes it as a parameter of an /api/ path, never as /metrics).
      const proxied = upstreams.received.slice(before).map((request) => new URL(request.url, 'http://service').pathname);
      expect(
        proxied.filter((path) => !path.startsWith('/api/')),
        `${pathname} was proxied outside /api/`,
      ).toEqual([]);
      expect(response.body.toString('utf8')).not.toContain('academy_http_requests_total');
    });

    it('answers /metrics with the shell’s page and /api/metrics with its own 404 envelope', async () => {
      const page = await raw(base, '/metrics');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      const api = await raw(base, '/api/metrics');
      expect(api.status).toBe(404);
      expect(errorEnvelopeSchema.parse(JSON.parse(api.body.toString('utf8'))).error.code).toBe(API_NOT_FOUND_CODE);
    });

    it('has no stub_status on its public listener', async () => {
      const response = await raw(base, GATEWAY_STATUS_PATH);
      expect(response.body.toString('utf8')).not.toMatch(/Active connections/);
    });

    if (kind === 'nginx') {
      it('answers nginx’s stub_status on a loopback listener of its own, and nothing else there', async () => {
        const status = await raw(`http://127.0.0.1:${statusPort}`, GATEWAY_STATUS_PATH);
        expect(status.status).toBe(200);
        const text = status.body.toString('utf8');
        expect(text).toMatch(/^Active connections: \d+/);
        expect(text).toMatch(/server accepts handled requests\n \d+ \d+ \d+/);
        expect((await raw(`http://127.0.0.1:${statusPort}`, '/api/modules')).status).toBe(404);
      });
    }
  });

  describe('API routing by the route table', () => {
    const cases: Array<[string, ServiceName]> = serviceRoutes.flatMap((route) =>
      route.prefixes.flatMap((prefix) => samplePaths(prefix).map((sample): [string, ServiceName] => [sample, route.name])),
    );

    it.each(cases)('GET %s reaches %s', async (pathname, service) => {
      const { echoed } = await through(pathname);
      expect(echoed.service).toBe(service);
      expect(echoed.method).toBe('GET');
      expect(echoed.url).toBe(pathname);
    });

    // Every operation in the contracts, with its own method: the gateway's own 404 (or any answer
    // not from the operation's service) fails it, naming the operation.
    const operations = apiOperations.filter((operation) => operation.access !== 'internal');
    it.each(operations.map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const))(
      '%s reaches its service',
      async (_name, operation) => {
        const pathname = operation.path.replace(/:[A-Za-z_]+/g, 'x7');
        const method = operation.method.toUpperCase();
        const response = await fetch(`${base}${pathname}`, {
          method,
          ...(method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, body: '{}' }),
        });
        const text = await response.text();
        expect(response.status, `${method} ${pathname} answered ${response.status}: ${text.slice(0, 200)}`).toBe(200);
        const echoed = JSON.parse(text) as EchoedRequest;
        expect([echoed.service, echoed.method, echoed.url]).toEqual([operation.service, method, pathname]);
      },
    );

    it('passes the query string unchanged', async () => {
      const { echoed } = await through('/api/modules?category=ai%20basics&page=2');
      expect(echoed.url).toBe('/api/modules?category=ai%20basics&page=2');
    });

    it('sends the admin prefixes to their owners', async () => {
      expect((await through('/api/admin/subscription-plans/4')).echoed.service).toBe('commerce');
      expect((await through('/api/admin/users/12/role')).echoed.service).toBe('identity');
      expect((await through('/api/admin/audit-log?page=1')).echoed.service).toBe('backoffice');
    });

    it('sets X-Request-Id and the forwarded headers, and echoes the id on the answer', async () => {
      const { response, echoed } = await through('/api/ai-tools');
      const requestId = response.headers.get('x-request-id');
      expect(requestId).toMatch(/^[0-9a-f]{32}$/);
      expect(echoed.headers['x-request-id']).toBe(requestId);
      expect(echoed.headers.host).toBe(`127.0.0.1:${gateway.port}`);
      expect(echoed.headers['x-forwarded-host']).toBe(`127.0.0.1:${gateway.port}`);
      expect(echoed.headers['x-forwarded-proto']).toBe('http');
      expect(echoed.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(echoed.headers['x-real-ip']).toBe('127.0.0.1');
    });

    it('keeps a well-formed X-Request-Id sent by the client', async () => {
      const { response, echoed } = await through('/api/stats', { headers: { 'X-Request-Id': 'checkout-7f3a.b_2' } });
      expect(echoed.headers['x-request-id']).toBe('checkout-7f3a.b_2');
      expect(response.headers.get('x-request-id')).toBe('checkout-7f3a.b_2');
    });

    it('replaces a malformed X-Request-Id with its own', async () => {
      const { response, echoed } = await through('/api/stats', { headers: { 'X-Request-Id': 'not valid!' } });
      expect(echoed.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
      expect(response.headers.get('x-request-id')).toBe(echoed.headers['x-request-id']);
    });

    it('appends the client to an incoming X-Forwarded-For', async () => {
      const { echoed } = await through('/api/progress', { headers: { 'X-Forwarded-For': '203.0.113.9' } });
      expect(echoed.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    });

    it('passes the W3C traceparent and tracestate through unchanged, so the service continues the caller’s trace (decision 049)', async () => {
      const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
      const tracestate = 'academy=t61rcWkgMzE,vendor=opaque';
      const { echoed } = await through('/api/progress', { headers: { traceparent, tracestate } });
      expect(echoed.headers['traceparent']).toBe(traceparent);
      expect(echoed.headers['tracestate']).toBe(tracestate);
    });

    it('passes a JSON body and method through', async () => {
      const { echoed } = await through('/api/progress', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ moduleId: 3, section: 1 }),
      });
      expect(echoed.method).toBe('POST');
      expect(echoed.headers['content-type']).toBe('application/json');
      expect(JSON.parse(Buffer.from(echoed.body, 'base64').toString('utf8'))).toEqual({ moduleId: 3, section: 1 });
    });

    it('passes the Stripe webhook body byte for byte with its signature', async () => {
      const payload = Buffer.from('{ "id": "evt_1",\n  "type": "payment_intent.succeeded", "note": "caf\u00e9 \u2713" }\r\n  ', 'utf8');
      const { echoed } = await through('/api/webhooks/stripe', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Stripe-Signature': 't=1700000000,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd',
        },
        body: payload,
      });
      expect(echoed.service).toBe('commerce');
      expect(Buffer.from(echoed.body, 'base64').equals(payload)).toBe(true);
      expect(echoed.headers['stripe-signature']).toBe('t=1700000000,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd');
      expect(echoed.headers['content-type']).toBe('application/json; charset=utf-8');
    });

    it('keeps connections to a service open between requests', async () => {
      const before = upstreams.received.length;
      for (let index = 0; index < 4; index += 1) await through(`/api/leaderboard?round=${index}`);
      const ports = new Set(upstreams.received.slice(before).map((request) => request.remotePort));
      expect(ports.size).toBe(1);
    });

    it('replaces the security headers of a service with its own but keeps a policy the service sets', async () => {
      const { response } = await through('/api/oidc/interaction/abc', { headers: { [SEND_OWN_HEADERS]: '1' } });
      expect(response.headers.get('content-security-policy')).toBe(UPSTREAM_CSP);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-powered-by')).toBeNull();
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    });

    it('adds the security headers to proxied answers', async () => {
      const { response } = await through('/api/modules');
      expectSecurityHeaders(response.headers);
    });
  });

  describe('requests the gateway answers itself, with the envelope', () => {
    async function expectGatewayEnvelope(response: RawResponse, status: number, code: string) {
      expect(response.status).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const envelope = errorEnvelopeSchema.parse(JSON.parse(response.body.toString('utf8')));
      expect(envelope.error.code).toBe(code);
      expect(envelope.error.requestId).toMatch(/^[A-Za-z0-9._-]{1,128}$/);
      expect(response.headers['x-request-id']).toBe(envelope.error.requestId);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }

    it('a URL over 8 KB answers 414 REQUEST_URI_TOO_LONG without reaching a service', async () => {
      const before = upstreams.received.length;
      await expectGatewayEnvelope(await raw(base, `/api/modules?q=${'a'.repeat(10_000)}`), 414, 'REQUEST_URI_TOO_LONG');
      expect(upstreams.received.length).toBe(before);
    });

    it('a header over 8 KB answers 431 REQUEST_HEADERS_TOO_LARGE without reaching a service', async () => {
      const before = upstreams.received.length;
      await expectGatewayEnvelope(await raw(base, '/api/progress', { Cookie: `academy.sid=${'b'.repeat(12_000)}` }), 431, 'REQUEST_HEADERS_TOO_LARGE');
      expect(upstreams.received.length).toBe(before);
    });

    it('a body over 2 MB answers 413 PAYLOAD_TOO_LARGE without reaching a service', async () => {
      const before = upstreams.received.length;
      const body = Buffer.alloc(3 * 1024 * 1024, 'x');
      const response = await raw(
        base,
        '/api/progress',
        { 'Content-Type': 'application/json', 'Content-Length': String(body.length), 'X-Request-Id': 'big-body-1' },
        'POST',
        body,
      );
      await expectGatewayEnvelope(response, 413, 'PAYLOAD_TOO_LARGE');
      expect(JSON.parse(response.body.toString('utf8'))).toMatchObject({ error: { requestId: 'big-body-1' } });
      expect(upstreams.received.length).toBe(before);
    });

    it('a service that does not answer in time gets 504 GATEWAY_UPSTREAM_TIMEOUT', async () => {
      const response = await raw(base, '/api/modules', { [DELAY_ANSWER_MS]: String(BEHAVIOUR_UPSTREAM_TIMEOUT_MS * 4), 'X-Request-Id': 'slow-1' });
      await expectGatewayEnvelope(response, 504, 'GATEWAY_UPSTREAM_TIMEOUT');
      expect(JSON.parse(response.body.toString('utf8'))).toMatchObject({ error: { requestId: 'slow-1' } });
    });
  });

  describe('API paths no service owns', () => {
    const unknown = [
      '/api/modulesX',
      '/api/skill-assessmentsX',
      '/api/admin/other',
      '/api/admin',
      '/api/auth',
      '/api/crm',
      '/api/payments',
      '/api/unknown/thing',
      '/api',
    ];

    it.each(unknown)('%s answers the 404 envelope without reaching a service', async (pathname) => {
      const before = upstreams.received.length;
      const response = await fetch(`${base}${pathname}`, { headers: { 'X-Request-Id': 'lookup-1' } });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const envelope = errorEnvelopeSchema.parse(await response.json());
      expect(envelope.error.code).toBe('NOT_FOUND');
      expect(envelope.error.requestId).toBe('lookup-1');
      expect(response.headers.get('x-request-id')).toBe('lookup-1');
      expectSecurityHeaders(response.headers);
      expect(upstreams.received.length).toBe(before);
    });

    it('gives the envelope its own request id when the client sent none', async () => {
      const response = await fetch(`${base}/api/nothing-here`, { method: 'POST', body: '{}' });
      expect(response.status).toBe(404);
      const envelope = errorEnvelopeSchema.parse(await response.json());
      expect(envelope.error.requestId).toMatch(/^[0-9a-f]{32}$/);
      expect(response.headers.get('x-request-id')).toBe(envelope.error.requestId);
    });
  });

  describe('/config.json', () => {
    it('serves the runtime configuration, never cached', async () => {
      const response = await fetch(`${base}/config.json`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expectSecurityHeaders(response.headers);
      expect(await response.json()).toEqual({
        remotes: {
          learning: '/mfe/learning/mf-manifest.json',
          tools: 'https://cdn.academy.example/tools/mf-manifest.json',
          commerce: '/mfe/commerce/mf-manifest.json',
          backoffice: '/mfe/backoffice/mf-manifest.json',
        },
        payments: { mode: 'test', publishableKey: null },
        supportEmail: 'help@academy.example',
      });
    });
  });

  describe('the shell', () => {
    it('/ answers the app page to a request carrying the session cookie, and says the answer varies by cookie', async () => {
      const withCookie = await fetch(`${base}/`, { headers: { cookie: 'theme=dark; academy.sid=s%3Aabc.def' } });
      expect(await withCookie.text()).toBe(APP_PAGE);
      expect(withCookie.headers.get('vary')).toMatch(/cookie/i);
      expect(withCookie.headers.get('cache-control')).toBe('no-cache');
      const otherCookie = await fetch(`${base}/`, { headers: { cookie: 'xacademy.sid=1; theme=dark' } });
      expect(await otherCookie.text()).toBe(SHELL_PAGE);
      expect(otherCookie.headers.get('vary')).toMatch(/cookie/i);
    });

    describe('route documents (decision 018)', () => {
      const member = { cookie: 'academy.sid=s%3Aabc.def' };
      it.each([
        ['/courses', member, composed(COURSES_DOCUMENT, COURSES_FRAGMENT, LEARNING_HEAD)],
        ['/module/3', member, composed(MODULE_DOCUMENT, MODULE_3_FRAGMENT, LEARNING_HEAD)],
        // No prerendered page for the path: the frame with nothing in it (the owner's head still there).
        ['/module/4', member, composed(MODULE_DOCUMENT, '', LEARNING_HEAD)],
        // A route drawn once for all its paths (decision 059): its one page at any of them.
        ['/verify/0f8e2a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5b', member, composed(VERIFY_DOCUMENT, VERIFY_FRAGMENT, LEARNING_HEAD)],
        ['/verify/1', member, composed(VERIFY_DOCUMENT, VERIFY_FRAGMENT, LEARNING_HEAD)],
        // Its owner's build without it: the document's stub (the app's scripts asked for at once).
        ['/verify/1', {}, composed(VERIFY_VISITOR_DOCUMENT, NO_PAGE_PRELOADS, LEARNING_HEAD)],
        // An owner without prerendered pages: no head, no page.
        ['/pricing', {}, composed(PRICING_VISITOR_DOCUMENT, '')],
        // No document for that audience, or none in the build: the app's page.
        ['/courses', {}, APP_PAGE],
        ['/pricing', member, APP_PAGE],
        ['/', member, APP_PAGE],
      ])("%s (%o) answers its document with the owner's page filled in, varying by cookie and revalidated", async (pathname, headers, expected) => {
        const response = await fetch(`${base}${pathname}`, { headers });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(response.headers.get('vary')).toMatch(/cookie/i);
        expectSecurityHeaders(response.headers);
        expect(await response.text()).toBe(expected);
      });

      it('keeps the documents for the gateway: asked directly, they are not found', async () => {
        const response = await fetch(`${base}/routes/courses.member.html`, { headers: member });
        expect(response.status).toBe(404);
      });
    });

    it.each([
      ['/', SHELL_PAGE],
      ['/index.html', SHELL_PAGE],
      ['/courses', APP_PAGE],
      ['/module/3', APP_PAGE],
      ['/admin/crm', APP_PAGE],
      ['/app.html', APP_PAGE],
    ])('%s answers the shell page for it (the landing page at /, the app page elsewhere), revalidated on every load', async (pathname, page) => {
      const response = await fetch(`${base}${pathname}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expectSecurityHeaders(response.headers);
      expect(await response.text()).toBe(page);
    });

    it.each([
      ['/static/js/main.0123abcd.js', /javascript/],
      ['/static/css/main.89abcdef.css', /^text\/css/],
    ])('%s is a hashed asset cached for a year', async (pathname, type) => {
      const response = await fetch(`${base}${pathname}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(type);
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
      expectSecurityHeaders(response.headers);
    });

    it('revalidates a file without a content hash', async () => {
      const response = await fetch(`${base}/favicon.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    });

    it('answers 404 for a missing build asset instead of the page', async () => {
      const response = await fetch(`${base}/static/js/main.ffffffff.js`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('AI Business Academy');
    });
  });

  describe('the remotes', () => {
    it('serves a remote entry, revalidated on every load', async () => {
      const response = await fetch(`${base}/mfe/learning/remoteEntry.js`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expectSecurityHeaders(response.headers);
      expect(await response.text()).toBe(LEARNING_REMOTE_ENTRY);
    });

    it('serves a manifest, revalidated on every load', async () => {
      const response = await fetch(`${base}/mfe/learning/mf-manifest.json`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(LEARNING_MANIFEST);
    });

    it('caches a hashed chunk for a year', async () => {
      const response = await fetch(`${base}/mfe/learning/static/js/async/courses.1a2b3c4d.js`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
    });

    it.each([
      '/mfe/tools/mf-manifest.json',
      '/mfe/tools/remoteEntry.js',
      '/mfe/learning/static/js/async/gone.12345678.js',
      '/mfe/commerce/',
      '/mfe/nowhere/remoteEntry.js',
    ])('%s is a 404, never the shell page', async (pathname) => {
      const response = await fetch(`${base}${pathname}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('AI Business Academy');
      expectSecurityHeaders(response.headers);
    });
  });

  if (capabilities.gzip) {
    describe('compression', () => {
      it('compresses a remote entry when the client accepts gzip', async () => {
        const response = await raw(base, '/mfe/learning/remoteEntry.js', { 'Accept-Encoding': 'gzip' });
        expect(response.status).toBe(200);
        expect(response.headers['content-encoding']).toBe('gzip');
        expect(response.headers.vary).toContain('Accept-Encoding');
        expect(gunzipSync(response.body).toString('utf8')).toBe(LEARNING_REMOTE_ENTRY);
      });

      it('compresses a JSON answer of a service', async () => {
        const response = await raw(base, '/api/modules?pad=4000', { 'Accept-Encoding': 'gzip' });
        expect(response.status).toBe(200);
        expect(response.headers['content-encoding']).toBe('gzip');
        expect(JSON.parse(gunzipSync(response.body).toString('utf8'))).toMatchObject({ service: 'learning' });
      });

      it('sends a JSON answer under a kilobyte as it is, even to a client that accepts gzip', async () => {
        const response = await raw(base, '/api/modules', { 'Accept-Encoding': 'gzip' });
        expect(response.status).toBe(200);
        expect(response.body.length).toBeLessThan(MIN_COMPRESSED_ANSWER_BYTES);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(JSON.parse(response.body.toString('utf8'))).toMatchObject({ service: 'learning' });
      });

      it('sends plain bytes to a client that does not accept gzip', async () => {
        const response = await raw(base, '/mfe/learning/remoteEntry.js');
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.body.toString('utf8')).toBe(LEARNING_REMOTE_ENTRY);
      });
    });
  }

  if (capabilities.brotliStatic) {
    describe('precompressed builds', () => {
      // What a browser sends: it gets the build's file.br, which nginx has no way to make itself.
      it('serves file.br to a client that accepts brotli', async () => {
        const response = await raw(base, SHELL_SCRIPT_PATH, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
        expect(response.status).toBe(200);
        expect(response.headers['content-encoding']).toBe('br');
        expect(response.headers.vary).toContain('Accept-Encoding');
        expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
        expect(brotliDecompressSync(response.body).toString('utf8')).toBe(SHELL_SCRIPT);
      });

      it('serves file.gz to a client that accepts only gzip, and the file to one that accepts neither', async () => {
        const gzipped = await raw(base, SHELL_SCRIPT_PATH, { 'Accept-Encoding': 'gzip' });
        expect(gzipped.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(gzipped.body).toString('utf8')).toBe(SHELL_SCRIPT);
        const plain = await raw(base, SHELL_SCRIPT_PATH);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body.toString('utf8')).toBe(SHELL_SCRIPT);
      });
    });
  }
}

/** A gateway whose services are not running answers API calls with the 502 envelope. */
export function describeUnreachableService(kind: GatewayKind): void {
  let fixture: StaticFixture;
  let runtimeDir: string;
  let gateway: RunningGateway;

  beforeAll(async () => {
    fixture = await createStaticFixture();
    runtimeDir = await mkdtemp(path.join(os.tmpdir(), `academy-gateway-${kind}-down-`));
    // Port 9 (discard) on the loopback: nothing listens there.
    const down = Object.fromEntries(serviceRoutes.map((route) => [route.name, 'http://127.0.0.1:9']));
    gateway = await startGateway({ prefer: kind, port: 0, serviceUrls: down, staticRoots: fixture.roots, runtimeDir, env: {} });
  });

  afterAll(async () => {
    await gateway?.stop();
    await fixture?.remove();
    if (runtimeDir) await rm(runtimeDir, { recursive: true, force: true });
  });

  it('answers 502 with the envelope and the request id', async () => {
    const response = await fetch(`http://127.0.0.1:${gateway.port}/api/subscription-plans`, { headers: { 'X-Request-Id': 'plans-1' } });
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const envelope = errorEnvelopeSchema.parse(await response.json());
    expect(envelope.error).toMatchObject({ code: 'GATEWAY_UPSTREAM_UNAVAILABLE', requestId: 'plans-1' });
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('still serves the shell', async () => {
    const response = await fetch(`http://127.0.0.1:${gateway.port}/pricing`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(composed(PRICING_VISITOR_DOCUMENT, ''));
  });
}
