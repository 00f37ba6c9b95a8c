import { fileURLToPath } from 'node:url';
import { identityOperations, type Role } from '@academy/contracts';
import { defineService, type RateLimitOptions, type ServiceContext, type ServiceOptions } from '@academy/service-kit';
import type { IdentityConfig } from '../config.ts';
import { schema } from '../data/schema.ts';
import { createUserRepository } from '../data/user.repository.ts';
import { changeUserRole, deleteUser } from '../domain/manage-user.use-case.ts';
import { createOidcClient } from '../oidc/oidc-client.ts';
import { createAdminUsersRoutes } from './admin-users.routes.ts';
import { createAuthRoutes } from './auth.routes.ts';
import { createRevocationStream } from './revocation-stream.ts';
import { createSessions, signedInUserOf } from './session.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface IdentityServerOptions extends ServiceOptions {
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

/**
 * The identity service: users, sessions, sign-in through OpenID Connect. It holds the sessions, so
 * it has no identity client: its guards read the session, and its refused administrator calls are
 * published for the audit log. start() applies migrations, reads a session on each connection,
 * then listens and starts delivering its events; stopping ends the revocation streams first.
 */
export const createIdentityServer = defineService({
  name: 'identity',
  settings: (config: IdentityConfig) => ({
    port: config.port,
    host: config.host,
    logLevel: config.logLevel,
    databaseUrl: config.databaseUrl,
    trustedProxies: config.trustedProxies,
    internalToken: config.eventsToken,
    eventSubscribers: config.eventSubscribers,
    otlpEndpoint: config.otlpEndpoint,
    tracesDisabled: config.tracesDisabled,
    metricsDisabled: config.metricsDisabled,
  }),
  database: { schema, migrations: MIGRATIONS_FOLDER },
  refusals: 'outbox',
  assemble({ config, logger, database, transaction, refusals, metrics }: ServiceContext<IdentityConfig, typeof schema>, options: IdentityServerOptions) {
    if (!refusals) throw new Error('identity files its refused administrator calls: its definition says refusals');
    const users = createUserRepository(database.db);
    // Any OpenID Connect issuer; in development the provider of dev/stand-ins (decision 028).
    const oidc = createOidcClient({
      issuer: config.oidc.issuer,
      clientId: config.oidc.clientId,
      clientSecret: config.oidc.clientSecret,
      redirectUri: `${config.publicUrl}/api/callback`,
      postLogoutRedirectUri: `${config.publicUrl}/`,
      allowHttp: config.nodeEnv !== 'production',
    });
    const initialEmails = new Set(config.initialAdminEmails);
    const initialRole = (email: string): Role => (initialEmails.has(email.toLowerCase()) ? 'administrator' : 'user');
    const sessions = createSessions({
      pool: database.pool,
      secret: config.sessionSecret,
      previousSecrets: config.previousSessionSecrets,
      publicUrl: config.publicUrl,
      logger,
      pruneIntervalSeconds: options.sessionPruneIntervalSeconds,
    });
    const revocations = createRevocationStream({ logger, internalToken: config.eventsToken });
    const administration: UserAdministration = {
      changeRole: (userId, role) => changeUserRole({ users, transaction, revocations }, userId, role),
      deleteUser: (userId) => deleteUser({ users, transaction, revocations }, userId),
    };
    return {
      routes: [
        createAuthRoutes({
          publicUrl: config.publicUrl,
          sessions,
          oidc,
          users,
          transaction,
          adminEmails: config.adminEmails,
          initialRole,
          // At the issuer too when it offers sign-out (an end_session_endpoint); the development provider does not.
          signOutAtIssuer: true,
          revocations,
          refusals,
          logger,
          signIns: metrics.counter({ name: 'academy_sign_ins_total', help: 'Sign-ins completed at the callback, by outcome', labelNames: ['outcome'] }),
        }),
        createAdminUsersRoutes({ sessions, users, transaction, adminEmails: config.adminEmails, revocations, refusals }),
        revocations.router,
      ],
      rateLimits: {
        policies: { signIn: { limit: config.signInRateLimit, windowMs: 10 * 60 * 1000 }, ...options.rateLimitPolicies },
        // Identity holds the sessions: a signed-in caller is counted per user, as in every other service.
        signedInUser: (req, res) => signedInUserOf(sessions, req, res),
      },
      startup: [
        async () => {
          await sessions.warmUp(database.pool.options.max);
          return () => sessions.close();
        },
        // Every identity process on this database delivers every revocation to its followers.
        () => revocations.shareThrough(database.pool),
      ],
      // Every page and every service asks who is signed in.
      warmUp: { operations: [identityOperations.currentUser], headers: () => ({ cookie: sessions.cookieOfNoSession() }) },
      // The revocation streams stay open until ended; end them first so stopping does not wait on them.
      stopping: () => revocations.close(),
      listening: (server) => ({ url: server.url, publicUrl: config.publicUrl, signIn: config.oidc.issuer }),
      expose: {
        /** Role changes and deletions, wired to the revocation stream (the admin routes' and tests'). */
        administration: () => administration,
      },
    };
  },
});
