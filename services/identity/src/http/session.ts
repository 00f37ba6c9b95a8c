import connectPgSimple from 'connect-pg-simple';
import { sign } from 'cookie-signature';
import session from 'express-session';
import { randomUUID } from 'node:crypto';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import type pg from 'pg';
import { SESSION_COOKIE, type Logger } from '@academy/service-kit';
import { createPendingSignIns, type PendingSignIns } from './pending-sign-ins.ts';

/** The spec's 24-hour session timeout, counted from sign-in (sessions do not roll). */
export const SESSION_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * How often expired sessions are deleted (seconds; each run waits between half and one and a half
 * of it, so instances do not all prune at once).
 */
export const SESSION_PRUNE_INTERVAL_SECONDS = 60;

declare module 'express-session' {
  interface SessionData {
    /** The signed-in user. */
    userId: string;
    /** Kept for the issuer's sign-out (external issuers only). */
    idToken: string;
  }
}

export interface SessionSetup {
  middleware: RequestHandler;
  /** Options a cookie must be cleared with to be removed. */
  cookie: CookieOptions;
  /** Sign-ins started and not completed, kept in the browser (no session row until sign-in completes). */
  pendingSignIns: PendingSignIns;
  /**
   * Reads a session no one has on `connections` connections at once, before the service takes
   * traffic: every service asks identity who is signed in, and the first burst after a start must
   * not wait for cold connections and cold code. Also starts deleting expired sessions.
   */
  warmUp(connections: number): Promise<void>;
  /**
   * A session cookie signed as the middleware signs, for a session id that exists nowhere: the
   * service's warm-up requests carry it, so its lookup runs as far as the store and finds no one.
   */
  cookieOfNoSession(): string;
  close(): Promise<void>;
}

/**
 * Sessions in PostgreSQL. Nothing is written unless the session changes: no resave, no rolling
 * expiry and no touch, so reading who is signed in costs one read.
 */
export function createSessions(options: {
  pool: pg.Pool;
  secret: string;
  /** Secrets `secret` replaced: cookies they signed are still accepted; new ones are signed with `secret`. */
  previousSecrets?: readonly string[];
  publicUrl: string;
  logger: Logger;
  pruneIntervalSeconds?: number;
}): SessionSetup {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool: options.pool,
    tableName: 'sessions',
    createTableIfMissing: false,
    disableTouch: true,
    pruneSessionInterval: options.pruneIntervalSeconds ?? SESSION_PRUNE_INTERVAL_SECONDS,
    errorLog: (...args: unknown[]) => options.logger.error({ detail: args.map(String).join(' ') }, 'session store failed'),
  });
  const secure = new URL(options.publicUrl).protocol === 'https:';
  const cookie: CookieOptions = { httpOnly: true, sameSite: 'lax', secure, path: '/' };
  const middleware = session({
    name: SESSION_COOKIE,
    // express-session signs with the first and accepts every one.
    secret: [options.secret, ...(options.previousSecrets ?? [])],
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    // Behind the gateway TLS ends before this process; trust its X-Forwarded-Proto for Secure cookies.
    proxy: secure ? true : undefined,
    cookie: { ...cookie, maxAge: SESSION_MAX_AGE_MS },
  });
  return {
    middleware,
    cookie,
    pendingSignIns: createPendingSignIns({ secret: options.secret, secure }),
    async warmUp(connections) {
      // The store starts its pruning timer only when a session is first read or written: start it
      // here (with a first pass), so a service no browser has called yet still deletes expired rows.
      // A start-up step, so after the migrations: the table exists.
      store.pruneSessions();
      const read = (sid: string) => new Promise<void>((resolve, reject) => store.get(sid, (error: unknown) => (error ? reject(error) : resolve())));
      for (let round = 0; round < 3; round++) await Promise.all(Array.from({ length: connections }, () => read(randomUUID())));
    },
    cookieOfNoSession() {
      return `${SESSION_COOKIE}=${encodeURIComponent(`s:${sign(`warm-up-${randomUUID()}`, options.secret)}`)}`;
    },
    async close() {
      await store.close();
    },
  };
}

/** The signed-in user of a request, read through the session middleware (which a route's own use then skips). */
export function signedInUserOf(sessions: SessionSetup, req: Request, res: Response): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    sessions.middleware(req, res, (error?: unknown) => (error ? reject(error) : resolve(req.session?.userId)));
  });
}

export function regenerateSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((error: unknown) => (error ? reject(error) : resolve())));
}

export function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((error: unknown) => (error ? reject(error) : resolve())));
}

export function destroySession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.destroy((error: unknown) => (error ? reject(error) : resolve())));
}
