import { createDatabase, createIdentityClient, createLogger, createServiceApp, listen, type RunningServer } from '@academy/service-kit';
import { migrationsFolder, type LearningConfig } from '../config.ts';
import { loadModuleFiles } from '../data/content-loader.ts';
import { createEntitlementsRepository } from '../data/entitlements.repository.ts';
import { createModulesRepository } from '../data/modules.repository.ts';
import { schema } from '../data/schema.ts';
import { modulesRoutes } from './modules.routes.ts';

/** Builds the learning service: migrations and the content seed run in start(). */
export function createLearningService(config: LearningConfig) {
  const logger = createLogger('learning', config.LOG_LEVEL);
  const database = createDatabase(config.DATABASE_URL, schema);
  const modules = createModulesRepository(database.db);
  const entitlements = createEntitlementsRepository(database.db);
  const identity = createIdentityClient({ identityUrl: config.IDENTITY_URL });
  const app = createServiceApp({ logger, ready: database.ping, routes: [modulesRoutes({ modules, entitlements, identity })] });

  return {
    app,
    logger,
    database,
    identity,
    async start(): Promise<RunningServer> {
      await database.migrate(migrationsFolder);
      await modules.syncCatalogue(await loadModuleFiles(config.CONTENT_DIR));
      const server = await listen(app, config.PORT, () => database.close(), config.HOST);
      logger.info({ port: server.port }, 'learning service listening');
      return server;
    },
  };
}
