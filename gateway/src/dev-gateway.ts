import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { standInPaths, type ErrorEnvelope, type RuntimeConfig } from '@academy/contracts';
import {
  MAX_BODY_BYTES,
  MAX_REQUEST_LINE_BYTES,
  UPSTREAM_TIMEOUT_MS,
  apiNotFoundEnvelope,
  gatewayClientErrorEnvelope,
  gatewayClientErrors,
  upstreamTimeoutEnvelope,
  upstreamUnavailableEnvelope,
  type GatewayClientError,
} from './api-errors.ts';
import {
  REQUEST_ID_PATTERN,
  cacheControlFor,
  isApiPath,
  normalizePath,
  prefixOwns,
  remoteMounts,
  remotesRoot,
  routeForPath,
  runtimeConfigPath,
  serviceRoutes,
  shellDocumentFor,
  shellMount,
  type ServiceName,
  type ServiceReplicas,
  type ServiceUrls,
  type StaticRoots,
} from './route-table.ts';
import { ROUTE_DOCUMENTS_PREFIX } from '@academy/web-kit/route-documents';
import { fillPageIncludes } from './page-includes.ts';
import { releasePaths } from './releases.ts';
import { contentSecurityPolicyFor, gatewayOwnedResponseHeaders, securityHeaders } from './security-headers.ts';

export interface DevGatewayOptions {
  serviceUrls: ServiceUrls;
  /** Further processes of a service; requests go to each process in turn, as nginx's round robin. */
  serviceReplicas?: ServiceReplicas;
  /** Development only: where the stand-ins' paths (standInPaths) go (dev/stand-ins). */
  standInsUrl?: string | undefined;
  staticRoots: StaticRoots;
  runtimeConfig: RuntimeConfig;
  /** Defaults to the policy that fits the runtime configuration. */
  contentSecurityPolicy?: string;
  /** How long a service may take to answer before the gateway answers 504. */
  upstreamTimeoutMs?: number;
  /**
   * The releases directory (releases.ts), when remote releases are on: /config.json is its
   * configuration file, read on every request, and `/mfe/<slice>/v/<version>/` its versions.
   */
  releasesDir?: string;
}

/** Node's limit on the request line and headers together, as nginx's 4 buffers of 8 KB. */
export const DEV_MAX_HEADER_BYTES = 4 * MAX_REQUEST_LINE_BYTES;

export interface DevGateway {
  app: Express;
  /** For the HTTP server's 'clientError': a request Node could not parse gets the envelope, not a bare status line. */
  onClientError(error: Error & { code?: string }, socket: Duplex): void;
  /** Closes the keep-alive connections to the services. */
  close(): void;
}

const requestIdPattern = new RegExp(REQUEST_ID_PATTERN);
const ownedHeaders = gatewayOwnedResponseHeaders.map((name) => name.toLowerCase());

/** The request id: the client's when it is well formed, otherwise a new one (32 hex digits, as nginx makes). */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomBytes(16).toString('hex');
}

const requestIdOf = (res: ServerResponse): string => String(res.getHeader('X-Request-Id') ?? '');

function sendEnvelope(res: ServerResponse, status: number, envelope: ErrorEnvelope): void {
  const body = JSON.stringify(envelope);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

const clientAddress = (req: IncomingMessage) => (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');

const timedOut = new WeakSet<IncomingMessage>();

function proxyFor(targets: readonly string[], agent: http.Agent, timeoutMs: number): RequestHandler {
  let turn = 0;
  return createProxyMiddleware<Request, Response>({
    target: targets[0],
    // One process answers alone; several take requests in turn.
    ...(targets.length > 1 ? { router: () => targets[turn++ % targets.length] } : {}),
    changeOrigin: false,
    xfwd: false,
    agent,
    on: {
      proxyReq(proxyReq, req, res) {
        // A service that does not answer in time gets 504, as nginx's proxy_read_timeout does.
        proxyReq.setTimeout(timeoutMs, () => {
          timedOut.add(req);
          proxyReq.destroy(new Error(`no answer within ${timeoutMs} ms`));
        });
        const forwardedFor = req.headers['x-forwarded-for'];
        const address = clientAddress(req);
        proxyReq.removeHeader('connection');
        proxyReq.setHeader('X-Request-Id', requestIdOf(res));
        proxyReq.setHeader('X-Real-IP', address);
        proxyReq.setHeader('X-Forwarded-For', forwardedFor ? `${String(forwardedFor)}, ${address}` : address);
        proxyReq.setHeader('X-Forwarded-Proto', 'http');
        if (req.headers.host) proxyReq.setHeader('X-Forwarded-Host', req.headers.host);
      },
      proxyRes(proxyRes) {
        for (const name of ownedHeaders) delete proxyRes.headers[name];
      },
      error(_error, req, res) {
        const response = res as ServerResponse | Socket;
        if (!('setHeader' in response)) {
          response.destroy();
          return;
        }
        if (response.headersSent) {
          response.destroy();
          return;
        }
        if (timedOut.has(req)) sendEnvelope(response, 504, upstreamTimeoutEnvelope(requestIdOf(response)));
        else sendEnvelope(response, 502, upstreamUnavailableEnvelope(requestIdOf(response)));
      },
    },
  });
}

/**
 * The gateway as an Express app, made from the same route table as the nginx configuration and
 * behaving the same way: request ids, security headers, /config.json, proxying by prefix, the 404
 * envelope for unknown API paths, remotes and the shell with cache rules and the SPA fallback.
 * Used when nginx is not installed. Request bodies are never parsed, so webhooks pass untouched.
 */
export function createDevGateway(options: DevGatewayOptions): DevGateway {
  const csp = options.contentSecurityPolicy ?? contentSecurityPolicyFor(options.runtimeConfig);
  const headers = securityHeaders(csp);
  const runtimeConfigBody = `${JSON.stringify(options.runtimeConfig, null, 2)}\n`;
  const agents: http.Agent[] = [];
  const proxies = {} as Record<ServiceName, RequestHandler>;
  for (const route of serviceRoutes) {
    const agent = new http.Agent({ keepAlive: true, maxFreeSockets: 16, keepAliveMsecs: 1000 });
    agents.push(agent);
    const targets = [options.serviceUrls[route.name], ...(options.serviceReplicas?.[route.name] ?? [])];
    proxies[route.name] = proxyFor(targets, agent, options.upstreamTimeoutMs ?? UPSTREAM_TIMEOUT_MS);
  }

  let standIns: RequestHandler | undefined;
  if (options.standInsUrl) {
    const agent = new http.Agent({ keepAlive: true, maxFreeSockets: 4, keepAliveMsecs: 1000 });
    agents.push(agent);
    standIns = proxyFor([options.standInsUrl], agent, options.upstreamTimeoutMs ?? UPSTREAM_TIMEOUT_MS);
  }

  const app = express();
  app.disable('x-powered-by');

  app.use((req, res, next) => {
    res.setHeader('X-Request-Id', requestIdFor(req.headers['x-request-id']));
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  });

  // The limits nginx enforces itself: one request line or header of at most 8 KB, a body of at most 2 MB.
  app.use((req, res, next) => {
    const refuse = (error: GatewayClientError) => sendEnvelope(res, error.status, gatewayClientErrorEnvelope(error, requestIdOf(res)));
    if (req.originalUrl.length + req.method.length + 10 > MAX_REQUEST_LINE_BYTES) return refuse(gatewayClientErrors.uriTooLong);
    for (let index = 0; index < req.rawHeaders.length; index += 2) {
      if ((req.rawHeaders[index] ?? '').length + (req.rawHeaders[index + 1] ?? '').length + 2 > MAX_REQUEST_LINE_BYTES)
        return refuse(gatewayClientErrors.headersTooLarge);
    }
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      res.setHeader('Connection', 'close');
      return refuse(gatewayClientErrors.payloadTooLarge);
    }
    next();
  });

  const releases = options.releasesDir ? releasePaths(options.releasesDir) : undefined;
  app.get(runtimeConfigPath, (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-cache');
    if (!releases) return void res.type('application/json').send(runtimeConfigBody);
    readFile(releases.config, 'utf8').then((body) => void res.type('application/json').send(body), next);
  });

  app.use((req, res, next) => {
    if (!isApiPath(req.path)) return next();
    if (standIns && standInPaths.some((prefix) => prefixOwns(prefix, normalizePath(req.path)))) return standIns(req, res, next);
    const match = routeForPath(req.path);
    if (!match) return sendEnvelope(res, 404, apiNotFoundEnvelope(requestIdOf(res)));
    return proxies[match.service.name](req, res, next);
  });

  const staticOptions = { index: false, redirect: false, cacheControl: false, dotfiles: 'ignore', fallthrough: true } as const;
  const notFound: RequestHandler = (_req, res) => {
    res.status(404).type('text/plain').send('Not Found');
  };

  app.use((req, res, next) => {
    res.setHeader('Cache-Control', cacheControlFor(normalizePath(req.path)));
    next();
  });
  for (const mount of remoteMounts) {
    // Every released version at its own path (a tab opened before a release keeps loading its files).
    if (releases) app.use(`${mount.urlPrefix}v`, express.static(releases.versions(mount.slice), staticOptions), notFound);
    app.use(mount.urlPrefix.slice(0, -1), express.static(options.staticRoots.remotes[mount.slice], staticOptions));
    // A content-hashed file the live version lacks, asked by a tab opened before the slice's first
    // release, comes from the build the gateway started with (as nginx does).
    if (releases) app.use(`${mount.urlPrefix}static`, express.static(path.join(releases.build(mount.slice), 'static'), staticOptions));
    app.use(mount.urlPrefix.slice(0, -1), notFound);
  }
  app.use(remotesRoot.slice(0, -1), notFound);

  // The route documents are the gateway's to answer (with their includes filled), never asked directly.
  app.use(ROUTE_DOCUMENTS_PREFIX.slice(0, -1), notFound);
  app.use(express.static(options.staticRoots.shell, staticOptions));
  app.use(shellMount.assetPrefix.slice(0, -1), notFound);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).setHeader('Allow', 'GET, HEAD');
      res.type('text/plain').send('Method Not Allowed');
      return;
    }
    // The route's document for the audience the session cookie suggests (the landing page for a
    // visitor at '/'), with the owner's page filled in; the app's page when there is none.
    const requestPath = normalizePath(req.path);
    const document = shellDocumentFor(requestPath, req.headers.cookie);
    res.setHeader('Vary', 'Cookie');
    res.setHeader('Cache-Control', cacheControlFor(shellMount.spaFallback));
    const send = (shellPage: string) =>
      res.sendFile(path.join(options.staticRoots.shell, shellPage), { cacheControl: false, dotfiles: 'allow' }, (error) => {
        if (error && !res.headersSent) notFound(req, res, next);
      });
    if (!document.startsWith(ROUTE_DOCUMENTS_PREFIX)) return send(document);
    readFile(path.join(options.staticRoots.shell, document), 'utf8')
      .then(
        async (markup) => res.type('html').send(await fillPageIncludes(markup, requestPath, options.staticRoots)),
        () => send(shellMount.spaFallback),
      )
      .catch(next);
  });
  app.use(notFound);

  return {
    app,
    onClientError(error, socket) {
      if (!socket.writable) return socket.destroy();
      const clientError = error.code === 'HPE_HEADER_OVERFLOW' ? gatewayClientErrors.headersTooLarge : gatewayClientErrors.badRequest;
      const requestId = requestIdFor(undefined);
      const body = JSON.stringify(gatewayClientErrorEnvelope(clientError, requestId));
      const head = [
        `HTTP/1.1 ${clientError.status} ${http.STATUS_CODES[clientError.status] ?? 'Error'}`,
        'Content-Type: application/json',
        'Cache-Control: no-store',
        `X-Request-Id: ${requestId}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
      ];
      socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
    },
    close() {
      for (const agent of agents) agent.destroy();
    },
  };
}
