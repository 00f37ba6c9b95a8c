import { arenaOperations, learningOperations, toolsOperations, type AiTool, type CaseStudy, type UserLevel } from '@academy/contracts';
import { callOperation } from '@academy/web-kit';

export function getAiTools(): Promise<AiTool[]> {
  return callOperation(toolsOperations.getAiTools);
}

/** The case study featured under 'Success Stories'; null when none is featured. */
export function getFeaturedCaseStudy(): Promise<CaseStudy | null> {
  return callOperation(learningOperations.getFeaturedCaseStudy);
}

/** True when the learner's onboarding answers are on record (the service answers null otherwise). */
export async function getOnboardingDone(): Promise<boolean> {
  return (await callOperation(learningOperations.getOnboarding)) !== null;
}

/** The learner's level, gems and running challenges and quests (the tools slice's Challenge arena). */
export function getArenaLevel(): Promise<UserLevel> {
  return callOperation(arenaOperations.getUserLevel);
}
