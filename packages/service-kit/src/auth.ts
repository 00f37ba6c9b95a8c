import http from 'node:http';
import https from 'node:https';
import { context, SpanKind, type Context, type Tracer } from '@opentelemetry/api';
import type { Request, RequestHandler } from 'express';
import { SESSION_COOKIE, SESSION_REVOCATIONS_PATH, authUserSchema, type AuthUser, type SessionRevocation } from '@academy/contracts';
import { AppError, forbidden, unauthorized } from './errors.ts';
import type { AccessRefusals } from './access-refusals.ts';
import type { Logger } from './logger.ts';
import { createRevocationFollower } from './revocation-follower.ts';
import { requestTrace } from './trace-context.ts';
import { injectTraceHeaders, inSpan, untracedTracer } from './tracing.ts';

export { SESSION_COOKIE };

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthUser;
  }
}

export interface IdentityClientOptions {
  /** Base URL of the identity service as this service reaches it, e.g. http://127.0.0.1:4101 */
  identityUrl: string;
  /** How long a resolved session is reused while the revocation stream is connected. */
  ttlMs?: number;
  /** How long one lookup may take before identity counts as unavailable. */
  timeoutMs?: number;
  /**
   * Follow identity's revocation stream (default true). Lookups are cached only while it is
   * connected, so a logout, role change or deletion reaches this service before its next request.
   */
  revocations?: boolean;
  /** The fetch the revocation stream is followed with (lookups use node's HTTP client). */
  fetch?: typeof fetch;
  /** The platform's shared secret (INTERNAL_EVENTS_TOKEN), required by identity's revocation stream when set. */
  internalToken?: string;
  logger?: Logger;
  /** Where requireAdmin files the administrator-only calls it refuses (403), for the audit log. */
  refusals?: Pick<AccessRefusals, 'refused'>;
  /** Each lookup is a client span of the request that made it, and passes its traceparent to identity. */
  tracer?: Tracer;
}

interface CacheEntry {
  user: AuthUser | null;
  sessionId: string | undefined;
  expires: number;
}

/** Lookups of identity (GET /api/auth/user) give up after this long: a hung identity must not hang every service. */
export const IDENTITY_LOOKUP_TIMEOUT_MS = 2_000;

const identityUnavailable = (cause?: unknown) => new AppError('IDENTITY_UNAVAILABLE', 'Sign-in could not be checked right now. Please try again.', { cause });

/** The session id inside the signed cookie value (`s:<id>.<signature>`, URL-encoded), as identity names it. */
export function sessionIdOfCookie(value: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('s:')) return undefined;
  const dot = decoded.lastIndexOf('.');
  return dot > 2 ? decoded.slice(2, dot) : undefined;
}

/**
 * Resolves the caller from the session cookie by asking the identity service, with a small cache
 * so a page's burst of calls costs one lookup. Services stay safe when reached directly: nothing
 * here trusts a header the gateway might have set.
 *
 * The cache is only used while the revocation stream from identity is connected
 * (docs/decisions/009-session-revocation.md): every revocation drops the entries it names before
 * any later request is answered from the cache, and a dropped stream empties the cache and turns
 * it off until the stream is back.
 */
export function createIdentityClient(options: IdentityClientOptions) {
  const ttl = options.ttlMs ?? 5_000;
  const timeoutMs = options.timeoutMs ?? IDENTITY_LOOKUP_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  const cache = new Map<string, CacheEntry>();
  const base = options.identityUrl.replace(/\/$/, '');
  const lookupUrl = new URL(`${base}/api/auth/user`);
  const tracer = options.tracer ?? untracedTracer;
  const lookupAttributes = { 'http.request.method': 'GET', 'url.full': lookupUrl.href, 'server.address': lookupUrl.hostname };
  // Lookups go over kept-alive connections with node's own HTTP client: a lookup is on the first
  // request of every session, and fetch costs several times as much per call (about 90 ms for the
  // first one in a process).
  const agent = new (lookupUrl.protocol === 'https:' ? https : http).Agent({ keepAlive: true, maxSockets: 64 });
  const stream =
    options.revocations === false
      ? undefined
      : createRevocationFollower({
          url: `${base}${SESSION_REVOCATIONS_PATH}`,
          fetch: doFetch,
          token: options.internalToken,
          logger: options.logger,
          onRevoked: revoke,
          onDisconnected: () => cache.clear(),
        });
  // Followed from the start, not from the first request: the first burst after a start or deploy is
  // then answered from the cache (which needs the stream), and the HTTP client is loaded already.
  stream?.start();

  function revoke(revocation: SessionRevocation) {
    for (const [key, entry] of cache) {
      if ('sessionId' in revocation ? entry.sessionId === revocation.sessionId : entry.user?.id === revocation.userId) cache.delete(key);
    }
  }

  // Lookups on their way, by session: requests of one session arriving together (a page's burst,
  // a class opening the dashboard at once, the moment a cached entry expires) share one lookup.
  const inFlight = new Map<string, { generation: number | undefined; lookup: Promise<AuthUser | null> }>();

  async function resolve(cookieHeader: string | undefined, parent: Context = context.active()): Promise<AuthUser | null> {
    const sid = readCookie(cookieHeader, SESSION_COOKIE);
    if (!sid) return null;
    stream?.start();
    const hit = cache.get(sid);
    if (hit && hit.expires > Date.now()) return hit.user;
    const generation = stream?.generation();
    // A lookup that began before a revocation (or a reconnect) is not joined: its answer may predate it.
    const shared = inFlight.get(sid);
    if (shared && shared.generation === generation) return shared.lookup;
    const lookup = lookUp(sid, generation, parent).finally(() => {
      if (inFlight.get(sid)?.lookup === lookup) inFlight.delete(sid);
    });
    inFlight.set(sid, { generation, lookup });
    return lookup;
  }

  /** Asks identity about a session, in a span of the trace of the request that asked first (`parent`). */
  async function lookUp(sid: string, generation: number | undefined, parent: Context): Promise<AuthUser | null> {
    const now = Date.now();
    let answer: { status: number; body: string };
    try {
      answer = await inSpan(tracer, 'GET /api/auth/user', { kind: SpanKind.CLIENT, attributes: lookupAttributes, parent }, async (span, active) => {
        const got = await getText(lookupUrl, injectTraceHeaders({ cookie: `${SESSION_COOKIE}=${sid}`, accept: 'application/json' }, active), timeoutMs, agent);
        span.setAttribute('http.response.status_code', got.status);
        return got;
      });
    } catch (cause) {
      throw identityUnavailable(cause);
    }
    let user: AuthUser | null;
    try {
      if (answer.status === 401) user = null;
      else if (answer.status >= 200 && answer.status < 300) user = authUserSchema.parse(JSON.parse(answer.body));
      else throw identityUnavailable();
    } catch (cause) {
      throw cause instanceof AppError ? cause : identityUnavailable(cause);
    }
    if (stream && stream.connected() && stream.generation() === generation && ttl > 0) {
      if (cache.size > 10_000) cache.clear();
      cache.set(sid, { user, sessionId: sessionIdOfCookie(sid), expires: now + ttl });
    }
    return user;
  }

  // One lookup per request: the rate limiter and the route's guard ask about the same caller, and
  // when identity is slow the second must not wait out a second timeout. Kept on the request under
  // this client's own key (a property costs less than a WeakMap entry per request).
  const LOOKUP = Symbol('academy.identityLookup');
  function resolveRequest(req: Request): Promise<AuthUser | null> {
    const held = req as Request & { [LOOKUP]?: Promise<AuthUser | null> };
    return (held[LOOKUP] ??= resolve(req.headers.cookie, requestTrace(req)));
  }

  /**
   * Sets req.user when signed in; never refuses. When identity cannot be reached in time the
   * caller is treated as a visitor, so public reads keep working through an identity outage.
   */
  const optionalUser: RequestHandler = async (req, _res, next) => {
    try {
      req.user = (await resolveRequest(req)) ?? undefined;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'IDENTITY_UNAVAILABLE')) return next(error);
      req.user = undefined;
      (req.log ?? options.logger)?.warn({ err: error }, 'identity unavailable; answering as a visitor');
    }
    next();
  };

  /** Refuses with 401 when signed out. */
  const requireUser: RequestHandler = async (req, _res, next) => {
    try {
      const user = await resolveRequest(req);
      if (!user) return next(unauthorized());
      req.user = user;
      next();
    } catch (error) {
      next(error);
    }
  };

  /** Refuses with 401 when signed out and 403 unless the user is an administrator. */
  const requireAdmin: RequestHandler = async (req, res, next) => {
    requireUser(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (!req.user?.isAdmin) {
        if (req.user) void options.refusals?.refused(req, req.user.id);
        return next(forbidden('Only administrators can do this.'));
      }
      next();
    });
  };

  return {
    resolve,
    resolveRequest,
    optionalUser,
    requireUser,
    requireAdmin,
    clear: () => cache.clear(),
    /** Whether the revocation stream is connected (and the cache in use). */
    following: () => stream?.connected() ?? false,
    /** Stops following the revocation stream and closes the connections to identity. */
    close: () => {
      stream?.close();
      agent.destroy();
    },
  };
}
export type IdentityClient = ReturnType<typeof createIdentityClient>;

/** GET with a deadline for the whole answer; any status resolves, only a failed or late exchange rejects. */
function getText(url: URL, headers: Record<string, string>, timeoutMs: number, agent: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).get(url, { agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(deadline);
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
      });
      response.on('error', (error) => {
        clearTimeout(deadline);
        reject(error);
      });
    });
    const deadline = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    request.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
  });
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim() || undefined;
  }
  return undefined;
}

/** The user a route guarded by requireUser runs for. */
export function currentUser(req: { user?: AuthUser }): AuthUser {
  if (!req.user) throw unauthorized();
  return req.user;
}
