import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * The event tables a service adds to its own database by re-exporting them from its
 * `src/data/schema.ts`; drizzle-kit then generates the migration like for any other table.
 * This file imports nothing but drizzle, so drizzle-kit can load it on its own
 * (`@academy/service-kit/event-tables`).
 */

/** Producer side: one row per event, written in the same transaction as the change it reports. */
export const eventOutbox = pgTable(
  'event_outbox',
  {
    id: uuid('id').primaryKey(),
    /** Insertion order; breaks ties between events of the same instant. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    type: text('type').notNull(),
    subject: text('subject'),
    payload: jsonb('payload').$type<unknown>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`clock_timestamp()`),
    /** Set once the relay has created a delivery row for every configured subscriber. */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true, mode: 'date' }),
    /** The W3C traceparent of the work that published the event: its delivery continues that trace. */
    traceparent: text('traceparent'),
  },
  (table) => [
    index('event_outbox_undispatched_idx')
      .on(table.seq)
      .where(sql`${table.dispatchedAt} is null`),
  ],
);

/** Producer side: the state of one event's delivery to one subscriber. */
export const eventOutboxDeliveries = pgTable(
  'event_outbox_deliveries',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => eventOutbox.id, { onDelete: 'cascade' }),
    subscriber: text('subscriber').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    /** Given up: the subscriber refused the event for good, or maxAttempts was reached. */
    deadAt: timestamp('dead_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.subscriber] }),
    index('event_outbox_deliveries_pending_idx')
      .on(table.subscriber)
      .where(sql`${table.deliveredAt} is null and ${table.deadAt} is null`),
  ],
);

/** Consumer side: every event id received, so a repeated delivery is recognised and not run twice. */
export const eventInbox = pgTable('event_inbox', {
  eventId: uuid('event_id').primaryKey(),
  type: text('type').notNull(),
  source: text('source').notNull(),
  subject: text('subject'),
  /** processed, or ignored when this service has no handler for the type. */
  outcome: text('outcome', { enum: ['processed', 'ignored'] }).notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Every event table, for a service that both publishes and consumes. */
export const eventTables = { eventOutbox, eventOutboxDeliveries, eventInbox };
/** The tables a producer needs. */
export const outboxTables = { eventOutbox, eventOutboxDeliveries };
/** The table a consumer needs. */
export const inboxTables = { eventInbox };
