import { asc, eq, notInArray, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { modules, type ModuleRow, type NewModuleRow, type schema } from './schema.ts';

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
  };
}
export type ModulesRepository = ReturnType<typeof createModulesRepository>;
