import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const aiTools = pgTable('ai_tools', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  icon: text('icon').notNull(),
  color: text('color').notNull().default('primary'),
  isExternal: boolean('is_external').notNull(),
  url: text('url'),
  /** Where an internal tool opens in the academy; null for an external tool. */
  path: text('path'),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export type AiToolRow = typeof aiTools.$inferSelect;
export type NewAiToolRow = typeof aiTools.$inferInsert;

export const schema = { aiTools };
