import { Router, type Request, type Response } from 'express';
import { authUserSchema, type Role } from '@academy/contracts';
import { AppError, SESSION_COOKIE, sendJson, type Logger } from '@academy/service-kit';
import type { UserRepository } from '../data/user.repository.ts';
import { getCurrentUser } from '../domain/get-current-user.use-case.ts';
import { safeReturnTo } from '../domain/return-to.ts';
import { completeSignIn } from '../domain/sign-in.use-case.ts';
import type { OidcClient } from '../oidc/oidc-client.ts';
import { destroySession, regenerateSession, rememberPendingSignIn, saveSession, takePendingSignIn, type SessionSetup } from './session.ts';

export interface AuthRoutesDeps {
  publicUrl: string;
  sessions: SessionSetup;
  oidc: OidcClient;
  users: UserRepository;
  adminEmails: readonly string[];
  initialRole(email: string): Role;
  /** Also end the session at the issuer on logout (external issuers). */
  signOutAtIssuer: boolean;
  logger: Logger;
}

/** Where the browser lands when a sign-in cannot be completed. */
export const SIGN_IN_FAILED_LOCATION = '/?signin=failed';

/** Sign-in, sign-out and "who am I" — the browser-facing half of identity. */
export function createAuthRoutes(deps: AuthRoutesDeps): Router {
  const router = Router();
  router.use(['/api/login', '/api/callback', '/api/logout', '/api/auth'], deps.sessions.middleware);

  function signInFailed(req: Request, res: Response, error: unknown) {
    const log = req.log ?? deps.logger;
    if (error instanceof AppError && error.status < 500) log.warn({ code: error.code, reason: describe(error.cause) }, 'sign-in refused');
    else log.error({ err: error }, 'sign-in failed');
    res.set('Cache-Control', 'no-store').redirect(302, SIGN_IN_FAILED_LOCATION);
  }

  router.get('/api/login', async (req, res) => {
    try {
      const { url, pending } = await deps.oidc.beginSignIn(safeReturnTo(req.query['returnTo']));
      rememberPendingSignIn(req, pending);
      await saveSession(req);
      res.set('Cache-Control', 'no-store').redirect(302, url.href);
    } catch (error) {
      signInFailed(req, res, error);
    }
  });

  router.get('/api/callback', async (req, res) => {
    try {
      const callbackUrl = new URL(req.originalUrl, deps.publicUrl);
      const pending = takePendingSignIn(req, callbackUrl.searchParams.get('state'));
      const { user, idToken } = await completeSignIn(
        { users: deps.users, initialRole: deps.initialRole, verifier: deps.oidc },
        callbackUrl,
        pending,
      );
      // A new session id at sign-in: whatever id the browser had before is worth nothing now.
      await regenerateSession(req);
      req.session.userId = user.id;
      if (deps.signOutAtIssuer && idToken) req.session.idToken = idToken;
      await saveSession(req);
      req.log?.info({ userId: user.id }, 'signed in');
      res.set('Cache-Control', 'no-store').redirect(302, pending?.returnTo ?? '/');
    } catch (error) {
      signInFailed(req, res, error);
    }
  });

  router.get('/api/logout', async (req, res) => {
    const idToken = req.session.idToken;
    const userId = req.session.userId;
    await destroySession(req);
    res.clearCookie(SESSION_COOKIE, deps.sessions.cookie);
    let location = '/';
    if (deps.signOutAtIssuer && userId) {
      try {
        location = (await deps.oidc.endSessionUrl(idToken)) ?? '/';
      } catch (error) {
        req.log?.warn({ reason: describe(error) }, 'could not sign out at the issuer');
      }
    }
    if (userId) req.log?.info({ userId }, 'signed out');
    res.set('Cache-Control', 'no-store').redirect(302, location);
  });

  router.get('/api/auth/user', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const user = await getCurrentUser({ users: deps.users, adminEmails: deps.adminEmails }, req.session.userId);
    sendJson(res, authUserSchema, user);
  });

  return router;
}

function describe(error: unknown): string | undefined {
  if (error === undefined) return undefined;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
