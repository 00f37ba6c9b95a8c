import { and, eq } from 'drizzle-orm';
import type { DomainEvent } from '@academy/contracts';
import type { LearningTx } from './progress.repository.ts';
import { entitlements } from './schema.ts';

/** entitlement.granted (from commerce): the learner now owns the course. Repeats change nothing. */
export async function onEntitlementGranted(tx: LearningTx, event: DomainEvent<'entitlement.granted'>): Promise<void> {
  const { userId, productId, grantedAt, reason } = event.data;
  await tx.insert(entitlements).values({ userId, productId, grantedAt: new Date(grantedAt), reason }).onConflictDoNothing();
}

/**
 * entitlement.revoked (from commerce): a refund takes the course back, so the paid modules lock
 * again. Progress, quiz results and study time are kept for a learner who buys again. Repeats
 * change nothing.
 */
export async function onEntitlementRevoked(tx: LearningTx, event: DomainEvent<'entitlement.revoked'>): Promise<void> {
  const { userId, productId } = event.data;
  await tx.delete(entitlements).where(and(eq(entitlements.userId, userId), eq(entitlements.productId, productId)));
}
