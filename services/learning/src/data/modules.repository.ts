import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { CaseStudyFile } from './content-files.ts';
import { caseStudies, modules, type ModuleRow, type NewModuleRow, type schema } from './schema.ts';

type Db = NodePgDatabase<typeof schema>;

export interface ModuleSummaryRow {
  id: number;
  title: string;
  description: string;
  category: string;
  difficulty: ModuleRow['difficulty'];
  estimatedMinutes: number;
  imageUrl: string | null;
  videoUrl: string | null;
  videoThumbnail: string | null;
  sectionCount: number;
  hasQuiz: boolean;
}

/** A module's number in the catalogue (1-based). Written out: drizzle leaves the outer column unqualified, which the subquery would capture. */
const position = sql<number>`(select count(*) from modules m2 where m2.is_published and m2.id <= "modules"."id")::int`;

export function createModulesRepository(db: Db) {
  // Every study heartbeat asks it: built once and prepared by name, without the module's body.
  const publishedPosition = db
    .select({ moduleNumber: position })
    .from(modules)
    .where(and(eq(modules.id, sql.placeholder('moduleId')), eq(modules.isPublished, true)))
    .prepare('published_module_position');
  return {
    /**
     * The published catalogue without section bodies or quiz questions: what the list, access
     * checks and stats need. The bodies are most of a module's bytes; reading them for every
     * list, progress write or stats call was most of those requests' cost.
     */
    listSummaries(): Promise<ModuleSummaryRow[]> {
      return db
        .select({
          id: modules.id,
          title: modules.title,
          description: modules.description,
          category: modules.category,
          difficulty: modules.difficulty,
          estimatedMinutes: modules.estimatedMinutes,
          imageUrl: modules.imageUrl,
          videoUrl: modules.videoUrl,
          videoThumbnail: modules.videoThumbnail,
          sectionCount: sql<number>`jsonb_array_length(${modules.sections})`,
          hasQuiz: sql<boolean>`coalesce(jsonb_array_length(${modules.quiz} -> 'questions'), 0) > 0`,
        })
        .from(modules)
        .where(eq(modules.isPublished, true))
        .orderBy(asc(modules.id));
    },
    /** Every published module with its body, in course order. */
    listPublished(): Promise<ModuleRow[]> {
      return db.select().from(modules).where(eq(modules.isPublished, true)).orderBy(asc(modules.id));
    },
    /** One published module with its body, and its number in the catalogue (1-based). */
    async getPublished(moduleId: number): Promise<{ row: ModuleRow; moduleNumber: number } | undefined> {
      const [found] = await db
        .select({ row: modules, moduleNumber: position })
        .from(modules)
        .where(and(eq(modules.id, moduleId), eq(modules.isPublished, true)));
      return found;
    },
    /** The number in the catalogue (1-based) of a published module, without its body; undefined for an unknown or unpublished one. */
    async getPublishedPosition(moduleId: number): Promise<number | undefined> {
      const [found] = await publishedPosition.execute({ moduleId });
      return found?.moduleNumber;
    },
    /**
     * Makes the stored catalogue match the content files in one transaction: new and changed
     * modules are written, modules whose file was removed are unpublished (never deleted, so the
     * progress that refers to them stays meaningful).
     */
    async syncCatalogue(rows: NewModuleRow[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const row of rows) {
          await tx
            .insert(modules)
            .values({ ...row, isPublished: true })
            .onConflictDoUpdate({ target: modules.id, set: { ...row, isPublished: true, updatedAt: sql`now()` } });
        }
        const ids = rows.map((row) => row.id);
        await tx
          .update(modules)
          .set({ isPublished: false })
          .where(ids.length ? notInArray(modules.id, ids) : sql`true`);
      });
    },
    async get(moduleId: number): Promise<ModuleRow | undefined> {
      const [row] = await db.select().from(modules).where(eq(modules.id, moduleId));
      return row;
    },
    /** Makes the stored case studies match the content file (matched by slug), in one transaction. */
    async syncCaseStudies(studies: CaseStudyFile[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const [sortOrder, study] of studies.entries()) {
          const values = { ...study, sortOrder, isPublished: true };
          await tx.insert(caseStudies).values(values).onConflictDoUpdate({ target: caseStudies.slug, set: values });
        }
        const slugs = studies.map((study) => study.slug);
        await tx
          .update(caseStudies)
          .set({ isPublished: false, featured: false })
          .where(slugs.length ? notInArray(caseStudies.slug, slugs) : sql`true`);
      });
    },
  };
}
export type ModulesRepository = ReturnType<typeof createModulesRepository>;
