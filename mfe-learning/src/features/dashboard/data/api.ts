import {
  aiToolsResponseSchema,
  featuredCaseStudyResponseSchema,
  onboardingResponseSchema,
  userLevelSchema,
  type AiTool,
  type CaseStudy,
  type UserLevel,
} from '@academy/contracts';
import { getJson } from '@academy/web-kit';

export function getAiTools(): Promise<AiTool[]> {
  return getJson('/api/ai-tools', aiToolsResponseSchema);
}

/** The case study featured under 'Success Stories'; null when none is featured. */
export function getFeaturedCaseStudy(): Promise<CaseStudy | null> {
  return getJson('/api/featured-case-study', featuredCaseStudyResponseSchema);
}

/** True when the learner's onboarding answers are on record (the service answers null otherwise). */
export async function getOnboardingDone(): Promise<boolean> {
  return (await getJson('/api/onboarding', onboardingResponseSchema)) !== null;
}

/** The learner's level, gems and running challenges and quests (the tools slice's Challenge arena). */
export function getArenaLevel(): Promise<UserLevel> {
  return getJson('/api/user-level', userLevelSchema);
}
