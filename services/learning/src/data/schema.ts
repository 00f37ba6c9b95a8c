import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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

export const schema = { modules };
