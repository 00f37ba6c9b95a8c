import { asc, eq, notInArray, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { CaseStudyFile } from './content-files.ts';
import { caseStudies, modules, type ModuleRow, type NewModuleRow, type schema } from './schema.ts';

type Db = NodePgDatabase<typeof schema>;

export function createModulesRepository(db: Db) {
  return {
    listPublished(): Promise<ModuleRow[]> {
      return db.select().from(modules).where(eq(modules.isPublished, true)).orderBy(asc(modules.id));
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
        await tx.update(modules).set({ isPublished: false }).where(ids.length ? notInArray(modules.id, ids) : sql`true`);
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
        await tx.update(caseStudies).set({ isPublished: false, featured: false }).where(slugs.length ? notInArray(caseStudies.slug, slugs) : sql`true`);
      });
    },
  };
}
export type ModulesRepository = ReturnType<typeof createModulesRepository>;
