import { Router } from 'express';
import {
  arenaOperations,
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
} from '@academy/contracts';
import { currentUser, parseInput, route, sendJson, type IdentityClient } from '@academy/service-kit';
import type { ArenaDeps } from '../domain/arena-deps.ts';
import { getUserLevel } from '../domain/arena-level.use-case.ts';
import { listChallengeModes, startChallenge } from '../domain/challenges.use-case.ts';
import { getLeagueBoard, setLeagueParticipation } from '../domain/leagues.use-case.ts';
import { buyStreakFreeze } from '../domain/streak-freeze.use-case.ts';
import { joinQuest, listWeeklyQuests } from '../domain/weekly-quests.use-case.ts';

/** The Challenge arena. Every answer is the caller's own; weeks follow the zone in X-Time-Zone. */
export function arenaRoutes(deps: ArenaDeps & { identity: IdentityClient }): Router {
  const router = Router();
  const signedIn = deps.identity.requireUser;

  route(router, arenaOperations.getUserLevel, signedIn, async (req, res) => {
    sendJson(res, userLevelSchema, await getUserLevel(deps, currentUser(req).id, req.get('x-time-zone')));
  });
  route(router, arenaOperations.getWeeklyQuests, signedIn, async (req, res) => {
    sendJson(res, weeklyQuestsResponseSchema, await listWeeklyQuests(deps, currentUser(req).id, req.get('x-time-zone')));
  });
  route(router, arenaOperations.joinQuest, signedIn, async (req, res) => {
    const { questId } = parseInput(joinQuestRequestSchema, req.body);
    sendJson(res, joinQuestResponseSchema, await joinQuest(deps, currentUser(req).id, questId, req.get('x-time-zone')));
  });
  route(router, arenaOperations.getChallengeModes, signedIn, async (req, res) => {
    sendJson(res, challengeModesResponseSchema, await listChallengeModes(deps, currentUser(req).id));
  });
  route(router, arenaOperations.startChallenge, signedIn, async (req, res) => {
    const { challengeId } = parseInput(startChallengeRequestSchema, req.body);
    sendJson(res, startChallengeResponseSchema, await startChallenge(deps, currentUser(req).id, challengeId));
  });
  route(router, arenaOperations.getLeaderboard, signedIn, async (req, res) => {
    sendJson(res, leagueBoardSchema, await getLeagueBoard(deps, currentUser(req).id));
  });
  route(router, arenaOperations.putLeagueParticipation, signedIn, async (req, res) => {
    const { optedOut } = parseInput(leagueParticipationRequestSchema, req.body);
    sendJson(res, leagueBoardSchema, await setLeagueParticipation(deps, currentUser(req).id, optedOut));
  });
  route(router, arenaOperations.buyStreakFreeze, signedIn, async (req, res) => {
    sendJson(res, streakFreezePurchaseResponseSchema, await buyStreakFreeze(deps, currentUser(req).id), 201);
  });
  return router;
}
