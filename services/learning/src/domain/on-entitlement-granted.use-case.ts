import type { DomainEvent } from '@academy/contracts';
import type { EntitlementsRepository } from '../data/entitlements.repository.ts';
import type { LearningTx } from '../data/transaction.ts';
import { issueCertificateOnPurchase, type IssueCertificateDeps } from './issue-certificate.use-case.ts';

export interface EntitlementEventDeps extends IssueCertificateDeps {
  entitlements: EntitlementsRepository;
}

/**
 * entitlement.granted (from commerce): the learner now owns the course, and a purchase that
 * completes it (every module done before buying) issues the certificate. Repeats change nothing.
 */
export async function onEntitlementGranted(deps: EntitlementEventDeps, tx: LearningTx, event: DomainEvent<'entitlement.granted'>): Promise<void> {
  await deps.entitlements.grant(tx, event.data);
  await issueCertificateOnPurchase(deps, tx, event);
}
