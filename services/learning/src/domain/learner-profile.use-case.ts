import { quizTimeMultipliers, type LearnerProfile, type QuizTimeMultiplier } from '@academy/contracts';
import type { LearnerRepository } from '../data/learner.repository.ts';

/** A stored multiplier the contract no longer offers reads as the nearest one it does. */
function offered(stored: number): QuizTimeMultiplier {
  return quizTimeMultipliers.reduce((best, candidate) => (Math.abs(candidate - stored) < Math.abs(best - stored) ? candidate : best));
}

/** GET /api/learner-profile: the learner's settings; a learner who never chose has the quiz's own time (1). */
export async function getLearnerProfile(learner: LearnerRepository, userId: string): Promise<LearnerProfile> {
  return { quizTimeMultiplier: offered(await learner.quizTimeMultiplier(userId)) };
}

/**
 * PUT /api/learner-profile: saves the settings (parsed at the edge, so only offered multipliers
 * arrive). An attempt already open keeps its deadline; the next one started gets the new time.
 */
export async function saveLearnerProfile(learner: LearnerRepository, userId: string, profile: LearnerProfile): Promise<LearnerProfile> {
  await learner.saveQuizTimeMultiplier(userId, profile.quizTimeMultiplier);
  return profile;
}
