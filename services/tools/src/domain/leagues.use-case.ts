import type { LeagueBoard } from '@academy/contracts';
import {
  LEAGUE_MAX_SIZE,
  addCalendarDays,
  arenaWeek,
  groupIntoLeagues,
  leagueAlias,
  nextTier,
  placeInLeague,
  rankLeague,
  startOfCalendarDay,
  tierName,
  zoneSizes,
  type ArenaWeek,
  type LeagueCandidate,
} from '@academy/rules/tools';
import type { ToolsTx } from '../data/user-data.repository.ts';
import type { LeagueMemberRow } from '../data/schema.ts';
import type { ArenaDeps } from './arena-deps.ts';

/** Leagues run on UTC weeks: the members of a league share one week whatever their zones. */
const LEAGUE_TIME_ZONE = 'UTC';
/** "Recent XP", what learners are matched on: the four weeks before this one. */
const RECENT_WEEKS = 4;

function leagueWeek(now: Date): ArenaWeek {
  return arenaWeek(now, LEAGUE_TIME_ZONE);
}

/**
 * The tier each learner plays in this week: one up or down from last week's league by where
 * they finished in it; the tier of their latest league if they skipped last week; Bronze at first.
 */
async function tiersFor(deps: ArenaDeps, tx: ToolsTx, userIds: readonly string[], week: ArenaWeek): Promise<Map<string, number>> {
  const previousDay = addCalendarDays(week.weekStartDay, -7);
  const previous = await deps.arena.membersOfWeek(tx, previousDay);
  // Only the leagues these learners played in last week need their final standings.
  const wanted = new Set(userIds);
  const leaguesOfThem = new Set(previous.filter((m) => wanted.has(m.userId)).map((m) => m.leagueId));
  const byLeague = new Map<number, LeagueMemberRow[]>();
  for (const member of previous) {
    if (leaguesOfThem.has(member.leagueId)) byLeague.set(member.leagueId, [...(byLeague.get(member.leagueId) ?? []), member]);
  }
  const previousStart = startOfCalendarDay(previousDay, LEAGUE_TIME_ZONE);
  const finished = new Map<string, number>();
  for (const members of byLeague.values()) {
    const standings = await deps.arena.standings(
      tx,
      members.map((m) => m.userId),
      previousStart,
      week.weekStart,
    );
    for (const ranked of rankLeague(standings, members[0]!.tier)) {
      finished.set(ranked.userId, nextTier(members.find((m) => m.userId === ranked.userId)!.tier, ranked.zone));
    }
  }
  const tiers = new Map<string, number>();
  for (const userId of userIds) {
    const fromLastWeek = finished.get(userId);
    if (fromLastWeek !== undefined) {
      tiers.set(userId, fromLastWeek);
      continue;
    }
    tiers.set(userId, (await deps.arena.latestMembershipBefore(tx, userId, week.weekStartDay))?.tier ?? 0);
  }
  return tiers;
}

async function candidatesFor(deps: ArenaDeps, tx: ToolsTx, userIds: readonly string[], week: ArenaWeek): Promise<LeagueCandidate[]> {
  const recentFrom = startOfCalendarDay(addCalendarDays(week.weekStartDay, -7 * RECENT_WEEKS), LEAGUE_TIME_ZONE);
  const [tiers, recent] = await Promise.all([tiersFor(deps, tx, userIds, week), deps.arena.standings(tx, userIds, recentFrom, week.weekStart)]);
  return recent.map((standing) => ({ userId: standing.userId, tier: tiers.get(standing.userId) ?? 0, recentXp: standing.weeklyXp }));
}

/**
 * Puts the learner in a league of this week. The first learner to look in a week groups everyone
 * who plays (groupIntoLeagues); later arrivals join the closest league with room (placeInLeague)
 * or open a new one. A week's grouping runs under an advisory lock, so it happens once.
 */
async function ensureMembership(deps: ArenaDeps, userId: string, week: ArenaWeek): Promise<LeagueMemberRow> {
  return deps.transaction(async (tx) => {
    await deps.arena.lockLeagueWeek(tx, week.weekStartDay);
    const existing = await deps.arena.membership(tx, week.weekStartDay, userId);
    if (existing) return existing;
    const leagues = await deps.arena.leagueSummaries(tx, week.weekStartDay);
    if (leagues.length === 0) {
      const players = await deps.arena.leaguePlayers(tx);
      const groups = groupIntoLeagues(await candidatesFor(deps, tx, players.includes(userId) ? players : [...players, userId], week));
      await deps.arena.insertMembers(
        tx,
        groups.flatMap((group, index) =>
          group.members.map((m) => ({ weekStartDay: week.weekStartDay, userId: m.userId, leagueId: index + 1, tier: group.tier, recentXp: m.recentXp })),
        ),
      );
    } else {
      const [candidate] = await candidatesFor(deps, tx, [userId], week);
      const leagueId = placeInLeague(leagues, candidate!) ?? Math.max(...leagues.map((l) => l.leagueId)) + 1;
      await deps.arena.insertMembers(tx, [{ weekStartDay: week.weekStartDay, userId, leagueId, tier: candidate!.tier, recentXp: candidate!.recentXp }]);
    }
    return (await deps.arena.membership(tx, week.weekStartDay, userId))!;
  });
}

function emptyBoard(week: ArenaWeek, optedOut: boolean): LeagueBoard {
  return {
    weekStart: week.weekStart.toISOString(),
    weekEnd: week.weekEnd.toISOString(),
    daysLeft: week.daysLeft,
    optedOut,
    tier: null,
    tierIndex: null,
    rows: [],
    promotionCount: 0,
    relegationCount: 0,
    maxSize: LEAGUE_MAX_SIZE,
  };
}

/**
 * GET /api/leaderboard: the learner's league this week, ranked by the week's XP. Rows carry a
 * generated alias, never an e-mail or a name; learners who opted out are in no league, so they
 * are neither shown nor ranked.
 */
export async function getLeagueBoard(deps: ArenaDeps, userId: string, now = new Date()): Promise<LeagueBoard> {
  const week = leagueWeek(now);
  const profile = await deps.arena.ensureProfile(deps.arena.db, userId);
  if (profile.leagueOptedOut) return emptyBoard(week, true);
  const membership = (await deps.arena.membership(deps.arena.db, week.weekStartDay, userId)) ?? (await ensureMembership(deps, userId, week));
  const members = await deps.arena.leagueMembers(deps.arena.db, week.weekStartDay, membership.leagueId);
  const standings = await deps.arena.standings(
    deps.arena.db,
    members.map((m) => m.userId),
    week.weekStart,
    week.weekEnd,
  );
  const ranked = rankLeague(standings, membership.tier);
  return {
    ...emptyBoard(week, false),
    tier: tierName(membership.tier),
    tierIndex: membership.tier,
    rows: ranked.map((r) => ({ rank: r.rank, alias: leagueAlias(r.userId), weeklyXp: r.weeklyXp, zone: r.zone, isYou: r.userId === userId })),
    ...zoneSizes(ranked.length, membership.tier),
  };
}

/** PUT /api/leaderboard/participation: leaving takes the learner out of this week's league at once; coming back places them again. */
export async function setLeagueParticipation(deps: ArenaDeps, userId: string, optedOut: boolean, now = new Date()): Promise<LeagueBoard> {
  const week = leagueWeek(now);
  await deps.transaction(async (tx) => {
    await deps.arena.ensureProfile(tx, userId);
    await deps.arena.setLeagueOptOut(tx, userId, optedOut);
    if (optedOut) await deps.arena.deleteMembership(tx, week.weekStartDay, userId);
  });
  return getLeagueBoard(deps, userId, now);
}
