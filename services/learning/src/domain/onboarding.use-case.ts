import { onboardingDataSchema, type OnboardingData, type OnboardingRecord } from '@academy/contracts';
import type { LearnerRepository } from '../data/learner.repository.ts';

type OnboardingAnswer = (OnboardingRecord & { completedAt: string }) | null;

export async function getOnboarding(learner: LearnerRepository, userId: string): Promise<OnboardingAnswer> {
  const row = await learner.onboarding(userId);
  if (!row) return null;
  const parsed = onboardingDataSchema.safeParse(row.data);
  // Answers stored under older rules still count as onboarding done.
  const data = (parsed.success ? parsed.data : row.data) as OnboardingRecord;
  return { ...data, completedAt: row.completedAt.toISOString() };
}

/** POST /api/onboarding: the whole record, parsed at the edge with the contract's onboarding schema. */
export async function saveOnboarding(learner: LearnerRepository, userId: string, answers: OnboardingData): Promise<NonNullable<OnboardingAnswer>> {
  const row = await learner.saveOnboarding(userId, answers);
  return { ...(answers as OnboardingRecord), completedAt: row.completedAt.toISOString() };
}
