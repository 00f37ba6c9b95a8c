import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import { readCookie } from '@academy/service-kit';
import { SIGN_IN_WINDOW_MS } from '../domain/sign-in.use-case.ts';
import type { PendingSignIn } from '../oidc/oidc-client.ts';

/**
 * Sign-ins started in a browser and not yet completed live in that browser, in a sealed cookie,
 * not in the sessions table: anonymous GET /api/login calls store nothing on the server, and a
 * session row is written only when a sign-in completes. The cookie is encrypted and authenticated
 * (AES-256-GCM with a key derived from the session secret), so the browser can neither read the
 * PKCE verifier and nonce nor change the state or the page to return to.
 */
export const PENDING_SIGN_IN_COOKIE = 'academy.signin';

/** A started sign-in is good for as long as the issuer has to send the browser back. */
export const PENDING_SIGN_IN_MAX_AGE_MS = SIGN_IN_WINDOW_MS;

/** At most this many sign-ins may be in flight per browser (several tabs)... */
const MAX_PENDING_SIGN_INS = 5;
/** ...and fewer when their return pages are long: browsers keep cookies of up to about 4 KB. */
const MAX_COOKIE_VALUE_LENGTH = 3_800;

function isPendingSignIn(value: unknown): value is PendingSignIn {
  if (typeof value !== 'object' || value === null) return false;
  const { state, nonce, codeVerifier, returnTo, startedAt } = value as Record<string, unknown>;
  return [state, nonce, codeVerifier, returnTo].every((field) => typeof field === 'string') && typeof startedAt === 'number';
}

export interface PendingSignIns {
  /** Remembers a started sign-in in the browser, keeping only the most recent few. */
  remember(req: Request, res: Response, pending: PendingSignIn): void;
  /** Takes (and forgets) the sign-in with this state. */
  take(req: Request, res: Response, state: string | null): PendingSignIn | undefined;
  /** What a value of the cookie holds; nothing when it was changed or sealed with another secret. */
  open(value: string | undefined): PendingSignIn[];
}

export function createPendingSignIns(options: { secret: string; secure: boolean }): PendingSignIns {
  const key = createHash('sha256').update(`pending-sign-ins:${options.secret}`).digest();
  // Sent with the sign-in routes only; Lax, so it comes back with the issuer's top-level redirect.
  const cookie: CookieOptions = { httpOnly: true, sameSite: 'lax', secure: options.secure, path: '/api/' };

  function seal(pending: PendingSignIn[]): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const sealed = Buffer.concat([cipher.update(JSON.stringify(pending), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  function open(value: string | undefined): PendingSignIn[] {
    if (!value) return [];
    try {
      const raw = Buffer.from(value, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const json = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      const parsed: unknown = JSON.parse(json);
      return Array.isArray(parsed) ? parsed.filter(isPendingSignIn) : [];
    } catch {
      // Changed, cut short or sealed with another secret: no sign-in is pending.
      return [];
    }
  }

  function write(res: Response, pending: PendingSignIn[]) {
    if (pending.length === 0) {
      res.clearCookie(PENDING_SIGN_IN_COOKIE, cookie);
      return;
    }
    const newest = Math.max(...pending.map((p) => p.startedAt));
    const maxAge = Math.max(0, newest + PENDING_SIGN_IN_MAX_AGE_MS - Date.now());
    res.cookie(PENDING_SIGN_IN_COOKIE, seal(pending), { ...cookie, maxAge });
  }

  const current = (req: Request) =>
    open(readCookie(req.headers.cookie, PENDING_SIGN_IN_COOKIE)).filter((p) => Date.now() - p.startedAt <= PENDING_SIGN_IN_MAX_AGE_MS);

  return {
    remember(req, res, pending) {
      let recent = [pending, ...current(req).filter((p) => p.state !== pending.state)].sort((a, b) => b.startedAt - a.startedAt).slice(0, MAX_PENDING_SIGN_INS);
      while (recent.length > 1 && seal(recent).length > MAX_COOKIE_VALUE_LENGTH) recent = recent.slice(0, -1);
      write(res, recent);
    },
    take(req, res, state) {
      // Expired ones too: the sign-in then says it took too long rather than that it is unknown.
      const all = open(readCookie(req.headers.cookie, PENDING_SIGN_IN_COOKIE));
      const pending = state ? all.find((p) => p.state === state) : undefined;
      if (pending)
        write(
          res,
          all.filter((p) => p !== pending),
        );
      return pending;
    },
    open,
  };
}
