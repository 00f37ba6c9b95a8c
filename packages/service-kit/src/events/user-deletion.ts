import { and, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DomainEvent, EventType } from '@academy/contracts';
import type { Transaction } from '../database.ts';
import type { EventHandler } from './router.ts';
import { eventInbox } from './tables.ts';

/**
 * Whether this service has received identity's `user.deleted` for the user: its inbox keeps the
 * event with the user as subject.
 */
export async function userDeletionReceived<TSchema extends Record<string, unknown>>(
  executor: NodePgDatabase<TSchema> | Transaction<TSchema>,
  userId: string,
): Promise<boolean> {
  const rows = await executor
    .select({ eventId: eventInbox.eventId })
    .from(eventInbox)
    .where(and(eq(eventInbox.type, 'user.deleted'), eq(eventInbox.subject, userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Wraps the handler of an event about a user so that one arriving after the user's deletion
 * changes nothing: a producer may deliver an event it wrote before the deletion after this service
 * has erased the user, and it must not bring their data back. The event is still recorded (and
 * acknowledged) as processed.
 */
export function unlessUserDeleted<TSchema extends Record<string, unknown>, T extends EventType>(
  userOf: (event: DomainEvent<T>) => string,
  handler: EventHandler<Transaction<TSchema>, T>,
): EventHandler<Transaction<TSchema>, T> {
  return async (tx, event) => {
    if (await userDeletionReceived(tx, userOf(event))) return;
    await handler(tx, event);
  };
}
