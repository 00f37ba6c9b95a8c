import { learningPathOperations, type LearningPath } from '@academy/contracts';
import { callOperation } from '@academy/web-kit';

/** The learner's personal learning path; null before onboarding. */
export function getLearningPath(): Promise<LearningPath | null> {
  return callOperation(learningPathOperations.getLearningPath);
}
