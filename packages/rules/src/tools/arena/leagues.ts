import type { LeagueZone } from '@academy/contracts';

/*
 * Fair weekly leagues. Each week learners are grouped into leagues of at most 30 within their
 * tier, next to learners of similar recent XP; the board ranks a league by the week's XP. The
 * top of a league moves up a tier at the week's end and the bottom moves down. Learners who opted
 * out are never passed to these rules: they are neither shown nor ranked.
 */

export const LEAGUE_MAX_SIZE = 30;
export const leagueTiers = ['Bronze', 'Silver', 'Gold', 'Sapphire', 'Ruby', 'Emerald', 'Amethyst', 'Pearl', 'Obsidian', 'Diamond'] as const;
export const TOP_TIER = leagueTiers.length - 1;
/** At most this many move up, and this many down, per league and week. */
export const MAX_ZONE_SIZE = 5;

export function tierName(tier: number): string {
  return leagueTiers[Math.min(Math.max(0, tier), TOP_TIER)]!;
}

export interface LeagueCandidate {
  userId: string;
  tier: number;
  /** XP earned in the weeks before this one: what "similar" is measured on. */
  recentXp: number;
}

export interface LeagueGroup {
  tier: number;
  members: LeagueCandidate[];
}

/** Stable order: higher tier, then more recent XP, then user id, so the same input always groups the same way. */
function byTierAndXp(a: LeagueCandidate, b: LeagueCandidate): number {
  return b.tier - a.tier || b.recentXp - a.recentXp || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);
}

/**
 * Groups a week's learners: within each tier, ordered by recent XP and cut into the fewest
 * leagues of at most `maxSize`, their sizes differing by at most one (70 learners → 24, 23, 23).
 */
export function groupIntoLeagues(candidates: readonly LeagueCandidate[], maxSize = LEAGUE_MAX_SIZE): LeagueGroup[] {
  const sorted = [...candidates].sort(byTierAndXp);
  const groups: LeagueGroup[] = [];
  let start = 0;
  while (start < sorted.length) {
    const tier = sorted[start]!.tier;
    let end = start;
    while (end < sorted.length && sorted[end]!.tier === tier) end += 1;
    const inTier = sorted.slice(start, end);
    const count = Math.ceil(inTier.length / maxSize);
    const base = Math.floor(inTier.length / count);
    const larger = inTier.length % count;
    let at = 0;
    for (let index = 0; index < count; index += 1) {
      const size = base + (index < larger ? 1 : 0);
      groups.push({ tier, members: inTier.slice(at, at + size) });
      at += size;
    }
    start = end;
  }
  return groups;
}

export interface ExistingLeague {
  leagueId: number;
  tier: number;
  size: number;
  /** The members' mean recent XP. */
  meanRecentXp: number;
}

/**
 * Where a learner who arrives mid-week goes: the league of their tier with room whose members'
 * recent XP is closest to theirs (ties: the lower league id); null when none has room (a new
 * league is opened).
 */
export function placeInLeague(leagues: readonly ExistingLeague[], newcomer: LeagueCandidate, maxSize = LEAGUE_MAX_SIZE): number | null {
  let best: ExistingLeague | null = null;
  for (const league of leagues) {
    if (league.tier !== newcomer.tier || league.size >= maxSize) continue;
    if (!best) {
      best = league;
      continue;
    }
    const distance = Math.abs(league.meanRecentXp - newcomer.recentXp);
    const bestDistance = Math.abs(best.meanRecentXp - newcomer.recentXp);
    if (distance < bestDistance || (distance === bestDistance && league.leagueId < best.leagueId)) best = league;
  }
  return best?.leagueId ?? null;
}

export interface LeagueStanding {
  userId: string;
  weeklyXp: number;
  /** When the learner's last XP of the week was earned: who got there first ranks higher on a tie. */
  reachedAt: Date | null;
}

export interface RankedStanding extends LeagueStanding {
  rank: number;
  zone: LeagueZone;
}

/** How many move up and down in a league of `size` at `tier`. */
export function zoneSizes(size: number, tier: number): { promotionCount: number; relegationCount: number } {
  const promotionCount = tier >= TOP_TIER ? 0 : Math.min(MAX_ZONE_SIZE, Math.ceil(size / 5));
  const relegationCount = tier <= 0 ? 0 : Math.min(MAX_ZONE_SIZE, Math.floor(size / 5), Math.max(0, size - promotionCount));
  return { promotionCount, relegationCount };
}

function compareStandings(a: LeagueStanding, b: LeagueStanding): number {
  if (a.weeklyXp !== b.weeklyXp) return b.weeklyXp - a.weeklyXp;
  const aAt = a.reachedAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const bAt = b.reachedAt?.getTime() ?? Number.POSITIVE_INFINITY;
  if (aAt !== bAt) return aAt - bAt;
  return a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;
}

/**
 * Ranks a league: most weekly XP first; on a tie whoever reached it first, then the user id, so
 * every rank is distinct and the same standings always rank the same way. The top
 * `promotionCount` move up (only with some XP this week) and the bottom `relegationCount` move down.
 */
export function rankLeague(standings: readonly LeagueStanding[], tier: number): RankedStanding[] {
  const sorted = [...standings].sort(compareStandings);
  const { promotionCount, relegationCount } = zoneSizes(sorted.length, tier);
  return sorted.map((standing, index) => {
    const rank = index + 1;
    let zone: LeagueZone = 'safe';
    if (rank <= promotionCount && standing.weeklyXp > 0) zone = 'promotion';
    else if (rank > sorted.length - relegationCount) zone = 'relegation';
    return { ...standing, rank, zone };
  });
}

/** The tier a learner plays in next week after finishing in `zone`. */
export function nextTier(tier: number, zone: LeagueZone): number {
  if (zone === 'promotion') return Math.min(TOP_TIER, tier + 1);
  if (zone === 'relegation') return Math.max(0, tier - 1);
  return tier;
}

const adjectives = [
  'Bright',
  'Bold',
  'Calm',
  'Clever',
  'Curious',
  'Daring',
  'Eager',
  'Gentle',
  'Keen',
  'Lucky',
  'Nimble',
  'Quick',
  'Sharp',
  'Steady',
  'Swift',
  'Wise',
];
const animals = ['Badger', 'Falcon', 'Fox', 'Heron', 'Lynx', 'Otter', 'Owl', 'Panda', 'Puffin', 'Raven', 'Seal', 'Tiger', 'Turtle', 'Whale', 'Wolf', 'Yak'];

/**
 * The name a learner goes by on the board: made from a hash of the user id, so it is stable and
 * never reveals an e-mail or a name.
 */
export function leagueAlias(userId: string): string {
  // FNV-1a, 32 bits.
  let hash = 0x811c9dc5;
  for (let index = 0; index < userId.length; index += 1) {
    hash ^= userId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  const adjective = adjectives[hash % adjectives.length]!;
  const animal = animals[Math.floor(hash / adjectives.length) % animals.length]!;
  const number = Math.floor(hash / (adjectives.length * animals.length)) % 100;
  return `${adjective} ${animal} ${String(number).padStart(2, '0')}`;
}
