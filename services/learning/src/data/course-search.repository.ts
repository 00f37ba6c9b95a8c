import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { courseSearchEntries, type CourseSearchEntryRow, type NewCourseSearchEntryRow } from './course-search.schema.ts';
import type { schema } from './schema.ts';

type Db = NodePgDatabase<typeof schema>;

export interface CourseSearchRow {
  kind: CourseSearchEntryRow['kind'];
  moduleId: number | null;
  sectionIndex: number | null;
  file: string | null;
  title: string;
  /** A short passage of the body around the words asked about. */
  quote: string;
}

export interface ModuleMatchRow {
  id: number;
  title: string;
}

// ts_headline marks the matched words; the mentor shows the passage as plain text.
const MARK_START = '\u0002';
const MARK_END = '\u0003';
const HEADLINE_OPTIONS = `MaxWords=40, MinWords=18, StartSel=${MARK_START}, StopSel=${MARK_END}`;

/*
 * The question's concepts, each the alternatives a learner's word or phrase stands for (the word
 * itself, and its synonyms: expandQuestion in domain/course-search-synonyms.ts), as one query that
 * matches any alternative (phraseto_tsquery: stemmed, stop words dropped, a phrase's words in
 * order); a concept of stop words only is dropped. A passage must hold at least half of the
 * concepts; among those, passages that hold them all come first, then by ts_rank (titles weigh
 * more than bodies) times how many of the concepts they hold, so a long passage that mentions one
 * word often does not outrank one about the whole question.
 */
const questionConcepts = (concepts: readonly (readonly string[])[]) => sql`
  concepts as (
    select distinct query from (
      select (
        select string_agg('(' || alternative::text || ')', ' | ')
        from (select phraseto_tsquery('english', term) as alternative from jsonb_array_elements_text(concept) as term) as alternatives
        where numnode(alternative) > 0
      )::tsquery as query
      from jsonb_array_elements(${JSON.stringify(concepts)}::jsonb) as concept
    ) as asked
    where query is not null
  ),
  q as (
    select coalesce(array_agg(query), '{}') as concepts, count(*)::int as n,
      string_agg('(' || query::text || ')', ' | ')::tsquery as any_word,
      string_agg('(' || query::text || ')', ' & ')::tsquery as all_words
    from concepts
  )`;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The headline as plain text, whole when the body is short, marked with … where it was cut. */
function excerpt(body: string, headline: string): string {
  const whole = collapse(body);
  if (whole.length <= 280) return whole;
  const quote = collapse(headline.replaceAll(MARK_START, '').replaceAll(MARK_END, ''));
  return `${whole.startsWith(quote) ? '' : '… '}${quote}${whole.endsWith(quote) ? '' : ' …'}`;
}

export function createCourseSearchRepository(db: Db) {
  return {
    /** Replaces the whole index with what the content files hold now, in one transaction. */
    async replaceAll(entries: readonly NewCourseSearchEntryRow[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(courseSearchEntries);
        if (entries.length > 0) await tx.insert(courseSearchEntries).values([...entries]);
      });
    },

    /** The passages that answer a question (its concepts), best first. */
    async search(concepts: readonly (readonly string[])[], limit: number): Promise<CourseSearchRow[]> {
      const { rows } = await db.execute<{
        kind: CourseSearchRow['kind'];
        module_id: number | null;
        section_index: number | null;
        file: string | null;
        title: string;
        body: string;
        quote: string;
      }>(sql`
        with ${questionConcepts(concepts)},
        hits as (
          select e.*, q.all_words, q.any_word,
            (select count(*) from unnest(q.concepts) as concept where e.document @@ concept)::int as matched,
            q.n
          from course_search_entries e, q
          where q.n > 0 and e.document @@ q.any_word
        )
        select kind, module_id, section_index, file, title, body,
          ts_headline('english', body, any_word, ${HEADLINE_OPTIONS}) as quote
        from hits
        where matched * 2 >= n
        order by (document @@ all_words) desc, ts_rank(document, any_word) * matched desc, id
        limit ${limit}
      `);
      return rows.map((row) => ({
        kind: row.kind,
        moduleId: row.module_id,
        sectionIndex: row.section_index,
        file: row.file,
        title: row.title,
        quote: excerpt(row.body, row.quote),
      }));
    },

    /**
     * Published modules whose title, description or category share a concept with the question,
     * nearest first (titles weigh most); empty when none does.
     */
    async modulesLike(concepts: readonly (readonly string[])[], limit: number): Promise<ModuleMatchRow[]> {
      const { rows } = await db.execute<{ id: number; title: string }>(sql`
        with ${questionConcepts(concepts)},
        described as (
          select m.id, m.title,
            setweight(to_tsvector('english', m.title), 'A') || setweight(to_tsvector('english', m.category), 'B')
              || setweight(to_tsvector('english', m.description), 'C') as document
          from modules m
          where m.is_published
        )
        select d.id, d.title
        from described d, q
        where q.n > 0 and d.document @@ q.any_word
        order by ts_rank(d.document, q.any_word) desc, d.id
        limit ${limit}
      `);
      return rows;
    },

    /** True while the learner has a quiz attempt open (started and not yet past its deadline). */
    async hasOpenQuizAttempt(userId: string): Promise<boolean> {
      const { rows } = await db.execute<{ open: boolean }>(sql`
        select exists (
          select 1 from quiz_attempts
          where user_id = ${userId} and status = 'open' and (deadline is null or deadline > now())
        ) as open
      `);
      return rows[0]?.open === true;
    },
  };
}
export type CourseSearchRepository = ReturnType<typeof createCourseSearchRepository>;
