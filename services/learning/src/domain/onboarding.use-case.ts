import type { OnboardingRecord } from '@academy/contracts';
import { AppError, fieldIssues } from '@academy/service-kit';
import { onboardingDataSchema } from '@academy/rules/learning';
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

/** POST /api/onboarding: the whole record, checked with the same rules the form uses. */
export async function saveOnboarding(learner: LearnerRepository, userId: string, body: unknown): Promise<NonNullable<OnboardingAnswer>> {
  const parsed = onboardingDataSchema.safeParse(body);
  if (!parsed.success) {
    throw new AppError('LEARNING_ONBOARDING_INVALID', 'Some onboarding answers are missing or not valid.', { status: 400, details: fieldIssues(parsed.error) });
  }
  const row = await learner.saveOnboarding(userId, parsed.data);
  return { ...(parsed.data as OnboardingRecord), completedAt: row.completedAt.toISOString() };
}
