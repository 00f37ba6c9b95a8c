import type { DomainEvent } from '@academy/contracts';
import { deleteToolsDataOf, type ToolsTx } from '../data/user-data.repository.ts';

/** user.deleted (from identity): the user's metrics and ROI calculations go, in the transaction that records the event. */
export async function onUserDeleted(tx: ToolsTx, event: DomainEvent<'user.deleted'>): Promise<void> {
  await deleteToolsDataOf(tx, event.data.userId);
}
