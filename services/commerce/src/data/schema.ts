import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { eventInbox, eventOutbox, eventOutboxDeliveries } from '@academy/service-kit/event-tables';

export const subscriptionPlans = pgTable('subscription_plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** Whole cents. */
  price: integer('price').notNull(),
  interval: text('interval', { enum: ['month', 'year', 'once'] }).notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  isPopular: boolean('is_popular').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  stripePriceId: text('stripe_price_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type NewPlanRow = typeof subscriptionPlans.$inferInsert;

/** Products a user owns. The lifetime-access entitlement opens every module. */
export const entitlements = pgTable(
  'entitlements',
  {
    userId: text('user_id').notNull(),
    email: text('email').notNull(),
    productId: text('product_id').notNull(),
    reason: text('reason', { enum: ['purchase', 'admin', 'development'] }).notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
);

/**
 * One purchase: created with the payment intent (pending), paid once the provider has taken the
 * money, refunded when given back. The unique payment intent id is what makes fulfilment
 * idempotent: every signal about a payment locks this one row.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    email: text('email').notNull(),
    productId: text('product_id').notNull(),
    /** Whole cents, decided by the server from the product record when the payment started. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'refunded'] })
      .notNull()
      .default('pending'),
    paymentIntentId: text('payment_intent_id').notNull().unique(),
    refundId: text('refund_id'),
    /** This order granted the course (a duplicate payment for a course already owned did not). */
    granted: boolean('granted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Set when the receipt e-mail is claimed for sending; cleared again if sending fails. */
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
  },
  (table) => [index('orders_user_idx').on(table.userId, table.createdAt)],
);
export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;

/** The payment provider's customer of each user (made on their first subscription). */
export const customers = pgTable('customers', {
  userId: text('user_id').primaryKey(),
  stripeCustomerId: text('stripe_customer_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The provider's recurring price of a plan, per amount and interval (a new price is made when they change). */
export const planPrices = pgTable(
  'plan_prices',
  {
    planId: text('plan_id').notNull(),
    amount: integer('amount').notNull(),
    interval: text('interval').notNull(),
    stripePriceId: text('stripe_price_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.planId, table.amount, table.interval] })],
);

/** A recurring subscription, mirrored from the payment provider's (its status is the provider's). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    planId: text('plan_id').notNull(),
    stripeSubscriptionId: text('stripe_subscription_id').notNull().unique(),
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** Cancelled by the subscriber: it runs until currentPeriodEnd, then the provider ends it. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscriptions_user_idx').on(table.userId)],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * The receipt e-mail of each paid subscription invoice, claimed by whichever signal about the
 * payment comes first (invoice.paid, invoice.payment_succeeded, a redelivery): the invoice id is
 * the key, so one receipt goes out per invoice. A failed send removes the claim again.
 */
export const subscriptionInvoiceReceipts = pgTable('subscription_invoice_receipts', {
  stripeInvoiceId: text('stripe_invoice_id').primaryKey(),
  stripeSubscriptionId: text('stripe_subscription_id').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

export { eventInbox, eventOutbox, eventOutboxDeliveries };

export const schema = {
  subscriptionPlans,
  entitlements,
  orders,
  customers,
  planPrices,
  subscriptions,
  subscriptionInvoiceReceipts,
  eventOutbox,
  eventOutboxDeliveries,
  eventInbox,
};
