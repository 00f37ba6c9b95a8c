import type { DomainEvent } from '@academy/contracts';
import type { CommerceTx } from '../data/transaction.ts';
import { forgetUser } from '../data/user-data.repository.ts';

/**
 * user.deleted (from identity): the user's entitlements are removed and their orders anonymised
 * (kept for the accounts), in the transaction that records the event.
 */
export async function onUserDeleted(tx: CommerceTx, event: DomainEvent<'user.deleted'>): Promise<void> {
  await forgetUser(tx, event.data.userId);
}
