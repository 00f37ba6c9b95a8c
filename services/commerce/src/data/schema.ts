import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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

export { eventInbox, eventOutbox, eventOutboxDeliveries };

export const schema = { subscriptionPlans, entitlements, eventOutbox, eventOutboxDeliveries, eventInbox };
