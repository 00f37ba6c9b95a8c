import { eq } from 'drizzle-orm';
import type { LearningTx } from './progress.repository.ts';
import { studySessions, type StudySessionRow } from './schema.ts';

export function createStudySessionsRepository() {
  return {
    async forUpdate(tx: LearningTx, id: string): Promise<StudySessionRow | undefined> {
      const [row] = await tx.select().from(studySessions).where(eq(studySessions.id, id)).for('update');
      return row;
    },
    async insert(tx: LearningTx, row: StudySessionRow): Promise<void> {
      await tx.insert(studySessions).values(row);
    },
    async update(tx: LearningTx, id: string, values: Pick<StudySessionRow, 'activeSeconds' | 'elapsedSeconds' | 'interactions' | 'lastSeenAt'>): Promise<void> {
      await tx.update(studySessions).set(values).where(eq(studySessions.id, id));
    },
  };
}
export type StudySessionsRepository = ReturnType<typeof createStudySessionsRepository>;
