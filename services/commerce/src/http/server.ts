import {
  createDatabase,
  createIdentityClient,
  createLogger,
  createOutboxRelay,
  createServiceApp,
  eventsRouter,
  listen,
  type RunningServer,
} from '@academy/service-kit';
import { migrationsFolder, type CommerceConfig } from '../config.ts';
import { loadSeedPlans } from '../data/plans-loader.ts';
import { createPlansRepository } from '../data/plans.repository.ts';
import { schema } from '../data/schema.ts';
import { onUserCreated } from '../domain/on-user-created.ts';
import { plansRoutes } from './plans.routes.ts';

export function createCommerceService(config: CommerceConfig) {
  const logger = createLogger('commerce', config.LOG_LEVEL);
  const database = createDatabase(config.DATABASE_URL, schema);
  const plans = createPlansRepository(database.db);
  const identity = createIdentityClient({ identityUrl: config.IDENTITY_URL });
  const relay = createOutboxRelay({ pool: database.pool, source: 'commerce', subscribers: config.EVENT_SUBSCRIBERS, token: config.INTERNAL_EVENTS_TOKEN, logger });
  const app = createServiceApp({
    logger,
    ready: database.ping,
    routes: [
      eventsRouter({ db: database.db, handlers: { 'user.created': onUserCreated(config.DEV_COURSE_OWNER_EMAILS) }, sharedSecret: config.INTERNAL_EVENTS_TOKEN }),
      plansRoutes({ plans }),
    ],
  });

  return {
    app,
    logger,
    identity,
    database,
    relay,
    async start(): Promise<RunningServer> {
      await database.migrate(migrationsFolder);
      await plans.seedMissing(await loadSeedPlans(config.CONTENT_DIR));
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
      logger.info({ port: server.port }, 'commerce service listening');
      return server;
    },
  };
}
