import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { customers, planPrices, subscriptionInvoiceReceipts, subscriptions, type SubscriptionRow } from './schema.ts';
import type { CommerceDb, CommerceTx } from './transaction.ts';

/** Provider statuses in which the subscriber has what they pay for. */
export const LIVE_SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due'];
/** Provider statuses of a subscription that was paid at least once (shown to its subscriber). */
export const STARTED_SUBSCRIPTION_STATUSES = [...LIVE_SUBSCRIPTION_STATUSES, 'unpaid', 'paused', 'canceled'];

/** What the service mirrors of the provider's subscription. */
export interface SubscriptionState {
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

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
    async create(values: {
      userId: string;
      planId: string;
      stripeSubscriptionId: string;
      status: string;
      currentPeriodEnd: Date | null;
    }): Promise<SubscriptionRow> {
      const [row] = await db.insert(subscriptions).values(values).returning();
      return row!;
    },
    async byStripeId(stripeSubscriptionId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId));
      return row;
    },
    /** The subscription, locked until the transaction ends, so changes to it and syncs of it apply in turn. */
    async lockById(tx: CommerceTx, id: string): Promise<SubscriptionRow | undefined> {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
      return row;
    },
    async lockByStripeId(tx: CommerceTx, stripeSubscriptionId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId)).for('update');
      return row;
    },
    /** Mirrors the provider's state; answers the row when it changed. */
    async sync(tx: CommerceTx, stripeSubscriptionId: string, state: SubscriptionState): Promise<SubscriptionRow | undefined> {
      const { status, currentPeriodEnd, cancelAtPeriodEnd } = state;
      const [row] = await tx
        .update(subscriptions)
        .set({ status, currentPeriodEnd, cancelAtPeriodEnd, updatedAt: sql`now()` })
        .where(
          and(
            eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId),
            sql`(${subscriptions.status} is distinct from ${status} or ${subscriptions.currentPeriodEnd} is distinct from ${currentPeriodEnd} or ${subscriptions.cancelAtPeriodEnd} is distinct from ${cancelAtPeriodEnd})`,
          ),
        )
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
    /** Claims the receipt of a paid invoice; false when it has been claimed already. */
    async claimInvoiceReceipt(stripeInvoiceId: string, stripeSubscriptionId: string): Promise<boolean> {
      const claimed = await db.insert(subscriptionInvoiceReceipts).values({ stripeInvoiceId, stripeSubscriptionId }).onConflictDoNothing().returning();
      return claimed.length > 0;
    },
    /** Gives a claim back after sending failed, so a later signal sends the receipt. */
    async releaseInvoiceReceipt(stripeInvoiceId: string): Promise<void> {
      await db.delete(subscriptionInvoiceReceipts).where(eq(subscriptionInvoiceReceipts.stripeInvoiceId, stripeInvoiceId));
    },
    /** Which of these invoices have had their receipt sent. */
    async receiptsSent(stripeInvoiceIds: string[]): Promise<Set<string>> {
      if (stripeInvoiceIds.length === 0) return new Set();
      const sent = await db
        .select({ id: subscriptionInvoiceReceipts.stripeInvoiceId })
        .from(subscriptionInvoiceReceipts)
        .where(inArray(subscriptionInvoiceReceipts.stripeInvoiceId, stripeInvoiceIds));
      return new Set(sent.map((row) => row.id));
    },
  };
}
export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
