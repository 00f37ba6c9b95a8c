import type { Express, Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit, type IncrementResponse, type Options, type Store } from 'express-rate-limit';
import type pg from 'pg';
import { AppError } from './errors.ts';
import { SESSION_COOKIE, readCookie, type IdentityClient } from './auth.ts';

/**
 * How many requests a caller may make in a window. Callers are counted per user when signed in
 * and per IP address otherwise (docs/decisions/008-rate-limits.md).
 */
export interface RateLimitPolicy {
  limit: number;
  windowMs: number;
}

export const rateLimitPolicyNames = ['write', 'signIn', 'quizSubmission', 'payment', 'search', 'clientError'] as const;
export type RateLimitPolicyName = (typeof rateLimitPolicyNames)[number];

/** The platform's limits by route class. `write` applies to every non-GET request of every service. */
export const defaultRateLimitPolicies: Readonly<Record<RateLimitPolicyName, RateLimitPolicy>> = {
  /** Any POST, PUT, PATCH or DELETE: far above what a person clicking does, well below a script. */
  write: { limit: 120, windowMs: 60_000 },
  /** Starting a sign-in (GET /api/login): each start is a round trip to the issuer and a pending record. */
  signIn: { limit: 30, windowMs: 10 * 60_000 },
  /** Submitting a quiz (the learning slice adds its own cool-down between attempts on top). */
  quizSubmission: { limit: 10, windowMs: 60_000 },
  /** Creating or verifying a payment. */
  payment: { limit: 10, windowMs: 10 * 60_000 },
  /** A full-text search of the course (the mentor's questions): a person asks a few a minute. */
  search: { limit: 30, windowMs: 60_000 },
  /** A browser's error reports: a page that breaks sends a few; a loop that throws must not fill the table. */
  clientError: { limit: 20, windowMs: 60_000 },
};

export interface RateLimitOptions {
  /**
   * The service's pool: counters live in its database (an unlogged table the kit creates), so
   * every instance of the service shares them. Without it counters live in this process.
   */
  pool?: pg.Pool;
  /** Resolves the caller so signed-in users are counted per user rather than per address. */
  identity?: IdentityClient;
  /**
   * For the service that holds the sessions itself (identity, which has no identity client): the
   * signed-in user's id for a request, or undefined, so it counts per user too.
   */
  signedInUser?: (req: Request, res: Response) => Promise<string | undefined>;
  /** Requests no limit counts (the service's own calls to itself, proven by a secret it holds). */
  exempt?: (req: Request) => boolean;
  /** Replaces a policy's numbers (tests, or an operator's configuration). */
  policies?: Partial<Record<RateLimitPolicyName, RateLimitPolicy>>;
  /** Paths (prefixes) the default write limit leaves alone: service-to-service calls, signed webhooks. */
  writeExempt?: readonly string[];
  /** Told of each request a policy refuses (the service's metrics count them). */
  onRefused?: (policy: RateLimitPolicyName) => void;
}

export const RATE_LIMIT_TABLE = 'service_kit_rate_limits';

/**
 * A fixed-window counter in PostgreSQL, for express-rate-limit. One upsert per counted request:
 * the row's window is restarted when it has ended, otherwise its count goes up. The table is
 * unlogged (counters need not survive a crash) and made on first use by the kit, which owns it.
 */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private windowMs = 60_000;
  private static readonly tables = new WeakMap<pg.Pool, Promise<void>>();

  constructor(
    private readonly pool: pg.Pool,
    prefix: string,
  ) {
    this.prefix = `${prefix}:`;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private ensureTable(): Promise<void> {
    let ready = PostgresRateLimitStore.tables.get(this.pool);
    if (!ready) {
      ready = this.pool
        .query(`create unlogged table if not exists ${RATE_LIMIT_TABLE} (key text primary key, hits integer not null, reset_at timestamptz not null)`)
        .then(() => undefined)
        .catch((error: unknown) => {
          PostgresRateLimitStore.tables.delete(this.pool);
          throw error;
        });
      PostgresRateLimitStore.tables.set(this.pool, ready);
    }
    return ready;
  }

  async increment(key: string): Promise<IncrementResponse> {
    await this.ensureTable();
    const { rows } = await this.pool.query<{ hits: number; reset_at: Date }>(
      `insert into ${RATE_LIMIT_TABLE} as counter (key, hits, reset_at)
       values ($1, 1, now() + $2 * interval '1 millisecond')
       on conflict (key) do update set
         hits = case when counter.reset_at <= now() then 1 else counter.hits + 1 end,
         reset_at = case when counter.reset_at <= now() then excluded.reset_at else counter.reset_at end
       returning hits, reset_at`,
      [this.prefix + key, this.windowMs],
    );
    // Ended windows are cleared now and then by whoever is counting, so the table stays small.
    if (Math.random() < 0.01) void this.pool.query(`delete from ${RATE_LIMIT_TABLE} where reset_at < now() - interval '1 hour'`).catch(() => undefined);
    const row = rows[0];
    return { totalHits: row?.hits ?? 1, resetTime: row?.reset_at };
  }

  async decrement(key: string): Promise<void> {
    await this.ensureTable();
    await this.pool.query(`update ${RATE_LIMIT_TABLE} set hits = greatest(hits - 1, 0) where key = $1`, [this.prefix + key]);
  }

  async resetKey(key: string): Promise<void> {
    await this.ensureTable();
    await this.pool.query(`delete from ${RATE_LIMIT_TABLE} where key = $1`, [this.prefix + key]);
  }
}

/** Per user when the session cookie resolves to one, per IP address (IPv6 by /56) otherwise. */
async function callerKey(req: Request, res: Response, options: RateLimitOptions): Promise<string> {
  if (req.user) return `user:${req.user.id}`;
  if (readCookie(req.headers.cookie, SESSION_COOKIE)) {
    // The same lookup the route's guard uses next (one per request); an outage counts by address.
    const userId = options.identity
      ? (await options.identity.resolveRequest(req).catch(() => null))?.id
      : await options.signedInUser?.(req, res).catch(() => undefined);
    if (userId) return `user:${userId}`;
  }
  return `ip:${ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown')}`;
}

function rateLimitedError(resetTime: Date | undefined, windowMs: number): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + windowMs) - Date.now()) / 1000));
  return new AppError('RATE_LIMITED', `Too many requests. Please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`, {
    details: { retryAfterSeconds },
  });
}

function createLimiter(name: RateLimitPolicyName, policy: RateLimitPolicy, options: RateLimitOptions): RequestHandler {
  return rateLimit({
    windowMs: policy.windowMs,
    limit: policy.limit,
    standardHeaders: 'draft-6',
    legacyHeaders: false,
    keyGenerator: (req, res) => callerKey(req, res, options),
    ...(options.exempt ? { skip: options.exempt } : {}),
    ...(options.pool ? { store: new PostgresRateLimitStore(options.pool, name) } : {}),
    // A counter store that fails lets requests through: the limit protects the service, it must not take it down.
    passOnStoreError: true,
    validate: { keyGeneratorIpFallback: false },
    handler(req, res, next) {
      options.onRefused?.(name);
      const error = rateLimitedError((req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime, policy.windowMs);
      res.setHeader('Retry-After', String((error.details as { retryAfterSeconds: number }).retryAfterSeconds));
      next(error);
    },
  });
}

const LIMITERS = 'academy.rateLimiters';

/** Makes every policy's limiter for an app and keeps them where the named middlewares find them. */
export function installRateLimits(app: Express, options: RateLimitOptions = {}): Record<RateLimitPolicyName, RequestHandler> {
  const limiters = {} as Record<RateLimitPolicyName, RequestHandler>;
  for (const name of rateLimitPolicyNames) limiters[name] = createLimiter(name, options.policies?.[name] ?? defaultRateLimitPolicies[name], options);
  app.locals[LIMITERS] = limiters;
  return limiters;
}

function policyMiddleware(name: RateLimitPolicyName): RequestHandler {
  return (req, res, next) => {
    const limiters = req.app.locals[LIMITERS] as Record<RateLimitPolicyName, RequestHandler> | undefined;
    if (!limiters) return next(new Error(`The ${name} rate limit is used in an app not made by createServiceApp`));
    return limiters[name](req, res, next);
  };
}

/** Attach to a sign-in route: 30 starts per 10 minutes per address. */
export const signInRateLimit: RequestHandler = policyMiddleware('signIn');
/** Attach to a quiz submission route: 10 per minute per learner. */
export const quizSubmissionRateLimit: RequestHandler = policyMiddleware('quizSubmission');
/** Attach to every route that creates, confirms or verifies a payment: 10 per 10 minutes per user. */
export const paymentRateLimit: RequestHandler = policyMiddleware('payment');
/** Attach to a search route: 30 questions per minute per learner. */
export const searchRateLimit: RequestHandler = policyMiddleware('search');
/** Attach to the route browsers report their errors to: 20 a minute per caller. */
export const clientErrorRateLimit: RequestHandler = policyMiddleware('clientError');

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The default write limit, for every non-GET request outside the exempt prefixes. */
export function writeRateLimit(limiter: RequestHandler, exempt: readonly string[]): RequestHandler {
  return (req, res, next) => {
    if (!WRITE_METHODS.has(req.method) || exempt.some((prefix) => req.path.startsWith(prefix))) return next();
    return limiter(req, res, next);
  };
}
