import { createDatabase, createIdentityClient, createLogger, createServiceApp, eventsRouter, listen, type RunningServer } from '@academy/service-kit';
import { migrationsFolder, type ToolsConfig } from '../config.ts';
import { loadToolCatalogue } from '../data/catalogue-loader.ts';
import { schema } from '../data/schema.ts';
import { createAnalyticsRepository } from '../data/analytics.repository.ts';
import { createToolsRepository } from '../data/tools.repository.ts';
import { onUserDeleted } from '../domain/on-user-deleted.use-case.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { toolsRoutes } from './tools.routes.ts';

export function createToolsService(config: ToolsConfig) {
  const logger = createLogger('tools', config.LOG_LEVEL);
  const database = createDatabase(config.DATABASE_URL, schema);
  const tools = createToolsRepository(database.db);
  const analytics = createAnalyticsRepository(database.db);
  const identity = createIdentityClient({ identityUrl: config.IDENTITY_URL, internalToken: config.INTERNAL_EVENTS_TOKEN });
  const app = createServiceApp({
    logger,
    ready: database.ping,
    rateLimits: { pool: database.pool, identity },
    routes: [
      toolsRoutes({ tools, identity }),
      analyticsRoutes({ analytics, identity }),
      eventsRouter({ db: database.db, handlers: { 'user.deleted': onUserDeleted }, sharedSecret: config.INTERNAL_EVENTS_TOKEN }),
    ],
  });

  return {
    app,
    logger,
    async start(): Promise<RunningServer> {
      await database.migrate(migrationsFolder);
      await tools.syncCatalogue(await loadToolCatalogue(config.CONTENT_DIR));
      const server = await listen(app, config.PORT, () => database.close(), config.HOST);
      logger.info({ port: server.port }, 'tools service listening');
      return server;
    },
  };
}
