import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The course's text as the mentor searches it: one row per module section, case study and
 * template part, rebuilt from the content files at every start. Quiz questions, options and
 * explanations are never stored here, so no search can return an answer key.
 */
export const courseSearchEntries = pgTable(
  'course_search_entries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['section', 'case-study', 'template'] }).notNull(),
    /** Null for case studies and templates (they belong to no module). */
    moduleId: integer('module_id'),
    /** 0-based position of the section in its module. */
    sectionIndex: integer('section_index'),
    /** A template's file name. */
    file: text('file'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    // Titles weigh more than bodies: a question about "pricing" ranks the section called Pricing first.
    document: tsvector('document')
      .notNull()
      .generatedAlwaysAs(sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B')`),
  },
  (table) => [index('course_search_entries_document_idx').using('gin', table.document)],
);
export type CourseSearchEntryRow = typeof courseSearchEntries.$inferSelect;
export type NewCourseSearchEntryRow = typeof courseSearchEntries.$inferInsert;
