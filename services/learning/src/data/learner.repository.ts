import { desc, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { LearningTx } from './progress.repository.ts';
import { caseStudies, learnerProfiles, onboarding, skillAssessments, type CaseStudyRow, type schema } from './schema.ts';

type Db = NodePgDatabase<typeof schema>;

/** The learner's profile, onboarding answers and assessment history. */
export function createLearnerRepository(db: Db) {
  return {
    /**
     * Keeps the learner's time zone. Every write of a studying learner carries it (each heartbeat),
     * so a row already holding it is neither written nor locked: the update matches only a
     * different zone, and a missing row is inserted (`on conflict do nothing` locks nothing).
     */
    async saveTimeZone(userId: string, timeZone: string): Promise<void> {
      await db.execute(sql`
        with changed as (
          update learner_profiles set time_zone = ${timeZone}, updated_at = now()
           where user_id = ${userId} and time_zone is distinct from ${timeZone}
          returning 1)
        insert into learner_profiles (user_id, time_zone)
        select ${userId}, ${timeZone} where not exists (select 1 from changed)
        on conflict (user_id) do nothing`);
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
