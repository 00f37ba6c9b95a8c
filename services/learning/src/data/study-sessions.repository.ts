import { eq } from 'drizzle-orm';
import type { LearningTx } from './progress.repository.ts';
import { studySessions, type StudySessionRow } from './schema.ts';

export type StudySessionTotals = Pick<
  StudySessionRow,
  'activeSeconds' | 'elapsedSeconds' | 'reportedActiveSeconds' | 'reportedElapsedSeconds' | 'interactions' | 'lastSeenAt'
>;

export function createStudySessionsRepository() {
  return {
    /**
     * The session, locked for the rest of the transaction; created from `first` when it does not
     * exist yet. Insert-if-absent before the lock: identical first heartbeats arriving together
     * find one row (the later ones wait for the first to commit) instead of racing to insert it.
     */
    async lockOrCreate(tx: LearningTx, first: StudySessionRow): Promise<{ row: StudySessionRow; created: boolean }> {
      const [inserted] = await tx.insert(studySessions).values(first).onConflictDoNothing({ target: studySessions.id }).returning();
      if (inserted) return { row: inserted, created: true };
      const [row] = await tx.select().from(studySessions).where(eq(studySessions.id, first.id)).for('update');
      if (!row) throw new Error(`study session ${first.id} vanished while locked`);
      return { row, created: false };
    },
    async update(tx: LearningTx, id: string, values: StudySessionTotals): Promise<void> {
      await tx.update(studySessions).set(values).where(eq(studySessions.id, id));
    },
  };
}
export type StudySessionsRepository = ReturnType<typeof createStudySessionsRepository>;
