import type { DomainEvent } from '@academy/contracts';
import type { LearningTx } from './progress.repository.ts';
import { entitlements } from './schema.ts';

/** entitlement.granted (from commerce): the learner now owns the course. Repeats change nothing. */
export async function onEntitlementGranted(tx: LearningTx, event: DomainEvent<'entitlement.granted'>): Promise<void> {
  const { userId, productId, grantedAt, reason } = event.data;
  await tx.insert(entitlements).values({ userId, productId, grantedAt: new Date(grantedAt), reason }).onConflictDoNothing();
}
