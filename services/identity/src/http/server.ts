import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Router } from 'express';
import type { Role } from '@academy/contracts';
import { accessDeniedEvent, createAccessRefusals, createDatabase, createLogger, createOutboxRelay, createServiceApp, listen, publishEvent, type Logger, type RateLimitOptions, type RunningServer } from '@academy/service-kit';
import type { IdentityConfig } from '../config.ts';
import { schema } from '../data/schema.ts';
import { createUserRepository } from '../data/user.repository.ts';
import { changeUserRole, deleteUser } from '../domain/manage-user.use-case.ts';
import { RECORDED_ACCOUNTS_SHOWN, RECORDED_SUBJECT_PREFIX, developmentAccounts, recordedAccount } from '../oidc/dev-accounts.ts';
import { createDevelopmentProvider } from '../oidc/dev-provider.ts';
import { createOidcClient, loopbackFetch, type OidcClient } from '../oidc/oidc-client.ts';
import { createAdminUsersRoutes } from './admin-users.routes.ts';
import { createAuthRoutes } from './auth.routes.ts';
import { createRevocationStream } from './revocation-stream.ts';
import { SELF_CALL_HEADER, createSessions, isSelfCall, signedInUserOf } from './session.ts';

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

/** Where this process can reach itself, whatever interface it listens on. */
function loopbackOrigin(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '' || host === '::') return `http://127.0.0.1:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
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
        const selfCallToken = randomBytes(32).toString('base64url');
        const postLogoutRedirectUri = `${config.publicUrl}/`;
        const routers: Router[] = [];
        let selfOrigin: string | undefined;
        let oidc: OidcClient;
        let initialRole: (email: string) => Role;

        const users = createUserRepository(database.db);
        if (config.oidc.mode === 'development') {
          const demoEmails = new Set(developmentAccounts.map((account) => account.email));
          const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
          const provider = await createDevelopmentProvider({
            publicUrl: config.publicUrl,
            redirectUri,
            secret: config.sessionSecret,
            logger,
            // Every user on record can sign in here too, not only the demo accounts: the newest are
            // listed, and the page's search (e-mail or name) finds any other.
            recordedAccounts: {
              list: async (search) => {
                const { rows, total } = await users.latest(RECORDED_ACCOUNTS_SHOWN, { search, exclude: [...demoEmails] });
                return { accounts: rows.map(recordedAccount), total };
              },
              find: async (subject) => {
                const id = subject.startsWith(RECORDED_SUBJECT_PREFIX) ? subject.slice(RECORDED_SUBJECT_PREFIX.length) : '';
                if (!uuid.test(id)) return undefined;
                const user = await users.findById(id);
                return user && !demoEmails.has(user.email) ? recordedAccount(user) : undefined;
              },
            },
          });
          routers.push(provider.router);
          oidc = createOidcClient({
            issuer: provider.issuer,
            clientId: provider.clientId,
            clientSecret: provider.clientSecret,
            redirectUri,
            postLogoutRedirectUri,
            allowHttp: true,
            // Marked as this process's own call, which no rate limit counts against the visitors.
            fetch: loopbackFetch(provider.issuer, () => selfOrigin, { [SELF_CALL_HEADER]: selfCallToken }),
            // Show the account chooser every time, so signing out and in again can switch accounts.
            authorizationParams: { prompt: 'login' },
          });
          initialRole = (email) => developmentAccounts.find((account) => account.email === email)?.role ?? 'user';
        } else {
          oidc = createOidcClient({
            issuer: config.oidc.issuer,
            clientId: config.oidc.clientId,
            clientSecret: config.oidc.clientSecret,
            redirectUri,
            postLogoutRedirectUri,
            allowHttp: config.nodeEnv !== 'production',
          });
          initialRole = () => 'user';
        }

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
            signOutAtIssuer: config.oidc.mode === 'external',
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
            exempt: (req) => isSelfCall(req.get(SELF_CALL_HEADER), selfCallToken),
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
        selfOrigin = loopbackOrigin(config.host, running.port);
        logger.info({ url: running.url, publicUrl: config.publicUrl, signIn: config.oidc.mode === 'development' ? 'development provider' : config.oidc.issuer }, 'identity service listening');
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
