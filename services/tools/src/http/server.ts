import {
  createDatabase,
  createIdentityClient,
  createLogger,
  createOutboxRelay,
  createServiceApp,
  eventsRouter,
  listen,
  type RunningServer,
  type ServiceAppOptions,
} from '@academy/service-kit';
import { migrationsFolder, type ToolsConfig } from '../config.ts';
import { loadArenaContent } from '../data/arena-content-loader.ts';
import { createArenaRepository } from '../data/arena.repository.ts';
import { loadToolCatalogue } from '../data/catalogue-loader.ts';
import { schema } from '../data/schema.ts';
import { createAnalyticsRepository } from '../data/analytics.repository.ts';
import { createToolsRepository } from '../data/tools.repository.ts';
import { arenaEventHandlers } from '../domain/arena-activity.use-case.ts';
import { onUserDeleted } from '../domain/on-user-deleted.use-case.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { arenaRoutes } from './arena.routes.ts';
import { toolsRoutes } from './tools.routes.ts';

export interface ToolsServiceOptions {
  /** Replaces the platform's rate-limit numbers (tests that fire many parallel requests). */
  rateLimits?: ServiceAppOptions['rateLimits'];
}

/**
 * Builds the tools service. start() applies migrations, loads the catalogue and the arena's
 * content (a broken file stops the start), then listens and starts delivering its events.
 */
export async function createToolsService(config: ToolsConfig, options: ToolsServiceOptions = {}) {
  const logger = createLogger('tools', config.LOG_LEVEL);
  const content = await loadArenaContent(config.CONTENT_DIR);
  const database = createDatabase(config.DATABASE_URL, schema);
  const tools = createToolsRepository(database.db);
  const analytics = createAnalyticsRepository(database.db);
  const arena = { arena: createArenaRepository(database.db), content };
  const identity = createIdentityClient({ identityUrl: config.IDENTITY_URL, internalToken: config.INTERNAL_EVENTS_TOKEN });
  const relay = createOutboxRelay({ pool: database.pool, source: 'tools', subscribers: config.EVENT_SUBSCRIBERS, token: config.INTERNAL_EVENTS_TOKEN, logger });
  const app = createServiceApp({
    logger,
    ready: database.ping,
    trustedProxies: config.TRUSTED_PROXIES,
    rateLimits: { pool: database.pool, identity, ...options.rateLimits },
    routes: [
      toolsRoutes({ tools, identity }),
      analyticsRoutes({ analytics, identity }),
      arenaRoutes({ ...arena, identity }),
      eventsRouter({ db: database.db, handlers: { 'user.deleted': onUserDeleted, ...arenaEventHandlers(arena) }, sharedSecret: config.INTERNAL_EVENTS_TOKEN }),
    ],
  });

  return {
    app,
    logger,
    database,
    relay,
    async start(): Promise<RunningServer> {
      await database.migrate(migrationsFolder);
      await tools.syncCatalogue(await loadToolCatalogue(config.CONTENT_DIR));
      const server = await listen(
        app,
        config.PORT,
        async () => {
          await relay.stop();
          await database.close();
        },
        config.HOST,
      );
      await relay.start();
      logger.info({ port: server.port }, 'tools service listening');
      return server;
    },
  };
}
