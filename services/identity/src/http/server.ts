import { fileURLToPath } from 'node:url';
import type { Router } from 'express';
import type { Role } from '@academy/contracts';
import { accessDeniedEvent, createAccessRefusals, createDatabase, createLogger, createOutboxRelay, createServiceApp, listen, publishEvent, type Logger, type RateLimitOptions, type RunningServer } from '@academy/service-kit';
import type { IdentityConfig } from '../config.ts';
import { schema } from '../data/schema.ts';
import { createUserRepository } from '../data/user.repository.ts';
import { changeUserRole, deleteUser } from '../domain/manage-user.use-case.ts';
import { createOidcClient, type OidcClient } from '../oidc/oidc-client.ts';
import { createAdminUsersRoutes } from './admin-users.routes.ts';
import { createAuthRoutes } from './auth.routes.ts';
import { createRevocationStream } from './revocation-stream.ts';
import { createSessions, signedInUserOf } from './session.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface IdentityServerOptions {
  logger?: Logger;
  /** Replaces rate limit policies' numbers (tests). */
  rateLimitPolicies?: RateLimitOptions['policies'];
  /** How often expired sessions are deleted (tests; SESSION_PRUNE_INTERVAL_SECONDS otherwise). */
  sessionPruneIntervalSeconds?: number;
}

/** What administering a user does beyond the database: every service is told before it returns. */
export interface UserAdministration {
  changeRole(userId: string, role: Role): Promise<void>;
  deleteUser(userId: string): Promise<void>;
}

export interface IdentityServer {
  /** Applies migrations, then listens on config.port (0 picks a free port). */
  start(): Promise<RunningServer>;
  /** Role changes and deletions, wired to the revocation stream (for the admin routes; available once started). */
  administration(): UserAdministration;
  /** Drains requests in flight, then closes the session store and the pool. */
  stop(): Promise<void>;
}

/** The identity service: users, sessions, sign-in through OpenID Connect. */
export function createIdentityServer(config: IdentityConfig, options: IdentityServerOptions = {}): IdentityServer {
  const logger = options.logger ?? createLogger('identity', config.logLevel);
  let running: RunningServer | undefined;
  let administration: UserAdministration | undefined;

  return {
    async start() {
      if (running) throw new Error('the identity service is already running');
      const database = createDatabase(config.databaseUrl, schema);
      try {
        await database.migrate(MIGRATIONS_FOLDER);

        const redirectUri = `${config.publicUrl}/api/callback`;
        const postLogoutRedirectUri = `${config.publicUrl}/`;
        const routers: Router[] = [];
        const users = createUserRepository(database.db);
        // Any OpenID Connect issuer; in development the provider of dev/stand-ins (decision 028).
        const oidc: OidcClient = createOidcClient({
          issuer: config.oidc.issuer,
          clientId: config.oidc.clientId,
          clientSecret: config.oidc.clientSecret,
          redirectUri,
          postLogoutRedirectUri,
          allowHttp: config.nodeEnv !== 'production',
        });
        const initialEmails = new Set(config.initialAdminEmails);
        const initialRole = (email: string): Role => (initialEmails.has(email.toLowerCase()) ? 'administrator' : 'user');

        const sessions = createSessions({ pool: database.pool, secret: config.sessionSecret, publicUrl: config.publicUrl, logger, pruneIntervalSeconds: options.sessionPruneIntervalSeconds });
        const revocations = createRevocationStream({ logger, internalToken: config.eventsToken });
        administration = {
          changeRole: (userId, role) => changeUserRole({ users, revocations }, userId, role),
          deleteUser: (userId) => deleteUser({ users, revocations }, userId),
        };
        routers.unshift(revocations.router);
        const refusals = createAccessRefusals({ logger, report: (refusal) => users.transaction((tx) => publishEvent(tx, accessDeniedEvent(refusal))) });
        routers.unshift(createAdminUsersRoutes({ sessions, users, adminEmails: config.adminEmails, revocations, refusals }));
        routers.unshift(
          createAuthRoutes({
            publicUrl: config.publicUrl,
            sessions,
            oidc,
            users,
            adminEmails: config.adminEmails,
            initialRole,
            // At the issuer too when it offers sign-out (an end_session_endpoint); the development provider does not.
            signOutAtIssuer: true,
            revocations,
            refusals,
            logger,
          }),
        );

        const relay = createOutboxRelay({ pool: database.pool, source: 'identity', subscribers: config.eventSubscribers, token: config.eventsToken, logger });
        const app = createServiceApp({
          logger,
          routes: routers,
          ready: database.ping,
          trustedProxies: config.trustedProxies,
          rateLimits: {
            pool: database.pool,
            policies: { signIn: { limit: config.signInRateLimit, windowMs: 10 * 60 * 1000 }, ...options.rateLimitPolicies },
            // Identity holds the sessions: a signed-in caller is counted per user, as in every other service.
            signedInUser: (req, res) => signedInUserOf(sessions, req, res),
          },
        });
        await sessions.warmUp(database.pool.options.max);
        const server = await listen(
          app,
          config.port,
          async () => {
            await relay.stop();
            await sessions.close();
            await database.close();
          },
          config.host,
        );
        // The revocation streams stay open until ended; end them first so stopping does not wait on them.
        running = {
          ...server,
          stop: async () => {
            revocations.close();
            await server.stop();
          },
        };
        await relay.start();
        logger.info({ url: running.url, publicUrl: config.publicUrl, signIn: config.oidc.issuer }, 'identity service listening');
        return running;
      } catch (error) {
        await database.close().catch(() => undefined);
        throw error;
      }
    },

    administration() {
      if (!administration) throw new Error('the identity service is not started');
      return administration;
    },

    async stop() {
      await running?.stop();
    },
  };
}
