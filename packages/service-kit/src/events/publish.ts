import { randomUUID } from 'node:crypto';
import { sql, type TablesRelationalConfig } from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import { eventDataSchemas, isKnownEventType, type EventData, type EventType } from '@academy/contracts';
import { AppError, fieldIssues } from '../errors.ts';
import { transactionTrace } from '../database.ts';
import { currentTraceparent } from '../tracing.ts';
import { eventOutbox } from './tables.ts';

/** The channel publishEvent notifies on commit; a relay listening on it delivers at once. */
export const OUTBOX_CHANNEL = 'event_outbox';

export interface NewEvent<T extends EventType> {
  type: T;
  /** Whom the event is about, usually the user id. */
  subject?: string;
  data: EventData<T>;
}

export interface PublishedEvent {
  id: string;
  type: EventType;
  occurredAt: Date;
}

/** Any drizzle node-postgres transaction, whatever the service's schema. */
export type OutboxTransaction = PgTransaction<NodePgQueryResultHKT, Record<string, unknown>, TablesRelationalConfig>;

/**
 * Writes an event to the outbox inside the caller's transaction: it is delivered if and only if
 * the transaction commits, continuing the trace the transaction is done in (its traceparent is stored). Throws (500, EVENT_TYPE_UNKNOWN / EVENT_DATA_INVALID) on a type that is
 * not in the contracts' registry or data that does not match its schema, so the change fails with it.
 */
export async function publishEvent<T extends EventType>(tx: OutboxTransaction, event: NewEvent<T>): Promise<PublishedEvent> {
  const type: string = event.type;
  if (!isKnownEventType(type)) throw new AppError('EVENT_TYPE_UNKNOWN', `Unknown event type "${type}".`);
  const parsed = eventDataSchemas[type].safeParse(event.data);
  if (!parsed.success) {
    throw new AppError('EVENT_DATA_INVALID', `The data of the ${type} event is not valid.`, { status: 500, details: fieldIssues(parsed.error) });
  }
  const id = randomUUID();
  const [row] = await tx
    .insert(eventOutbox)
    .values({ id, type, subject: event.subject ?? null, payload: parsed.data, traceparent: currentTraceparent(transactionTrace(tx)) ?? null })
    .returning({ occurredAt: eventOutbox.occurredAt });
  // Delivered by PostgreSQL only when the transaction commits; repeats within it are merged.
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return { id, type, occurredAt: row!.occurredAt };
}
