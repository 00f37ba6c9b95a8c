import {
  challengeModesResponseSchema,
  joinQuestResponseSchema,
  leagueBoardSchema,
  startChallengeResponseSchema,
  streakFreezePurchaseResponseSchema,
  userLevelSchema,
  weeklyQuestsResponseSchema,
  type ChallengeMode,
  type JoinQuestResponse,
  type LeagueBoard,
  type StartChallengeResponse,
  type StreakFreezePurchaseResponse,
  type UserLevel,
  type WeeklyQuest,
} from '@academy/contracts';
import { apiRequest, getJson } from '@academy/web-kit';

/** The learner's level, title, XP bar, gems and streak freezes. */
export function getUserLevel(): Promise<UserLevel> {
  return getJson('/api/user-level', userLevelSchema);
}

/** This week's quests in the learner's time zone (the web kit sends it), with their progress. */
export function getWeeklyQuests(): Promise<WeeklyQuest[]> {
  return getJson('/api/weekly-quests', weeklyQuestsResponseSchema);
}

export function postJoinQuest(questId: string): Promise<JoinQuestResponse> {
  return apiRequest('POST', '/api/join-quest', { questId }, joinQuestResponseSchema);
}

export function getChallengeModes(): Promise<ChallengeMode[]> {
  return getJson('/api/challenge-modes', challengeModesResponseSchema);
}

export function postStartChallenge(challengeId: string): Promise<StartChallengeResponse> {
  return apiRequest('POST', '/api/start-challenge', { challengeId }, startChallengeResponseSchema);
}

/** The learner's weekly league. */
export function getLeaderboard(): Promise<LeagueBoard> {
  return getJson('/api/leaderboard', leagueBoardSchema);
}

/** Leaves the leagues (neither shown nor ranked) or joins them again; answers the board as it is now. */
export function putLeagueParticipation(optedOut: boolean): Promise<LeagueBoard> {
  return apiRequest('PUT', '/api/leaderboard/participation', { optedOut }, leagueBoardSchema);
}

/** Buys one streak freeze with gems. */
export function postStreakFreeze(): Promise<StreakFreezePurchaseResponse> {
  return apiRequest('POST', '/api/streak-freezes', undefined, streakFreezePurchaseResponseSchema);
}
