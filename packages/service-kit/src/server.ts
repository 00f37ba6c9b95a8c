import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import express, { type Express, type Router } from 'express';
import type { Tracer } from '@opentelemetry/api';
import type { Logger } from 'pino';
import { platformOperations } from '@academy/contracts';
import { AppError, errorHandler, notFoundHandler, rejectMalformedPath, toEnvelope } from './errors.ts';
import { requestLogger } from './logger.ts';
import { routeListHandler } from './route-list.ts';
import { route } from './operation-route.ts';
import { requestOperation, type ServiceMetrics } from './metrics.ts';
import { installRateLimits, writeRateLimit, type RateLimitOptions } from './rate-limit.ts';
import { rejectUnsafeText } from './text-guard.ts';
import { traceRequests } from './tracing.ts';

export interface ServiceAppOptions {
  logger: Logger;
  /** Mounted at the root; the service's own paths start with /api. */
  routes: Router | Router[];
  /** Answers whether the service can take traffic (database reachable). */
  ready: () => Promise<boolean>;
  /** Mounted before the JSON parser: routes that read the raw body themselves (signed webhooks). */
  rawBodyRoutes?: Router[];
  /** JSON body size limit. */
  bodyLimit?: string;
  configure?: (app: Express) => void;
  /**
   * Rate limits (docs/decisions/008-rate-limits.md). Every app gets the default write limit and the
   * named policies (signInRateLimit, quizSubmissionRateLimit, paymentRateLimit); give the pool so
   * counters are shared by every instance, and the identity client so signed-in users are counted
   * per user. `/internal/` is never limited.
   */
  rateLimits?: RateLimitOptions;
  /**
   * The proxies whose X-Forwarded-For is believed (the parsed TRUSTED_PROXIES): the caller's
   * address, by which visitors are counted and logged, is the one the nearest untrusted hop gave.
   */
  trustedProxies?: readonly string[];
  /**
   * The service's metrics (createServiceMetrics): every answer is counted and timed, rate-limit
   * refusals counted, and `GET /metrics` answers them (on the service's own port; the gateway only
   * routes /api/).
   */
  metrics?: ServiceMetrics;
  /** Each request (but health, readiness and metrics) is a server span continuing the caller's traceparent (tracing.ts). */
  tracer?: Tracer;
}

/**
 * The Express app every service shares: request ids and logs, `Cache-Control: no-store`, JSON
 * (with text PostgreSQL cannot store refused), health, rate limits, routes, the error envelope.
 */
export function createServiceApp(options: ServiceAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', [...(options.trustedProxies ?? ['loopback'])]);
  const { metrics } = options;
  // First, in one layer (each layer is a step of Express's for every request): every answer is
  // counted and timed, and marked not to be kept, as answers are personal or change with every
  // write (a route that may be cached says so itself).
  app.use((req, res, next) => {
    metrics?.observe(req, res);
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  route(app, platformOperations.health, (_req, res) => {
    res.json({ status: 'ok' });
  });
  route(app, platformOperations.readiness, async (_req, res) => {
    const ready = await options.ready().catch(() => false);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable' });
  });
  route(app, platformOperations.routeList, routeListHandler(app));
  if (metrics) route(app, platformOperations.metrics, metrics.handler);
  // The request's server span is started by the request log's layer, before its logger is made, so
  // its lines (the last one too) carry the trace id.
  app.use(requestLogger(options.logger, options.tracer ? traceRequests(options.tracer, requestOperation) : undefined));
  app.use(rejectMalformedPath);
  for (const router of options.rawBodyRoutes ?? []) app.use(router);
  app.use(express.json({ limit: options.bodyLimit ?? '100kb' }));
  app.use(rejectUnsafeText);
  const limiters = installRateLimits(app, metrics ? { ...options.rateLimits, onRefused: metrics.rateLimitRefused } : options.rateLimits);
  app.use(writeRateLimit(limiters.write, ['/internal/', ...(options.rateLimits?.writeExempt ?? [])]));
  options.configure?.(app);
  for (const router of Array.isArray(options.routes) ? options.routes : [options.routes]) app.use(router);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}

export interface RunningServer {
  port: number;
  url: string;
  stop(): Promise<void>;
}

/**
 * A constructor for Node's server to make each request or response with, whose instances have
 * `prototype` from the start: Node's own constructor (a plain function) run on them. Undefined
 * where Node's constructor is a class, which cannot be called so; the server then makes them as
 * usual and Express changes their prototype. (`Reflect.construct` with another `new.target` would
 * work for both, but V8 then made each request's objects much as `setPrototypeOf` did.)
 */
function madeWith<T extends object>(base: new (...args: never[]) => T, prototype: object): (new (...args: never[]) => T) | undefined {
  if (Function.prototype.toString.call(base).startsWith('class')) return undefined;
  function Made(this: T, ...args: never[]): void {
    (base as unknown as (...args: never[]) => void).apply(this, args);
  }
  Made.prototype = prototype;
  return Made as unknown as new (...args: never[]) => T;
}

/**
 * The app's HTTP server, whose requests and responses are made with Express's prototypes for the
 * app (`app.request`, `app.response`). Express gives them those prototypes on every request with
 * `Object.setPrototypeOf`, which is then a no-op. On an object Node made, changing the prototype
 * cost a read about 40 KB of garbage, and so much of it outlived the young generation that each of
 * its collections took 4 ms instead of a tenth of one (docs/decisions/067-requests-made-with-the-apps-prototypes.md).
 */
export function appServer(app: Express): Server {
  const IncomingMessage = madeWith(http.IncomingMessage, app.request) as typeof http.IncomingMessage | undefined;
  const ServerResponse = madeWith(http.ServerResponse, app.response) as unknown as typeof http.ServerResponse | undefined;
  return http.createServer({ ...(IncomingMessage && { IncomingMessage }), ...(ServerResponse && { ServerResponse }) }, app);
}

/**
 * Listens on the port (0 picks a free one). stop() stops taking connections, lets requests in
 * flight finish (closing idle keep-alive sockets), then runs the cleanup (close the pool).
 */
export async function listen(app: Express, port: number, cleanup: () => Promise<void> = async () => {}, host = '127.0.0.1'): Promise<RunningServer> {
  const server = appServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.keepAliveTimeout = 65_000;
  server.on('clientError', answerUnreadableRequest);
  const actual = (server.address() as AddressInfo).port;
  let stopping: Promise<void> | undefined;
  return {
    port: actual,
    url: `http://${host}:${actual}`,
    stop() {
      stopping ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
          setTimeout(() => server.closeAllConnections(), 10_000).unref();
        });
        await cleanup();
      })();
      return stopping;
    },
  };
}

/**
 * A request Node's HTTP parser refuses (a malformed header, headers too large, too slow) never
 * reaches Express: it is answered here, with the status Node would give and the envelope.
 */
function answerUnreadableRequest(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const [status, reason] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout']
        : [400, 'Bad Request'];
  const body = JSON.stringify(toEnvelope(new AppError('MALFORMED_REQUEST', 'The request could not be read as HTTP.', { status }), ''));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Stops the server on SIGINT/SIGTERM, once, and exits. */
export function stopOnSignals(server: RunningServer, logger: Logger): void {
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) return;
    signalled = true;
    logger.info({ signal }, 'shutting down');
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

/**
 * Runs a service's entry point: a configuration problem is printed as a clear message (no stack
 * trace) and the process exits 1; once running, signals stop it gracefully.
 */
export async function runService(start: () => Promise<{ server: RunningServer; logger: Logger }>): Promise<void> {
  try {
    const { server, logger } = await start();
    stopOnSignals(server, logger);
  } catch (error) {
    console.error(error instanceof Error && error.name === 'ConfigError' ? error.message : error);
    process.exit(1);
  }
}
