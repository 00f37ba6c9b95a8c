import { commerceOperations } from '@academy/contracts';
import { defineService, unlessUserDeleted, type ServiceContext } from '@academy/service-kit';
import { migrationsFolder, type CommerceConfig } from '../config.ts';
import { createEntitlementsRepository } from '../data/entitlements.repository.ts';
import { createOrdersRepository } from '../data/orders.repository.ts';
import { loadSeedPlans } from '../data/plans-loader.ts';
import { createPlansRepository } from '../data/plans.repository.ts';
import { createSubscriptionsRepository } from '../data/subscriptions.repository.ts';
import { schema } from '../data/schema.ts';
import { onUserCreated } from '../domain/on-user-created.use-case.ts';
import { onUserDeleted } from '../domain/on-user-deleted.use-case.ts';
import type { PurchaseDeps } from '../domain/purchase.use-case.ts';
import type { SubscribeDeps } from '../domain/subscribe.use-case.ts';
import { createMailer } from '../mail/mailer.ts';
import { createPaymentProvider } from '../payments/payment-provider.ts';
import { adminPlansRoutes } from './admin-plans.routes.ts';
import { paymentsRoutes, stripeWebhookRoutes } from './payments.routes.ts';
import { plansRoutes } from './plans.routes.ts';

/**
 * The commerce service: plans, payments through Stripe, subscriptions and receipts. start()
 * applies migrations, adds the seed plans that are missing, then listens and starts delivering
 * its events; refused administrator calls are published for the audit log.
 */
export const createCommerceService = defineService({
  name: 'commerce',
  database: { schema, migrations: migrationsFolder },
  refusals: 'outbox',
  assemble({ config, logger, database, transaction, identity, metrics }: ServiceContext<CommerceConfig, typeof schema>) {
    const plans = createPlansRepository(database.db);
    const entitlements = createEntitlementsRepository(database.db);
    const provider = createPaymentProvider(config);
    const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
    const purchaseDeps: PurchaseDeps & SubscribeDeps = {
      stripe: provider.stripe,
      counters: {
        payments: metrics.counter({ name: 'academy_payments_total', help: 'Course payments fulfilled (paid and granted), once per payment' }),
        refunds: metrics.counter({ name: 'academy_refunds_total', help: 'Orders refunded: by the buyer, by the provider, or a second payment given back' }),
      },
      transaction,
      orders: createOrdersRepository(database.db),
      plans,
      entitlements,
      subscriptions: createSubscriptionsRepository(database.db),
      logger,
      mailer,
      publicUrl: config.PUBLIC_URL,
    };
    return {
      events: {
        'user.created': unlessUserDeleted((event) => event.data.userId, onUserCreated(config.DEV_COURSE_OWNER_EMAILS, entitlements)),
        'user.deleted': onUserDeleted,
      },
      rawBodyRoutes: [stripeWebhookRoutes({ ...purchaseDeps, webhookSecret: provider.webhookSecret, toleranceSeconds: provider.webhookToleranceSeconds })],
      routes: [plansRoutes({ plans, identity }), adminPlansRoutes({ plans, identity, transaction }), paymentsRoutes({ ...purchaseDeps, identity })],
      startup: [async () => plans.seedMissing(await loadSeedPlans(config.CONTENT_DIR))],
      warmUp: [commerceOperations.getPlans, commerceOperations.getSubscriptionStatus],
      shutdown: [() => mailer.stop()],
      listening: () => ({ stripeApi: config.STRIPE_API_URL ?? 'api.stripe.com' }),
      expose: {
        identity,
        /** The stripe client and webhook settings the service uses. */
        payments: provider,
      },
    };
  },
});
