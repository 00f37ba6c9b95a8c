import { TOTAL_ONBOARDING_STEPS } from '@academy/rules/learning';
import type { PlatformToast } from '@academy/web-kit';

// What the onboarding page says and when: view text beside the page that shows it. The rules of
// onboarding (option values, validation, steps) are in @academy/rules/learning.

export const ONBOARDING_FINISH_LABEL = 'View Plans & Get Started';
/** A signed-in learner's answers are saved and make their path, which they go to next. */
export const ONBOARDING_FINISH_LABEL_SIGNED_IN = 'See My Learning Path';
/** What the page says once done: a visitor goes on to the plans, a signed-in learner to their path. */
export const ONBOARDING_DONE_NOTICE = {
  visitor: 'Your learning path is ready. Taking you to the plans...',
  signedIn: 'Your learning path is ready. Taking you to it...',
} as const;
/** After 'Journey Complete!' the browser goes on (to /pricing or the path) after this delay. */
export const ONBOARDING_REDIRECT_DELAY_MS = 1500;

export const ONBOARDING_COMPLETE_TOAST = {
  title: 'Journey Complete!',
  description: 'Your personalised learning path is ready.',
} as const satisfies PlatformToast;
export const ONBOARDING_WELCOME_BACK_TOAST = {
  title: 'Welcome back!',
  description: 'Complete your learning path setup',
} as const satisfies PlatformToast;
export const ONBOARDING_SAVE_FAILED_TOAST = {
  title: 'Error',
  description: 'Failed to save onboarding data. Please try again.',
  variant: 'destructive',
} as const satisfies PlatformToast;

/** Percent complete shown beside 'Step n of 6'. */
export function onboardingPercent(step: number): number {
  return Math.round((step / TOTAL_ONBOARDING_STEPS) * 100);
}

export function onboardingStepLabel(step: number): string {
  return `Step ${step} of ${TOTAL_ONBOARDING_STEPS}`;
}
