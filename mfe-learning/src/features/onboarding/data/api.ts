import { learningOperations, type OnboardingData } from '@academy/contracts';
import { callOperation } from '@academy/web-kit';

/** The signed-in learner's onboarding answers, or null when onboarding is not done. */
export function getOnboarding() {
  return callOperation(learningOperations.getOnboarding);
}

/** Saves the learner's answers. */
export async function postOnboarding(record: OnboardingData): Promise<void> {
  await callOperation(learningOperations.postOnboarding, { body: record });
}
