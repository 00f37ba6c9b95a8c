import { sql } from 'drizzle-orm';
import { index, json, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { roles, subscriptionPlanChoices, type AuthUser } from '@academy/contracts';
import { eventOutbox, eventOutboxDeliveries } from '@academy/service-kit/event-tables';

export const userRole = pgEnum('user_role', roles);
export const subscriptionPlan = pgEnum('subscription_plan', subscriptionPlanChoices);
export const subscriptionStatus = pgEnum('subscription_status', ['active', 'inactive']);
const skillLevels = ['beginner', 'intermediate', 'advanced'] as const satisfies readonly AuthUser['skillLevel'][];
export const skillLevel = pgEnum('skill_level', skillLevels);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The issuer that vouches for this user and its subject identifier there. */
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** Stored lower-case. */
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    role: userRole('role').notNull().default('user'),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subscriptionPlan: subscriptionPlan('subscription_plan').notNull().default('free'),
    subscriptionStatus: subscriptionStatus('subscription_status').notNull().default('inactive'),
    skillLevel: skillLevel('skill_level').notNull().default('beginner'),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_issuer_subject_unique').on(table.issuer, table.subject),
    // The admin user list (user.repository listPage) with tens of thousands of users: its search
    // is a substring match ('%text%') in the e-mail or 'first last', which only a trigram index
    // serves (pg_trgm, created by the migration). One index on 'e-mail first last' (the very
    // expression the query writes) finds the candidates of both in one scan.
    index('users_search_trgm_idx').using(
      'gin',
      sql`(${table.email} || ' ' || coalesce(${table.firstName}, '') || ' ' || coalesce(${table.lastName}, '')) gin_trgm_ops`,
    ),
    // Its sorts, each with the id that breaks ties, so a page is read from an index in order (the
    // e-mail's unique index serves the sort by e-mail).
    index('users_created_at_id_idx').on(table.createdAt, table.id),
    index('users_sort_name_id_idx').on(sql`lower(coalesce(${table.firstName}, '') || ' ' || coalesce(${table.lastName}, ''))`, table.id),
    index('users_role_created_at_id_idx').on(table.role, table.createdAt, table.id),
  ],
);

/**
 * Browser sessions, in the layout connect-pg-simple reads and writes. Created here by a migration
 * rather than by the store at run time, so the schema has one owner.
 */
export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid').primaryKey(),
    sess: json('sess').notNull(),
    expire: timestamp('expire', { precision: 6 }).notNull(),
  },
  (table) => [index('sessions_expire_idx').on(table.expire)],
);

export { eventOutbox, eventOutboxDeliveries };

export const schema = { users, sessions, userRole, subscriptionPlan, subscriptionStatus, skillLevel, eventOutbox, eventOutboxDeliveries };
