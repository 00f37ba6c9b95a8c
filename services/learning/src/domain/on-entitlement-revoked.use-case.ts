import type { DomainEvent } from '@academy/contracts';
import type { LearningTx } from '../data/transaction.ts';
import { revokeCertificatesOnRefund } from './certificates.use-case.ts';
import type { EntitlementEventDeps } from './on-entitlement-granted.use-case.ts';

/**
 * entitlement.revoked (from commerce): a refund takes the course back, so the paid modules lock
 * again and the certificate is revoked. Progress, quiz results and study time are kept for a
 * learner who buys again. Repeats change nothing.
 */
export async function onEntitlementRevoked(deps: EntitlementEventDeps, tx: LearningTx, event: DomainEvent<'entitlement.revoked'>): Promise<void> {
  await deps.entitlements.revoke(tx, event.data.userId, event.data.productId);
  await revokeCertificatesOnRefund(deps, tx, event);
}
