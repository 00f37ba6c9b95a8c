import {
  accessDeniedEvent,
  createAccessRefusals,
  createDatabase,
  createIdentityClient,
  createLogger,
  createOutboxRelay,
  createServiceApp,
  deferredRouter,
  eventsRouter,
  listen,
  publishEvent,
  unlessUserDeleted,
  type RateLimitOptions,
  type RunningServer,
} from '@academy/service-kit';
import { Router } from 'express';
import { TEST_MODE_PAYMENTS_PATH } from '@academy/contracts';
import { migrationsFolder, type CommerceConfig } from '../config.ts';
import { createEntitlementsRepository } from '../data/entitlements.repository.ts';
import { createOrdersRepository } from '../data/orders.repository.ts';
import { loadSeedPlans } from '../data/plans-loader.ts';
import { createPlansRepository } from '../data/plans.repository.ts';
import { createSubscriptionsRepository } from '../data/subscriptions.repository.ts';
import { schema } from '../data/schema.ts';
import { createTransactions } from '../data/transaction.ts';
import { onUserCreated } from '../domain/on-user-created.ts';
import { onUserDeleted } from '../domain/on-user-deleted.use-case.ts';
import type { PurchaseDeps } from '../domain/purchase.use-case.ts';
import type { SubscribeDeps } from '../domain/subscribe.use-case.ts';
import { createMailer } from '../mail/mailer.ts';
import { startPaymentProvider, type PaymentProvider } from '../payments/payment-provider.ts';
import { adminPlansRoutes } from './admin-plans.routes.ts';
import { paymentsRoutes, stripeWebhookRoutes } from './payments.routes.ts';
import { plansRoutes } from './plans.routes.ts';

/** Where the built-in test-mode payment server takes the browser's card confirmations. */
export { TEST_MODE_PAYMENTS_PATH };

export interface CommerceServiceOptions {
  /** Replaces rate-limit policies (tests); counters are shared through the service's database. */
  rateLimits?: RateLimitOptions;
}

export function createCommerceService(config: CommerceConfig, options: CommerceServiceOptions = {}) {
  const logger = createLogger('commerce', config.LOG_LEVEL);
  const database = createDatabase(config.DATABASE_URL, schema);
  const plans = createPlansRepository(database.db);
  const orders = createOrdersRepository(database.db);
  const entitlements = createEntitlementsRepository(database.db);
  const subscriptions = createSubscriptionsRepository(database.db);
  const refusals = createAccessRefusals({ logger, report: (refusal) => createTransactions(database.db)((tx) => publishEvent(tx, accessDeniedEvent(refusal))) });
  const identity = createIdentityClient({ identityUrl: config.IDENTITY_URL, internalToken: config.INTERNAL_EVENTS_TOKEN, refusals });
  const relay = createOutboxRelay({ pool: database.pool, source: 'commerce', subscribers: config.EVENT_SUBSCRIBERS, token: config.INTERNAL_EVENTS_TOKEN, logger });

  // The payment provider starts with the service (test mode opens a port); the routes that need
  // it are mounted now and reach it through this holder once start() has run.
  let provider: PaymentProvider | undefined;
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const purchaseDeps = (): PurchaseDeps & SubscribeDeps => {
    if (!provider) throw new Error('The payment provider is not started');
    return { stripe: provider.stripe, transaction: createTransactions(database.db), orders, plans, entitlements, subscriptions, logger, mailer, publicUrl: config.PUBLIC_URL };
  };
  // Built on first use, and still listed by GET /internal/routes (the authorisation matrix).
  const lazy = deferredRouter;

  const app = createServiceApp({
    logger,
    ready: database.ping,
    trustedProxies: config.TRUSTED_PROXIES,
    rateLimits: { pool: database.pool, identity, ...options.rateLimits },
    rawBodyRoutes: [
      lazy(() => stripeWebhookRoutes({ ...purchaseDeps(), webhookSecret: provider!.webhookSecret, toleranceSeconds: provider!.webhookToleranceSeconds })),
    ],
    routes: [
      eventsRouter({ db: database.db, handlers: { 'user.created': unlessUserDeleted((event) => event.data.userId, onUserCreated(config.DEV_COURSE_OWNER_EMAILS, entitlements)), 'user.deleted': onUserDeleted }, sharedSecret: config.INTERNAL_EVENTS_TOKEN }),
      plansRoutes({ plans, identity }),
      adminPlansRoutes({ plans, identity, transaction: createTransactions(database.db) }),
      lazy(() => paymentsRoutes({ ...purchaseDeps(), identity })),
      lazy(() => {
        const router = Router();
        if (provider?.testModeBrowserRouter) router.use(TEST_MODE_PAYMENTS_PATH, provider.testModeBrowserRouter);
        return router;
      }),
    ],
  });

  return {
    app,
    logger,
    identity,
    database,
    relay,
    /** The payment provider (after start). */
    payments(): PaymentProvider {
      if (!provider) throw new Error('The payment provider is not started');
      return provider;
    },
    async start(): Promise<RunningServer> {
      await database.migrate(migrationsFolder);
      await plans.seedMissing(await loadSeedPlans(config.CONTENT_DIR));
      provider = await startPaymentProvider(config, logger);
      const started = provider;
      let server: RunningServer;
      try {
        server = await listen(
          app,
          config.PORT,
          async () => {
            await relay.stop();
            await started.stop();
            await mailer.stop();
            await database.close();
          },
          config.HOST,
        );
      } catch (error) {
        await started.stop();
        await mailer.stop();
        throw error;
      }
      const localHost = config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST;
      provider.setWebhookUrl(`http://${localHost}:${server.port}/api/webhooks/stripe`);
      await relay.start();
      logger.info({ port: server.port, payments: provider.mode }, 'commerce service listening');
      return server;
    },
  };
}
