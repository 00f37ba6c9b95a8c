import { Router } from 'express';
import { arenaOperations } from '@academy/contracts';
import { forRequest, operationHandlers, type IdentityClient } from '@academy/service-kit';
import type { ArenaDeps } from '../domain/arena-deps.ts';
import { getUserLevel } from '../domain/arena-level.use-case.ts';
import { listChallengeModes, startChallenge } from '../domain/challenges.use-case.ts';
import { getLeagueBoard, setLeagueParticipation } from '../domain/leagues.use-case.ts';
import { buyStreakFreeze } from '../domain/streak-freeze.use-case.ts';
import { joinQuest, listWeeklyQuests } from '../domain/weekly-quests.use-case.ts';

/** The Challenge arena. Every answer is the caller's own; weeks follow the zone in X-Time-Zone. */
export function arenaRoutes(deps: ArenaDeps & { identity: IdentityClient }): Router {
  const router = Router();
  const handle = operationHandlers(router, deps);

  handle(arenaOperations.getUserLevel, ({ user, req }) => getUserLevel(deps, user.id, req.get('x-time-zone')));
  handle(arenaOperations.getWeeklyQuests, ({ user, req }) => listWeeklyQuests(deps, user.id, req.get('x-time-zone')));
  handle(arenaOperations.joinQuest, ({ user, body, req }) => joinQuest(forRequest(deps, req), user.id, body.questId, req.get('x-time-zone')));
  handle(arenaOperations.getChallengeModes, ({ user }) => listChallengeModes(deps, user.id));
  handle(arenaOperations.startChallenge, ({ user, body, req }) => startChallenge(forRequest(deps, req), user.id, body.challengeId));
  handle(arenaOperations.getLeaderboard, ({ user }) => getLeagueBoard(deps, user.id));
  handle(arenaOperations.putLeagueParticipation, ({ user, body, req }) => setLeagueParticipation(forRequest(deps, req), user.id, body.optedOut));
  handle(arenaOperations.buyStreakFreeze, ({ user, req }) => buyStreakFreeze(forRequest(deps, req), user.id));
  return router;
}
