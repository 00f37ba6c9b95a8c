import { Router, type Request, type Response } from 'express';
import { identityOperations, type Role } from '@academy/contracts';
import {
  AppError,
  forRequest,
  SESSION_COOKIE,
  forbidden,
  operationHandlers,
  readCookie,
  serializeError,
  signInRateLimit,
  type AccessRefusals,
  type Logger,
} from '@academy/service-kit';
import type { RunInTransaction } from '../data/transaction.ts';
import type { UserRepository } from '../data/user.repository.ts';
import { safeReturnTo } from '../domain/return-to.ts';
import { completeSignIn } from '../domain/sign-in.use-case.ts';
import type { SessionRevocations } from '../domain/session-revocations.ts';
import type { OidcClient } from '../oidc/oidc-client.ts';
import { renderLogoutPage } from './logout-page.ts';
import { destroySession, regenerateSession, saveSession, type SessionSetup } from './session.ts';
import { sessionGuards } from './session-guards.ts';

export interface AuthRoutesDeps {
  publicUrl: string;
  sessions: SessionSetup;
  oidc: OidcClient;
  users: UserRepository;
  transaction: RunInTransaction;
  adminEmails: readonly string[];
  initialRole(email: string): Role;
  /** Also end the session at the issuer on logout (external issuers). */
  signOutAtIssuer: boolean;
  /** Tells every service's cache that a session ended. */
  revocations: SessionRevocations;
  /** Where refused calls (403) are filed for the audit log. */
  refusals: Pick<AccessRefusals, 'refused'>;
  logger: Logger;
  /** Counts completed sign-ins (the service's metrics): succeeded, refused (the issuer's answer or the state did not hold) or failed. */
  signIns: { inc(labels: { outcome: 'succeeded' | 'refused' | 'failed' }): void };
}

/** Where the browser lands when a sign-in cannot be completed. */
export const SIGN_IN_FAILED_LOCATION = '/?signin=failed';

/** Sign-in, sign-out and "who am I" — the browser-facing half of identity. */
export function createAuthRoutes(deps: AuthRoutesDeps): Router {
  const router = Router();
  // Starting a sign-in needs no session: what it must remember goes to the browser (pending-sign-ins.ts).
  router.use(['/api/callback', '/api/logout', '/api/auth'], deps.sessions.middleware);

  function signInFailed(req: Request, res: Response, error: unknown) {
    const log = req.log ?? deps.logger;
    if (error instanceof AppError && error.status < 500) log.warn({ code: error.code, reason: describe(error.cause) }, 'sign-in refused');
    else log.error({ err: error }, 'sign-in failed');
    res.redirect(302, SIGN_IN_FAILED_LOCATION);
  }

  const handle = operationHandlers(router, { identity: sessionGuards({ users: deps.users, adminEmails: deps.adminEmails, refusals: deps.refusals }) });

  handle(
    identityOperations.login,
    async ({ query, req, res }) => {
      try {
        const { url, pending } = await deps.oidc.beginSignIn(safeReturnTo(query.returnTo));
        deps.sessions.pendingSignIns.remember(req, res, pending);
        res.redirect(302, url.href);
      } catch (error) {
        signInFailed(req, res, error);
      }
    },
    { before: [signInRateLimit] },
  );

  handle(identityOperations.callback, async ({ req, res }) => {
    try {
      const callbackUrl = new URL(req.originalUrl, deps.publicUrl);
      const pending = deps.sessions.pendingSignIns.take(req, res, callbackUrl.searchParams.get('state'));
      const { user, idToken } = await completeSignIn(
        forRequest({ users: deps.users, transaction: deps.transaction, initialRole: deps.initialRole, verifier: deps.oidc }, req),
        callbackUrl,
        pending,
      );
      // A new session id at sign-in: whatever id the browser had before is worth nothing now,
      // in this service and (once told) in every other service's cache.
      const previousSessionId = readCookie(req.headers.cookie, SESSION_COOKIE) ? req.sessionID : undefined;
      await regenerateSession(req);
      if (previousSessionId) await deps.revocations.publish({ sessionId: previousSessionId });
      req.session.userId = user.id;
      if (deps.signOutAtIssuer && idToken) req.session.idToken = idToken;
      await saveSession(req);
      req.log?.info({ userId: user.id }, 'signed in');
      deps.signIns.inc({ outcome: 'succeeded' });
      res.redirect(302, pending?.returnTo ?? '/');
    } catch (error) {
      deps.signIns.inc({ outcome: error instanceof AppError && error.status < 500 ? 'refused' : 'failed' });
      signInFailed(req, res, error);
    }
  });

  // Signing out is a POST: GET only shows a page with the button, so no link or other site can do it.
  handle(identityOperations.logoutPage, ({ res }) => {
    res.type('html').send(renderLogoutPage());
  });

  handle(identityOperations.logout, async ({ req, res }) => {
    // The cookie is SameSite=Lax, so another site's POST arrives without it; refuse such a POST outright too.
    if (req.get('sec-fetch-site') === 'cross-site') throw forbidden('Signing out must start on this site.');
    const idToken = req.session.idToken;
    const userId = req.session.userId;
    const hadSession = readCookie(req.headers.cookie, SESSION_COOKIE) !== undefined;
    const sessionId = req.sessionID;
    await destroySession(req);
    // Every service drops its cached copy of this session before the browser hears it is signed out.
    if (hadSession) await deps.revocations.publish({ sessionId });
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
    if (req.accepts(['html', 'json']) === 'json') return { location };
    res.redirect(303, location);
  });

  // The guard reads the session's user from the database: the answer is that user.
  handle(identityOperations.currentUser, ({ user }) => user);

  return router;
}

/** What went wrong, without the data an error may quote (see serializeError). */
function describe(error: unknown): string | undefined {
  const safe = serializeError(error);
  return safe ? `${safe.type}: ${safe.message}` : undefined;
}
