import { asc, eq, notInArray, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { aiTools, type AiToolRow, type NewAiToolRow, type schema } from './schema.ts';

export function createToolsRepository(db: NodePgDatabase<typeof schema>) {
  return {
    listActive(): Promise<AiToolRow[]> {
      return db.select().from(aiTools).where(eq(aiTools.isActive, true)).orderBy(asc(aiTools.sortOrder), asc(aiTools.id));
    },
    /** Makes the stored catalogue match the catalogue file, in one transaction. */
    async syncCatalogue(rows: NewAiToolRow[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const row of rows) {
          await tx
            .insert(aiTools)
            .values({ ...row, isActive: true })
            .onConflictDoUpdate({ target: aiTools.slug, set: { ...row, isActive: true } });
        }
        const slugs = rows.map((row) => row.slug);
        await tx
          .update(aiTools)
          .set({ isActive: false })
          .where(slugs.length ? notInArray(aiTools.slug, slugs) : sql`true`);
      });
    },
  };
}
export type ToolsRepository = ReturnType<typeof createToolsRepository>;
