import type { DomainEvent } from '@academy/contracts';
import { deleteLearnerData } from '../data/learner-data.repository.ts';
import type { LearningTx } from '../data/progress.repository.ts';

/**
 * user.deleted (from identity): the learner's progress, quiz attempts, study time, onboarding,
 * assessments, profile and entitlements go, in the transaction that records the event. Repeats
 * change nothing.
 */
export async function onUserDeleted(tx: LearningTx, event: DomainEvent<'user.deleted'>): Promise<void> {
  await deleteLearnerData(tx, event.data.userId);
}
