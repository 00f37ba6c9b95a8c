import type { RequestHandler } from 'express';
import { authUserSchema, type AuthUser } from '@academy/contracts';
import { AppError, forbidden, unauthorized } from './errors.ts';

export const SESSION_COOKIE = 'academy.sid';

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthUser;
  }
}

export interface IdentityClientOptions {
  /** Base URL of the identity service as this service reaches it, e.g. http://127.0.0.1:4101 */
  identityUrl: string;
  /** How long a resolved session is reused. */
  ttlMs?: number;
  fetch?: typeof fetch;
}

interface CacheEntry {
  user: AuthUser | null;
  expires: number;
}

/**
 * Resolves the caller from the session cookie by asking the identity service, with a small cache
 * so a page's burst of calls costs one lookup. Services stay safe when reached directly: nothing
 * here trusts a header the gateway might have set.
 */
export function createIdentityClient(options: IdentityClientOptions) {
  const ttl = options.ttlMs ?? 5_000;
  const doFetch = options.fetch ?? fetch;
  const cache = new Map<string, CacheEntry>();
  const base = options.identityUrl.replace(/\/$/, '');

  async function resolve(cookieHeader: string | undefined): Promise<AuthUser | null> {
    const sid = readCookie(cookieHeader, SESSION_COOKIE);
    if (!sid) return null;
    const now = Date.now();
    const hit = cache.get(sid);
    if (hit && hit.expires > now) return hit.user;
    let response: Response;
    try {
      response = await doFetch(`${base}/api/auth/user`, { headers: { cookie: `${SESSION_COOKIE}=${sid}`, accept: 'application/json' } });
    } catch (cause) {
      throw new AppError('IDENTITY_UNAVAILABLE', 'Sign-in could not be checked right now. Please try again.', { status: 503, cause });
    }
    let user: AuthUser | null;
    if (response.status === 401) user = null;
    else if (response.ok) user = authUserSchema.parse(await response.json());
    else throw new AppError('IDENTITY_UNAVAILABLE', 'Sign-in could not be checked right now. Please try again.', { status: 503 });
    if (cache.size > 10_000) cache.clear();
    cache.set(sid, { user, expires: now + ttl });
    return user;
  }

  /** Sets req.user when signed in; never refuses. */
  const optionalUser: RequestHandler = async (req, _res, next) => {
    try {
      req.user = (await resolve(req.headers.cookie)) ?? undefined;
      next();
    } catch (error) {
      next(error);
    }
  };

  /** Refuses with 401 when signed out. */
  const requireUser: RequestHandler = async (req, _res, next) => {
    try {
      const user = await resolve(req.headers.cookie);
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
      if (!req.user?.isAdmin) return next(forbidden('Only administrators can do this.'));
      next();
    });
  };

  return { resolve, optionalUser, requireUser, requireAdmin, clear: () => cache.clear() };
}
export type IdentityClient = ReturnType<typeof createIdentityClient>;

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
