import { and, eq, gte } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { LearningTx } from './progress.repository.ts';
import { learningActivity, studySessions, type schema, type StudySessionRow } from './schema.ts';

type Db = NodePgDatabase<typeof schema>;
export type ActivityKind = (typeof learningActivity.kind.enumValues)[number];

export function createActivityRepository(db: Db) {
  return {
    async record(tx: LearningTx, userId: string, kind: ActivityKind, moduleId: number | null): Promise<void> {
      await tx.insert(learningActivity).values({ userId, kind, moduleId });
    },
    async instantsSince(userId: string, since: Date): Promise<Date[]> {
      const rows = await db
        .select({ at: learningActivity.occurredAt })
        .from(learningActivity)
        .where(and(eq(learningActivity.userId, userId), gte(learningActivity.occurredAt, since)));
      return rows.map((row) => row.at);
    },
    sessionsFor(userId: string): Promise<StudySessionRow[]> {
      return db.select().from(studySessions).where(eq(studySessions.userId, userId)).orderBy(studySessions.startedAt);
    },
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
