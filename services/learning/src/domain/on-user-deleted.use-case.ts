import type { DomainEvent } from '@academy/contracts';
import { deleteLearnerData } from '../data/learner-data.repository.ts';
import type { LearningTx } from '../data/transaction.ts';
import { revokeCertificatesOfDeletedUser, type CertificateDeps } from './certificates.use-case.ts';

/**
 * user.deleted (from identity): the learner's progress, quiz attempts, study time, onboarding,
 * assessments, profile and entitlements go, and their certificate is revoked and no longer names
 * them, in the transaction that records the event. Repeats change nothing.
 */
export async function onUserDeleted(deps: Pick<CertificateDeps, 'certificates'>, tx: LearningTx, event: DomainEvent<'user.deleted'>): Promise<void> {
  await deleteLearnerData(tx, event.data.userId);
  await revokeCertificatesOfDeletedUser(deps, tx, event.data.userId);
}
