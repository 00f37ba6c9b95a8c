import {
  accessDeniedEvent,
  createAccessRefusals,
  createDatabase,
  createIdentityClient,
  createLogger,
  createOutboxRelay,
  createServiceApp,
  eventsRouter,
  listen,
  publishEvent,
  unlessUserDeleted,
  type RateLimitOptions,
  type RunningServer,
} from '@academy/service-kit';
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
import { createPaymentProvider } from '../payments/payment-provider.ts';
import { adminPlansRoutes } from './admin-plans.routes.ts';
import { paymentsRoutes, stripeWebhookRoutes } from './payments.routes.ts';
import { plansRoutes } from './plans.routes.ts';

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

  const provider = createPaymentProvider(config);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const purchaseDeps: PurchaseDeps & SubscribeDeps = { stripe: provider.stripe, transaction: createTransactions(database.db), orders, plans, entitlements, subscriptions, logger, mailer, publicUrl: config.PUBLIC_URL };

  const app = createServiceApp({
    logger,
    ready: database.ping,
    trustedProxies: config.TRUSTED_PROXIES,
    rateLimits: { pool: database.pool, identity, ...options.rateLimits },
    rawBodyRoutes: [stripeWebhookRoutes({ ...purchaseDeps, webhookSecret: provider.webhookSecret, toleranceSeconds: provider.webhookToleranceSeconds })],
    routes: [
      eventsRouter({ db: database.db, handlers: { 'user.created': unlessUserDeleted((event) => event.data.userId, onUserCreated(config.DEV_COURSE_OWNER_EMAILS, entitlements)), 'user.deleted': onUserDeleted }, sharedSecret: config.INTERNAL_EVENTS_TOKEN }),
      plansRoutes({ plans, identity }),
      adminPlansRoutes({ plans, identity, transaction: createTransactions(database.db) }),
      paymentsRoutes({ ...purchaseDeps, identity }),
    ],
  });

  return {
    app,
    logger,
    identity,
    database,
    relay,
    /** The stripe client and webhook settings the service uses. */
    payments: provider,
    async start(): Promise<RunningServer> {
      await database.migrate(migrationsFolder);
      await plans.seedMissing(await loadSeedPlans(config.CONTENT_DIR));
      const server = await listen(
        app,
        config.PORT,
        async () => {
          await relay.stop();
          await mailer.stop();
          await database.close();
        },
        config.HOST,
      );
      await relay.start();
      logger.info({ port: server.port, stripeApi: config.STRIPE_API_URL ?? 'api.stripe.com' }, 'commerce service listening');
      return server;
    },
  };
}
