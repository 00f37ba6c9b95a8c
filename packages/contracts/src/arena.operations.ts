import {
  challengeModesResponseSchema,
  joinQuestRequestSchema,
  joinQuestResponseSchema,
  leagueBoardSchema,
  leagueParticipationRequestSchema,
  startChallengeRequestSchema,
  startChallengeResponseSchema,
  streakFreezePurchaseResponseSchema,
  userLevelSchema,
  weeklyQuestsResponseSchema,
} from './arena.ts';
import type { OperationTable } from './operation.ts';

/**
 * The Challenge arena's routes (served by the tools service). Every answer is the caller's own;
 * the learner's time zone comes from the X-Time-Zone header.
 */
export const arenaOperations = {
  getUserLevel: {
    method: 'get',
    path: '/api/user-level',
    service: 'tools',
    summary: 'The caller’s level, title, XP bar, XP to the next level, gems and the streak freeze’s price',
    access: 'signed-in',
    response: userLevelSchema,
  },
  getWeeklyQuests: {
    method: 'get',
    path: '/api/weekly-quests',
    service: 'tools',
    summary: 'This calendar week’s quests (in the caller’s time zone) with the caller’s progress',
    access: 'signed-in',
    response: weeklyQuestsResponseSchema,
  },
  joinQuest: {
    method: 'post',
    path: '/api/join-quest',
    service: 'tools',
    summary: 'Joins a quest of this week; progress counts from now (joining twice changes nothing)',
    access: 'signed-in',
    request: joinQuestRequestSchema,
    response: joinQuestResponseSchema,
  },
  getChallengeModes: {
    method: 'get',
    path: '/api/challenge-modes',
    service: 'tools',
    summary: 'The challenge modes with the caller’s latest run of each',
    access: 'signed-in',
    response: challengeModesResponseSchema,
  },
  startChallenge: {
    method: 'post',
    path: '/api/start-challenge',
    service: 'tools',
    summary: 'Starts a challenge (refused below its minimum level; one active run at a time)',
    access: 'signed-in',
    request: startChallengeRequestSchema,
    response: startChallengeResponseSchema,
  },
  getLeaderboard: {
    method: 'get',
    path: '/api/leaderboard',
    service: 'tools',
    summary: 'The caller’s weekly league: rank, alias and weekly XP of up to 30 learners, with the promotion and relegation zones',
    access: 'signed-in',
    response: leagueBoardSchema,
  },
  putLeagueParticipation: {
    method: 'put',
    path: '/api/leaderboard/participation',
    service: 'tools',
    summary: 'Leaves the leagues (neither shown nor ranked) or joins them again',
    access: 'signed-in',
    request: leagueParticipationRequestSchema,
    response: leagueBoardSchema,
  },
  buyStreakFreeze: {
    method: 'post',
    path: '/api/streak-freezes',
    service: 'tools',
    summary: 'Pays gems for a streak freeze; the learning slice holds it (at most 2, else the gems come back)',
    access: 'signed-in',
    response: streakFreezePurchaseResponseSchema,
    status: 201,
  },
} as const satisfies OperationTable;
