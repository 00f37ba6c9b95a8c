import {
  arenaOperations,
  learningOperations,
  type ChallengeMode,
  type JoinQuestResponse,
  type LeagueBoard,
  type StartChallengeResponse,
  type StreakFreezeBalance,
  type StreakFreezePurchaseResponse,
  type UserLevel,
  type WeeklyQuest,
} from '@academy/contracts';
import { callOperation } from '@academy/web-kit';

/** The learner's level, title, XP bar, gems and the streak freeze's price. */
export function getUserLevel(): Promise<UserLevel> {
  return callOperation(arenaOperations.getUserLevel);
}

/** This week's quests in the learner's time zone (the web kit sends it), with their progress. */
export function getWeeklyQuests(): Promise<WeeklyQuest[]> {
  return callOperation(arenaOperations.getWeeklyQuests);
}

export function postJoinQuest(questId: string): Promise<JoinQuestResponse> {
  return callOperation(arenaOperations.joinQuest, { body: { questId } });
}

export function getChallengeModes(): Promise<ChallengeMode[]> {
  return callOperation(arenaOperations.getChallengeModes);
}

export function postStartChallenge(challengeId: string): Promise<StartChallengeResponse> {
  return callOperation(arenaOperations.startChallenge, { body: { challengeId } });
}

/** The learner's weekly league. */
export function getLeaderboard(): Promise<LeagueBoard> {
  return callOperation(arenaOperations.getLeaderboard);
}

/** Leaves the leagues (neither shown nor ranked) or joins them again; answers the board as it is now. */
export function putLeagueParticipation(optedOut: boolean): Promise<LeagueBoard> {
  return callOperation(arenaOperations.putLeagueParticipation, { body: { optedOut } });
}

/** The streak freezes the learner holds: the learning slice holds them, the arena only sells them. */
export function getStreakFreezeBalance(): Promise<StreakFreezeBalance> {
  return callOperation(learningOperations.getStreakFreezeBalance);
}

/** Pays gems for one streak freeze; the learning slice credits it. */
export function postStreakFreeze(): Promise<StreakFreezePurchaseResponse> {
  return callOperation(arenaOperations.buyStreakFreeze);
}
