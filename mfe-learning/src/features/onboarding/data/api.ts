import { onboardingResponseSchema, type OnboardingRecord } from '@academy/contracts';
import { apiRequest, getJson } from '@academy/web-kit';

/** The signed-in learner's onboarding answers, or null when onboarding is not done. */
export function getOnboarding() {
  return getJson('/api/onboarding', onboardingResponseSchema);
}

/** Saves the learner's answers (the answer body is not read). */
export async function postOnboarding(record: OnboardingRecord): Promise<void> {
  await apiRequest('POST', '/api/onboarding', record);
}
