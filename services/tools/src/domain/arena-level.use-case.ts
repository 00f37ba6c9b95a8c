import type { UserLevel } from '@academy/contracts';
import { STREAK_FREEZE_PRICE_GEMS, arenaTimeZone, arenaWeek, levelSummary } from '@academy/rules/tools';
import type { ArenaDeps } from './arena-deps.ts';

/**
 * The learner's zone for the arena's weeks: the one the browser reports (X-Time-Zone) when it is a
 * known IANA zone, kept on their profile; otherwise the one kept before, or UTC.
 */
export async function learnerTimeZone(deps: ArenaDeps, userId: string, reported: string | undefined): Promise<string> {
  const valid = reported && arenaTimeZone(reported) === reported ? reported : undefined;
  const profile = await deps.arena.ensureProfile(deps.arena.db, userId, valid);
  return arenaTimeZone(profile.timeZone);
}

/** GET /api/user-level: level, title, XP bar, gems, the streak freeze's price and the counts the dashboard shows (the freezes held are learning's). */
export async function getUserLevel(deps: ArenaDeps, userId: string, reportedTimeZone: string | undefined, now = new Date()): Promise<UserLevel> {
  const timeZone = await learnerTimeZone(deps, userId, reportedTimeZone);
  const week = arenaWeek(now, timeZone);
  const { db } = deps.arena;
  const [totals, weeklyXp, activeChallenges, activeQuests] = await Promise.all([
    deps.arena.totals(db, userId),
    deps.arena.xpBetween(db, userId, week.weekStart, week.weekEnd),
    deps.arena.activeChallengeCount(db, userId, now),
    deps.arena.activeQuestCount(db, userId, week.weekStartDay),
  ]);
  return {
    ...levelSummary(totals.xp),
    gems: Math.max(0, totals.gems),
    weeklyXp,
    streakFreezePrice: STREAK_FREEZE_PRICE_GEMS,
    activeChallenges,
    activeQuests,
    timeZone,
  };
}
