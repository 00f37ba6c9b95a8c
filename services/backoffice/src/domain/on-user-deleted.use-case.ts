import type { DomainEvent } from '@academy/contracts';
import type { BackofficeTx } from '../data/audit-log.repository.ts';
import { deleteCrmDataOf } from '../data/crm.repository.ts';

/**
 * user.deleted (from identity): the user's CRM contacts, deals and activities go with them, in the
 * transaction that records the event. Audit entries stay (they hold ids, never e-mail addresses).
 */
export async function onUserDeleted(tx: BackofficeTx, event: DomainEvent<'user.deleted'>): Promise<void> {
  await deleteCrmDataOf(tx, event.data.userId);
}
