import type { UserLevel } from '@academy/contracts';
import { MAX_STREAK_FREEZES_HELD, STREAK_FREEZE_PRICE_GEMS, arenaTimeZone, arenaWeek, levelSummary } from '@academy/rules/tools';
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

/** GET /api/user-level: level, title, XP bar, gems and the counts the dashboard shows. */
export async function getUserLevel(deps: ArenaDeps, userId: string, reportedTimeZone: string | undefined, now = new Date()): Promise<UserLevel> {
  const timeZone = await learnerTimeZone(deps, userId, reportedTimeZone);
  const week = arenaWeek(now, timeZone);
  const { db } = deps.arena;
  const [totals, weeklyXp, streakFreezes, activeChallenges, activeQuests] = await Promise.all([
    deps.arena.totals(db, userId),
    deps.arena.xpBetween(db, userId, week.weekStart, week.weekEnd),
    deps.arena.heldFreezes(db, userId),
    deps.arena.activeChallengeCount(db, userId, now),
    deps.arena.activeQuestCount(db, userId, week.weekStartDay),
  ]);
  return {
    ...levelSummary(totals.xp),
    gems: Math.max(0, totals.gems),
    weeklyXp,
    streakFreezes,
    maxStreakFreezes: MAX_STREAK_FREEZES_HELD,
    streakFreezePrice: STREAK_FREEZE_PRICE_GEMS,
    activeChallenges,
    activeQuests,
    timeZone,
  };
}
