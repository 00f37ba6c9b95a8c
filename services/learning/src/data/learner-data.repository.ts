import { eq } from 'drizzle-orm';
import type { LearningTx } from './progress.repository.ts';
import {
  entitlements,
  learnerModuleTime,
  learnerNames,
  learnerProfiles,
  learnerQuarterMinutes,
  learnerStats,
  learningActivity,
  onboarding,
  progress,
  quizAttempts,
  skillAssessments,
  streakFreezes,
  studySessions,
} from './schema.ts';

/** Every table that holds rows about one learner. */
const learnerTables = [
  progress,
  quizAttempts,
  studySessions,
  learningActivity,
  learnerStats,
  learnerModuleTime,
  learnerQuarterMinutes,
  learnerProfiles,
  onboarding,
  skillAssessments,
  entitlements,
  streakFreezes,
  learnerNames,
] as const;

/** Deletes everything the learning slice holds about a user, in the caller's transaction. */
export async function deleteLearnerData(tx: LearningTx, userId: string): Promise<void> {
  for (const table of learnerTables) await tx.delete(table).where(eq(table.userId, userId));
}
