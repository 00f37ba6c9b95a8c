import { learningPathResponseSchema, type LearningPath } from '@academy/contracts';
import { getJson } from '@academy/web-kit';

/** The learner's personal learning path; null before onboarding. */
export function getLearningPath(): Promise<LearningPath | null> {
  return getJson('/api/learning-path', learningPathResponseSchema);
}
