import { createDatabase, createIdentityClient, createLogger, createServiceApp, listen, type RunningServer } from '@academy/service-kit';
import { migrationsFolder, type BackofficeConfig } from '../config.ts';
import { createCrmRepository } from '../data/crm.repository.ts';
import { schema } from '../data/schema.ts';
import { crmRoutes } from './crm.routes.ts';

export function createBackofficeService(config: BackofficeConfig) {
  const logger = createLogger('backoffice', config.LOG_LEVEL);
  const database = createDatabase(config.DATABASE_URL, schema);
  const crm = createCrmRepository(database.db);
  const identity = createIdentityClient({ identityUrl: config.IDENTITY_URL, internalToken: config.INTERNAL_EVENTS_TOKEN });
  const app = createServiceApp({ logger, ready: database.ping, rateLimits: { pool: database.pool, identity }, routes: [crmRoutes({ crm, identity })] });

  return {
    app,
    logger,
    async start(): Promise<RunningServer> {
      await database.migrate(migrationsFolder);
      const server = await listen(app, config.PORT, () => database.close(), config.HOST);
      logger.info({ port: server.port }, 'backoffice service listening');
      return server;
    },
  };
}
