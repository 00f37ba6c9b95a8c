import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clientErrorKinds, clientErrorSources } from '@academy/contracts';
import { eventInbox } from '@academy/service-kit/event-tables';

/** CRM contacts belong to the user who created them (owner_id = identity user id). */
export const crmContacts = pgTable(
  'crm_contacts',
  {
    id: serial('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    company: text('company').notNull().default(''),
    position: text('position').notNull().default(''),
    status: text('status', { enum: ['lead', 'prospect', 'customer', 'closed'] })
      .notNull()
      .default('lead'),
    source: text('source').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** Potential value in whole dollars. */
    value: integer('value').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('crm_contacts_owner_idx').on(table.ownerId)],
);

export const dealStages = ['qualification', 'proposal', 'negotiation', 'won', 'lost'] as const;

export const crmDeals = pgTable(
  'crm_deals',
  {
    id: serial('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => crmContacts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Whole dollars. */
    value: integer('value').notNull().default(0),
    stage: text('stage', { enum: dealStages }).notNull().default('qualification'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [index('crm_deals_owner_idx').on(table.ownerId), index('crm_deals_contact_idx').on(table.contactId)],
);

export const crmActivities = pgTable(
  'crm_activities',
  {
    id: serial('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => crmContacts.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['call', 'email', 'meeting', 'note'] }).notNull(),
    summary: text('summary').notNull().default(''),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('crm_activities_owner_idx').on(table.ownerId), index('crm_activities_contact_idx').on(table.contactId)],
);

/**
 * The audit log: every event the slices publish (recorded by the event consumer) and every
 * administrator action they report (admin.action events). Append-only.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The event this entry records (unique: a repeat delivery adds nothing). */
    eventId: uuid('event_id').unique(),
    eventType: text('event_type').notNull(),
    source: text('source').notNull(),
    userId: text('user_id'),
    /** The user and the actor as they were when the entry was written (a deleted user is still named). */
    userName: text('user_name'),
    userEmail: text('user_email'),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    actorEmail: text('actor_email'),
    requestId: text('request_id'),
    outcome: text('outcome', { enum: ['success', 'failure'] }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('audit_log_occurred_idx').on(table.occurredAt, table.id),
    index('audit_log_type_idx').on(table.eventType, table.occurredAt),
    index('audit_log_user_idx').on(table.userId, table.occurredAt),
    index('audit_log_actor_idx').on(table.actorId, table.occurredAt),
  ],
);

/**
 * The people the audit log names, as identity's user.created and user.updated events last
 * described them: where an entry's snapshot of its user and actor comes from.
 */
export const auditPeople = pgTable('audit_people', {
  userId: text('user_id').primaryKey(),
  email: text('email'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Errors browsers reported (POST /api/client-errors), naming no one: no user, no address, the page
 * without its query and the message with e-mail addresses, long numbers and URL queries taken out.
 * Rows older than 30 days are pruned at start.
 */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind', { enum: clientErrorKinds }).notNull(),
    source: text('source', { enum: clientErrorSources }).notNull(),
    version: text('version').notNull(),
    page: text('page').notNull(),
    message: text('message').notNull(),
  },
  (table) => [index('client_errors_received_idx').on(table.receivedAt)],
);

export { eventInbox };

export const schema = { crmContacts, crmDeals, crmActivities, auditLog, auditPeople, clientErrors, eventInbox };
