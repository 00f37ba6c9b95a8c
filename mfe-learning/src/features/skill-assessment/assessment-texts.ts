import type { AssessmentResult } from '@academy/rules/learning';
import type { PlatformToast } from '@academy/web-kit';

// The assessment page's toasts: view text beside the page that shows them.

export function assessmentCompleteToast(result: Pick<AssessmentResult, 'overallScore' | 'skillLevel'>): PlatformToast {
  return {
    title: 'Assessment Complete!',
    description: `You scored ${result.overallScore}%. Your skill level: ${result.skillLevel}.`,
  };
}

export const ASSESSMENT_SAVE_FAILED_TOAST = {
  title: 'Error',
  description: 'Failed to save assessment results. Please try again.',
  variant: 'destructive',
} as const satisfies PlatformToast;
