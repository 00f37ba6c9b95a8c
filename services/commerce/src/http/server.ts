import { createDatabase, createIdentityClient, createLogger, createServiceApp, listen, type RunningServer } from '@academy/service-kit';
import { migrationsFolder, type CommerceConfig } from '../config.ts';
import { loadSeedPlans } from '../data/plans-loader.ts';
import { createPlansRepository } from '../data/plans.repository.ts';
import { schema } from '../data/schema.ts';
import { plansRoutes } from './plans.routes.ts';

export function createCommerceService(config: CommerceConfig) {
  const logger = createLogger('commerce', config.LOG_LEVEL);
  const database = createDatabase(config.DATABASE_URL, schema);
  const plans = createPlansRepository(database.db);
  const identity = createIdentityClient({ identityUrl: config.IDENTITY_URL });
  const app = createServiceApp({ logger, ready: database.ping, routes: [plansRoutes({ plans })] });

  return {
    app,
    logger,
    identity,
    async start(): Promise<RunningServer> {
      await database.migrate(migrationsFolder);
      await plans.seedMissing(await loadSeedPlans(config.CONTENT_DIR));
      const server = await listen(app, config.PORT, () => database.close(), config.HOST);
      logger.info({ port: server.port }, 'commerce service listening');
      return server;
    },
  };
}
