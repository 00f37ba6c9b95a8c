import { and, eq, sql } from 'drizzle-orm';
import type { LearningTx } from './progress.repository.ts';
import { quizAttempts, type QuizAttemptRow } from './schema.ts';

export interface GradedValues {
  answers: Record<string, number>;
  score: number;
  passed: boolean;
  timedOut: boolean;
  submittedAt: Date;
}

/**
 * Quiz attempts. Callers hold the learner's progress row lock on the module (lockOrCreate), so the
 * reads and writes here for one learner and module happen one transaction at a time.
 */
export function createQuizAttemptsRepository() {
  return {
    async open(tx: LearningTx, userId: string, moduleId: number): Promise<QuizAttemptRow | undefined> {
      const [row] = await tx
        .select()
        .from(quizAttempts)
        .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.moduleId, moduleId), eq(quizAttempts.status, 'open')));
      return row;
    },
    /** When each graded attempt was submitted and whether it passed, for the retake cool-down. */
    async graded(tx: LearningTx, userId: string, moduleId: number): Promise<{ submittedAt: Date; passed: boolean }[]> {
      const rows = await tx
        .select({ submittedAt: quizAttempts.submittedAt, passed: quizAttempts.passed })
        .from(quizAttempts)
        .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.moduleId, moduleId), eq(quizAttempts.status, 'graded')));
      return rows.flatMap((row) => (row.submittedAt && row.passed !== null ? [{ submittedAt: row.submittedAt, passed: row.passed }] : []));
    },
    async start(tx: LearningTx, values: { userId: string; moduleId: number; startedAt: Date; deadline: Date }): Promise<QuizAttemptRow> {
      const [row] = await tx
        .insert(quizAttempts)
        .values({ ...values, status: 'open', answers: {} })
        .returning();
      return row!;
    },
    /** Merges answers into the open attempt (one question's answer replaces its earlier one). */
    async saveAnswers(tx: LearningTx, id: number, answers: Record<string, number>): Promise<QuizAttemptRow> {
      const [row] = await tx
        .update(quizAttempts)
        .set({ answers: sql`${quizAttempts.answers} || ${JSON.stringify(answers)}::jsonb` })
        .where(eq(quizAttempts.id, id))
        .returning();
      return row!;
    },
    async grade(tx: LearningTx, id: number, values: GradedValues): Promise<void> {
      await tx
        .update(quizAttempts)
        .set({ ...values, status: 'graded' })
        .where(eq(quizAttempts.id, id));
    },
  };
}
export type QuizAttemptsRepository = ReturnType<typeof createQuizAttemptsRepository>;
