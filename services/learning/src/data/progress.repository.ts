import { and, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { learnerModuleTime, progress, type ProgressRow, type schema } from './schema.ts';

type Db = NodePgDatabase<typeof schema>;
export type LearningTx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type ProgressValues = Omit<ProgressRow, 'updatedAt' | 'userId' | 'moduleId'>;

export function createProgressRepository(db: Db) {
  return {
    /**
     * The record, locked for the rest of the transaction so concurrent saves apply in turn. A
     * record that does not exist yet is created empty first: a row lock needs a row, and without
     * one two first saves would both read "nothing" and the later write would drop the earlier
     * one's sections. Insert-if-absent makes the later transaction wait for the first and then
     * read what it wrote. (If the caller's transaction fails, the empty record goes with it.)
     */
    async lockOrCreate(tx: LearningTx, userId: string, moduleId: number): Promise<ProgressRow> {
      await tx.insert(progress).values({ userId, moduleId }).onConflictDoNothing({ target: [progress.userId, progress.moduleId] });
      const [row] = await tx
        .select()
        .from(progress)
        .where(and(eq(progress.userId, userId), eq(progress.moduleId, moduleId)))
        .for('update');
      if (!row) throw new Error(`progress of ${userId} on module ${moduleId} vanished while locked`);
      return row;
    },
    async save(tx: LearningTx, userId: string, moduleId: number, values: ProgressValues): Promise<ProgressRow> {
      const [row] = await tx
        .insert(progress)
        .values({ userId, moduleId, ...values })
        .onConflictDoUpdate({ target: [progress.userId, progress.moduleId], set: { ...values, updatedAt: sql`now()` } })
        .returning();
      return row!;
    },
    listForUser(userId: string): Promise<ProgressRow[]> {
      return db.select().from(progress).where(eq(progress.userId, userId)).orderBy(progress.moduleId);
    },
    /** Whole minutes of active study per module, from the running totals the heartbeats keep. */
    async minutesByModule(userId: string, executor: Db | LearningTx = db): Promise<Map<number, number>> {
      const rows = await executor
        .select({ moduleId: learnerModuleTime.moduleId, seconds: learnerModuleTime.activeSeconds })
        .from(learnerModuleTime)
        .where(eq(learnerModuleTime.userId, userId));
      return new Map(rows.map((row) => [row.moduleId, Math.floor(row.seconds / 60)]));
    },
    /** Adds newly credited active seconds to the module's total, in the heartbeat's transaction. */
    async addModuleSeconds(tx: LearningTx, userId: string, moduleId: number, seconds: number): Promise<void> {
      if (seconds <= 0) return;
      await tx
        .insert(learnerModuleTime)
        .values({ userId, moduleId, activeSeconds: seconds })
        .onConflictDoUpdate({
          target: [learnerModuleTime.userId, learnerModuleTime.moduleId],
          set: { activeSeconds: sql`${learnerModuleTime.activeSeconds} + ${seconds}` },
        });
    },
  };
}
export type ProgressRepository = ReturnType<typeof createProgressRepository>;
