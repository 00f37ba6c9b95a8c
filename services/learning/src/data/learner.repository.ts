import { desc, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { LearningTx } from './progress.repository.ts';
import { caseStudies, learnerProfiles, onboarding, skillAssessments, type CaseStudyRow, type schema } from './schema.ts';

type Db = NodePgDatabase<typeof schema>;

/** The learner's profile, onboarding answers and assessment history. */
export function createLearnerRepository(db: Db) {
  return {
    /** Keeps the learner's time zone; a row already holding it is left untouched (no write). */
    async saveTimeZone(userId: string, timeZone: string): Promise<void> {
      await db
        .insert(learnerProfiles)
        .values({ userId, timeZone })
        .onConflictDoUpdate({
          target: learnerProfiles.userId,
          set: { timeZone, updatedAt: new Date() },
          setWhere: sql`${learnerProfiles.timeZone} is distinct from excluded.time_zone`,
        });
    },
    async quizTimeMultiplier(userId: string, tx: LearningTx | Db = db): Promise<number> {
      const [row] = await tx.select({ multiplier: learnerProfiles.quizTimeMultiplier }).from(learnerProfiles).where(eq(learnerProfiles.userId, userId));
      return row?.multiplier ?? 1;
    },
    async saveQuizTimeMultiplier(userId: string, quizTimeMultiplier: number): Promise<void> {
      await db
        .insert(learnerProfiles)
        .values({ userId, quizTimeMultiplier })
        .onConflictDoUpdate({ target: learnerProfiles.userId, set: { quizTimeMultiplier, updatedAt: new Date() } });
    },
    async onboarding(userId: string) {
      const [row] = await db.select().from(onboarding).where(eq(onboarding.userId, userId));
      return row;
    },
    async saveOnboarding(userId: string, data: Record<string, unknown>) {
      const [row] = await db
        .insert(onboarding)
        .values({ userId, data })
        .onConflictDoUpdate({ target: onboarding.userId, set: { data, completedAt: new Date() } })
        .returning();
      return row!;
    },
    async insertAssessment(tx: LearningTx, values: typeof skillAssessments.$inferInsert) {
      const [row] = await tx.insert(skillAssessments).values(values).returning();
      return row!;
    },
    assessments(userId: string) {
      return db.select().from(skillAssessments).where(eq(skillAssessments.userId, userId)).orderBy(skillAssessments.completedAt, skillAssessments.id);
    },
    async featuredCaseStudy(): Promise<CaseStudyRow | undefined> {
      const [row] = await db
        .select()
        .from(caseStudies)
        .where(eq(caseStudies.isPublished, true))
        .orderBy(desc(caseStudies.featured), caseStudies.sortOrder)
        .limit(1);
      return row?.featured ? row : undefined;
    },
  };
}
export type LearnerRepository = ReturnType<typeof createLearnerRepository>;
