import type { ProductId } from '@academy/contracts';
import { and, eq } from 'drizzle-orm';
import { entitlements } from './schema.ts';
import type { CommerceDb, CommerceTx } from './transaction.ts';

export interface NewEntitlement {
  userId: string;
  email: string;
  productId: ProductId;
  reason: 'purchase' | 'admin' | 'development';
}

export function createEntitlementsRepository(db: CommerceDb) {
  return {
    /** Inserts the entitlement unless it is already owned; answers when it was granted, or null. */
    async grant(tx: CommerceTx, values: NewEntitlement): Promise<Date | null> {
      const [row] = await tx.insert(entitlements).values(values).onConflictDoNothing().returning({ grantedAt: entitlements.grantedAt });
      return row?.grantedAt ?? null;
    },
    /** Removes a purchased entitlement; answers whether there was one. */
    async revokePurchase(tx: CommerceTx, userId: string, productId: string): Promise<boolean> {
      const rows = await tx
        .delete(entitlements)
        .where(and(eq(entitlements.userId, userId), eq(entitlements.productId, productId), eq(entitlements.reason, 'purchase')))
        .returning({ userId: entitlements.userId });
      return rows.length > 0;
    },
    async owns(userId: string, productId: string): Promise<boolean> {
      const rows = await db
        .select({ userId: entitlements.userId })
        .from(entitlements)
        .where(and(eq(entitlements.userId, userId), eq(entitlements.productId, productId)))
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type EntitlementsRepository = ReturnType<typeof createEntitlementsRepository>;
