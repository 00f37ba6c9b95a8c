import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LearningTx } from './progress.repository.ts';
import { streakFreezes } from './schema.ts';

/** The learner's streak freezes, held here alone (bought in the arena); the rule that spends them is in @academy/rules/learning. */
export function createStreakFreezesRepository() {
  return {
    /** Records a freeze bought in the arena; a repeat changes nothing. */
    async add(tx: LearningTx, values: { id: string; userId: string; purchasedAt: Date }): Promise<void> {
      await tx.insert(streakFreezes).values(values).onConflictDoNothing();
    },
    /** Serialises the crediting of one learner's freezes until the transaction ends (an advisory lock). */
    async lockLearner(tx: LearningTx, userId: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`streak-freezes:${userId}`}))`);
    },
    /** Whether the learner has this freeze, held or used. */
    async knows(tx: LearningTx, userId: string, id: string): Promise<boolean> {
      const rows = await tx
        .select({ id: streakFreezes.id })
        .from(streakFreezes)
        .where(and(eq(streakFreezes.id, id), eq(streakFreezes.userId, userId)));
      return rows.length > 0;
    },
    /** Whether the learner holds a freeze not yet used (most hold none, and then nothing is to spend). */
    async holdsAny(tx: LearningTx, userId: string): Promise<boolean> {
      const rows = await tx
        .select({ id: streakFreezes.id })
        .from(streakFreezes)
        .where(and(eq(streakFreezes.userId, userId), isNull(streakFreezes.usedOn)))
        .limit(1);
      return rows.length > 0;
    },
    /** Marks a held freeze as having covered `day`; false when it was already used. */
    async markUsed(tx: LearningTx, userId: string, id: string, day: string): Promise<boolean> {
      const rows = await tx
        .update(streakFreezes)
        .set({ usedOn: day })
        .where(and(eq(streakFreezes.id, id), eq(streakFreezes.userId, userId), isNull(streakFreezes.usedOn)))
        .returning({ id: streakFreezes.id });
      return rows.length > 0;
    },
  };
}
export type StreakFreezesRepository = ReturnType<typeof createStreakFreezesRepository>;
