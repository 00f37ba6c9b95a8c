import { eq, lte } from 'drizzle-orm';
import type { LearningTx } from './progress.repository.ts';
import { learnerNames } from './schema.ts';

/** The name a certificate gives each learner (see learnerNames in schema.ts), written and read in the caller's transaction. */
export function createLearnerNamesRepository() {
  return {
    /** Keeps the name, unless one said later is on record already (events may arrive after a request). */
    async remember(tx: LearningTx, userId: string, name: string, namedAt: Date): Promise<void> {
      await tx
        .insert(learnerNames)
        .values({ userId, name, namedAt })
        .onConflictDoUpdate({ target: learnerNames.userId, set: { name, namedAt }, setWhere: lte(learnerNames.namedAt, namedAt) });
    },
    async nameOf(tx: LearningTx, userId: string): Promise<string | undefined> {
      const [row] = await tx.select({ name: learnerNames.name }).from(learnerNames).where(eq(learnerNames.userId, userId));
      return row?.name;
    },
  };
}
export type LearnerNamesRepository = ReturnType<typeof createLearnerNamesRepository>;
