import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export interface StoredSection {
  title: string;
  duration: number;
  content: string;
}

export interface StoredQuestion {
  id: string;
  question: string;
  options: string[];
  /** Zero-based index of the correct option; never leaves the service. */
  answer: number;
  explanation: string;
}

export interface StoredQuiz {
  timeLimit: number;
  passingScore: number;
  questions: StoredQuestion[];
}

export const modules = pgTable('modules', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  difficulty: text('difficulty', { enum: ['beginner', 'intermediate', 'advanced'] }).notNull(),
  estimatedMinutes: integer('estimated_minutes').notNull(),
  imageUrl: text('image_url'),
  videoUrl: text('video_url'),
  videoThumbnail: text('video_thumbnail'),
  learningObjectives: jsonb('learning_objectives').$type<string[]>().notNull(),
  sections: jsonb('sections').$type<StoredSection[]>().notNull(),
  quiz: jsonb('quiz').$type<StoredQuiz | null>(),
  isPublished: boolean('is_published').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ModuleRow = typeof modules.$inferSelect;
export type NewModuleRow = typeof modules.$inferInsert;

/** Course access a learner holds, learned from the commerce service's entitlement.granted events. */
export const entitlements = pgTable(
  'entitlements',
  {
    userId: text('user_id').notNull(),
    productId: text('product_id').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
);

export const LIFETIME_ACCESS = 'lifetime-access';

export const schema = { modules, entitlements };
