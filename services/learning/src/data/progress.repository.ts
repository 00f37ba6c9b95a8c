import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { learnerModuleTime, modules, progress, type ModuleRow, type ProgressRow, type schema } from './schema.ts';
import type { LearningTx } from './transaction.ts';

type Db = NodePgDatabase<typeof schema>;
export type { LearningTx };

export type ProgressValues = Omit<ProgressRow, 'updatedAt' | 'userId' | 'moduleId'>;

/** A started or finished module whose content is newer than the version the learner went through. */
export interface ChangedModuleRow {
  moduleId: number;
  title: string;
  completed: boolean;
  contentVersion: number;
  version: number;
  changes: ModuleRow['changes'];
}

/** The module's current version, read in the statement that needs it. */
const currentVersionOf = (moduleId: number) => sql<number>`(select ${modules.version} from ${modules} where ${modules.id} = ${moduleId})`;

export function createProgressRepository(db: Db) {
  // The progress read's two statements, built once and prepared by name on each connection: a read
  // then sends its parameter only. Built on every read, their SQL was a third of what a
  // GET /api/progress allocated.
  const learner = sql.placeholder('userId');
  const progressOfLearner = db.select().from(progress).where(eq(progress.userId, learner)).orderBy(progress.moduleId).prepare('progress_of_learner');
  const moduleSecondsOfLearner = db
    .select({ moduleId: learnerModuleTime.moduleId, seconds: learnerModuleTime.activeSeconds })
    .from(learnerModuleTime)
    .where(eq(learnerModuleTime.userId, learner))
    .prepare('module_seconds_of_learner');
  return {
    /**
     * The record, locked for the rest of the transaction so concurrent saves apply in turn. A
     * record that does not exist yet is created empty first: a row lock needs a row, and without
     * one two first saves would both read "nothing" and the later write would drop the earlier
     * one's sections. Insert-if-absent makes the later transaction wait for the first and then
     * read what it wrote. (If the caller's transaction fails, the empty record goes with it.)
     */
    async lockOrCreate(tx: LearningTx, userId: string, moduleId: number): Promise<ProgressRow> {
      // A learner starts on the module's current version.
      await tx
        .insert(progress)
        .values({ userId, moduleId, contentVersion: currentVersionOf(moduleId) })
        .onConflictDoNothing({ target: [progress.userId, progress.moduleId] });
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
    /** The learner's started or finished published modules that changed since the version they went through. */
    listChangedSince(userId: string): Promise<ChangedModuleRow[]> {
      return db
        .select({
          moduleId: progress.moduleId,
          title: modules.title,
          completed: progress.completed,
          contentVersion: progress.contentVersion,
          version: modules.version,
          changes: modules.changes,
        })
        .from(progress)
        .innerJoin(modules, eq(modules.id, progress.moduleId))
        .where(and(eq(progress.userId, userId), eq(modules.isPublished, true), gt(modules.version, progress.contentVersion)))
        .orderBy(asc(progress.moduleId));
    },
    /**
     * Records that the learner read what changed up to `version` (never past the module's current
     * one, never back): repeating it changes nothing. Completion, the quiz pass and the time of the
     * last progress stay as they are. A module the learner never started has nothing to record.
     */
    async acknowledgeVersion(userId: string, moduleId: number, version: number): Promise<void> {
      await db
        .update(progress)
        .set({ contentVersion: sql`greatest(${progress.contentVersion}, least(${version}::int, ${currentVersionOf(moduleId)}))` })
        .where(and(eq(progress.userId, userId), eq(progress.moduleId, moduleId)));
    },
    listForUser(userId: string): Promise<ProgressRow[]> {
      return progressOfLearner.execute({ userId });
    },
    /** Whole minutes of active study per module, from the running totals the heartbeats keep. */
    async minutesByModule(userId: string, executor: Db | LearningTx = db): Promise<Map<number, number>> {
      const rows =
        executor === db
          ? await moduleSecondsOfLearner.execute({ userId })
          : await executor
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
