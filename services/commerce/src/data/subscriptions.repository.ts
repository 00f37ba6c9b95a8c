import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { customers, planPrices, subscriptions, type SubscriptionRow } from './schema.ts';
import type { CommerceDb } from './transaction.ts';

/** Provider statuses in which the subscriber has what they pay for. */
export const LIVE_SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due'];

export function createSubscriptionsRepository(db: CommerceDb) {
  return {
    async customerOf(userId: string): Promise<string | undefined> {
      const [row] = await db.select().from(customers).where(eq(customers.userId, userId));
      return row?.stripeCustomerId;
    },
    async saveCustomer(userId: string, stripeCustomerId: string): Promise<void> {
      await db.insert(customers).values({ userId, stripeCustomerId }).onConflictDoUpdate({ target: customers.userId, set: { stripeCustomerId } });
    },
    async priceOf(planId: string, amount: number, interval: string): Promise<string | undefined> {
      const [row] = await db
        .select()
        .from(planPrices)
        .where(and(eq(planPrices.planId, planId), eq(planPrices.amount, amount), eq(planPrices.interval, interval)));
      return row?.stripePriceId;
    },
    async savePrice(planId: string, amount: number, interval: string, stripePriceId: string): Promise<void> {
      await db
        .insert(planPrices)
        .values({ planId, amount, interval, stripePriceId })
        .onConflictDoUpdate({ target: [planPrices.planId, planPrices.amount, planPrices.interval], set: { stripePriceId } });
    },
    async create(values: { userId: string; planId: string; stripeSubscriptionId: string; status: string; currentPeriodEnd: Date | null }): Promise<SubscriptionRow> {
      const [row] = await db.insert(subscriptions).values(values).returning();
      return row!;
    },
    async byStripeId(stripeSubscriptionId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId));
      return row;
    },
    /** Mirrors the provider's status; answers the row when it changed. */
    async sync(stripeSubscriptionId: string, status: string, currentPeriodEnd: Date | null): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .update(subscriptions)
        .set({ status, currentPeriodEnd, updatedAt: sql`now()` })
        .where(and(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId), sql`(${subscriptions.status} is distinct from ${status} or ${subscriptions.currentPeriodEnd} is distinct from ${currentPeriodEnd})`))
        .returning();
      return row;
    },
    /** The user's subscriptions that are live, or still waiting for their first payment, newest first. */
    listOpen(userId: string, statuses: string[] = [...LIVE_SUBSCRIPTION_STATUSES, 'incomplete']): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, statuses)))
        .orderBy(desc(subscriptions.createdAt));
    },
  };
}
export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
