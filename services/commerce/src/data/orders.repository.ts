import { and, desc, eq, isNull } from 'drizzle-orm';
import { orders, type NewOrderRow, type OrderRow } from './schema.ts';
import type { CommerceDb, CommerceTx } from './transaction.ts';

export function createOrdersRepository(db: CommerceDb) {
  return {
    async create(values: NewOrderRow): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(values).returning();
      return row!;
    },
    async byId(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },
    async byPaymentIntent(paymentIntentId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId));
      return row;
    },
    /** The order, locked until the transaction ends, so concurrent signals about it apply in turn. */
    async lockByPaymentIntent(tx: CommerceTx, paymentIntentId: string): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId)).for('update');
      return row;
    },
    /** The order, locked until the transaction ends: a refund checks and changes it with no other in between. */
    async lockById(tx: CommerceTx, id: string): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },
    /** The buyer's newest unpaid order for the product, whose payment may still be completed. */
    async latestPending(userId: string, productId: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.productId, productId), eq(orders.status, 'pending')))
        .orderBy(desc(orders.createdAt))
        .limit(1);
      return row;
    },
    async setStatus(
      tx: CommerceTx,
      id: string,
      values: Pick<OrderRow, 'status'> & Partial<Pick<OrderRow, 'paidAt' | 'refundedAt' | 'refundId' | 'granted'>>,
    ): Promise<OrderRow> {
      const [row] = await tx.update(orders).set(values).where(eq(orders.id, id)).returning();
      return row!;
    },
    /**
     * Claims the receipt of a paid order for sending: exactly one caller gets the order back;
     * the others (a webhook and a verification at once) find it claimed.
     */
    async claimReceipt(id: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ receiptSentAt: new Date() })
        .where(and(eq(orders.id, id), eq(orders.status, 'paid'), isNull(orders.receiptSentAt)))
        .returning();
      return row;
    },
    /** Gives a claim back after sending failed, so a later signal sends the receipt. */
    async releaseReceipt(id: string): Promise<void> {
      await db.update(orders).set({ receiptSentAt: null }).where(eq(orders.id, id));
    },
    listForUser(userId: string): Promise<OrderRow[]> {
      return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
