import { and, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { EventData } from '@academy/contracts';
import { entitlements, LIFETIME_ACCESS, type schema } from './schema.ts';
import type { LearningTx } from './transaction.ts';

export function createEntitlementsRepository(db: NodePgDatabase<typeof schema>) {
  return {
    async ownsCourse(userId: string): Promise<boolean> {
      const rows = await db
        .select({ userId: entitlements.userId })
        .from(entitlements)
        .where(and(eq(entitlements.userId, userId), eq(entitlements.productId, LIFETIME_ACCESS)))
        .limit(1);
      return rows.length > 0;
    },
    /** Records a product the learner now owns, in the caller's transaction; a repeat changes nothing. */
    async grant(
      tx: LearningTx,
      { userId, productId, grantedAt, reason }: Pick<EventData<'entitlement.granted'>, 'userId' | 'productId' | 'grantedAt' | 'reason'>,
    ): Promise<void> {
      await tx
        .insert(entitlements)
        .values({ userId, productId, grantedAt: new Date(grantedAt), reason })
        .onConflictDoNothing();
    },
    /** Takes a product back, in the caller's transaction; a repeat changes nothing. */
    async revoke(tx: LearningTx, userId: string, productId: string): Promise<void> {
      await tx.delete(entitlements).where(and(eq(entitlements.userId, userId), eq(entitlements.productId, productId)));
    },
  };
}
export type EntitlementsRepository = ReturnType<typeof createEntitlementsRepository>;
