import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// A service's schema file as a service writes it: its own tables plus the event tables it needs,
// re-exported so that drizzle-kit puts them in the service's migration.
export { eventInbox, eventOutbox, eventOutboxDeliveries } from '@academy/service-kit/event-tables';

/** What the test consumer's entitlement handler writes. */
export const grants = pgTable('grants', {
  userId: text('user_id').primaryKey(),
  productId: text('product_id').notNull(),
  grantedAt: timestamp('granted_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** What the test consumer's learning handler writes, in arrival order. */
export const completions = pgTable(
  'completions',
  {
    userId: text('user_id').notNull(),
    moduleId: integer('module_id').notNull(),
    sectionIndex: integer('section_index').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.moduleId, table.sectionIndex] })],
);
