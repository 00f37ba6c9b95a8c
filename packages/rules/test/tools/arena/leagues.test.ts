import { describe, expect, it } from 'vitest';
import {
  LEAGUE_MAX_SIZE,
  TOP_TIER,
  groupIntoLeagues,
  leagueAlias,
  nextTier,
  placeInLeague,
  rankLeague,
  tierName,
  zoneSizes,
  type LeagueCandidate,
} from '../../../src/tools/index.ts';

const candidates = (count: number, tier = 0): LeagueCandidate[] =>
  Array.from({ length: count }, (_, i) => ({ userId: `u${String(i).padStart(3, '0')}`, tier, recentXp: i * 10 }));

describe('groupIntoLeagues', () => {
  it('never puts more than 30 in a league and balances the sizes (70 → 24, 23, 23)', () => {
    const groups = groupIntoLeagues(candidates(70));
    expect(groups.map((g) => g.members.length)).toEqual([24, 23, 23]);
    expect(groups.every((g) => g.members.length <= LEAGUE_MAX_SIZE)).toBe(true);
    expect(groupIntoLeagues(candidates(30)).map((g) => g.members.length)).toEqual([30]);
    expect(groupIntoLeagues(candidates(31)).map((g) => g.members.length)).toEqual([16, 15]);
  });

  it('groups learners of similar recent XP: the top league holds the most XP', () => {
    const groups = groupIntoLeagues(candidates(60));
    expect(Math.min(...groups[0]!.members.map((m) => m.recentXp))).toBeGreaterThan(Math.max(...groups[1]!.members.map((m) => m.recentXp)));
  });

  it('keeps tiers apart and is the same whatever order it is given', () => {
    const mixed = [...candidates(3, 1), ...candidates(2, 0).map((c) => ({ ...c, userId: `z${c.userId}` }))];
    const groups = groupIntoLeagues(mixed);
    expect(groups.map((g) => [g.tier, g.members.length])).toEqual([
      [1, 3],
      [0, 2],
    ]);
    expect(groupIntoLeagues([...mixed].reverse())).toEqual(groups);
  });

  it('on equal recent XP orders by user id', () => {
    const tied = [
      { userId: 'b', tier: 0, recentXp: 5 },
      { userId: 'a', tier: 0, recentXp: 5 },
    ];
    expect(groupIntoLeagues(tied)[0]!.members.map((m) => m.userId)).toEqual(['a', 'b']);
  });
});

describe('placeInLeague', () => {
  const leagues = [
    { leagueId: 1, tier: 0, size: 30, meanRecentXp: 100 },
    { leagueId: 2, tier: 0, size: 10, meanRecentXp: 500 },
    { leagueId: 3, tier: 0, size: 10, meanRecentXp: 50 },
    { leagueId: 4, tier: 1, size: 3, meanRecentXp: 100 },
  ];
  it('joins the league of its tier with room and the closest recent XP', () => {
    expect(placeInLeague(leagues, { userId: 'n', tier: 0, recentXp: 100 })).toBe(3);
    expect(placeInLeague(leagues, { userId: 'n', tier: 0, recentXp: 400 })).toBe(2);
    expect(placeInLeague(leagues, { userId: 'n', tier: 1, recentXp: 0 })).toBe(4);
  });
  it('opens a new league when none has room', () => {
    expect(placeInLeague(leagues, { userId: 'n', tier: 2, recentXp: 0 })).toBeNull();
    expect(placeInLeague([{ leagueId: 1, tier: 0, size: 30, meanRecentXp: 0 }], { userId: 'n', tier: 0, recentXp: 0 })).toBeNull();
  });
});

describe('rankLeague', () => {
  it('ranks by weekly XP; a tie goes to who reached it first, then the user id', () => {
    const ranked = rankLeague(
      [
        { userId: 'c', weeklyXp: 100, reachedAt: new Date('2026-11-24T12:00:00Z') },
        { userId: 'a', weeklyXp: 100, reachedAt: new Date('2026-11-24T12:00:00Z') },
        { userId: 'b', weeklyXp: 100, reachedAt: new Date('2026-11-24T09:00:00Z') },
        { userId: 'd', weeklyXp: 300, reachedAt: new Date('2026-11-25T09:00:00Z') },
        { userId: 'e', weeklyXp: 0, reachedAt: null },
      ],
      1,
    );
    expect(ranked.map((r) => [r.rank, r.userId])).toEqual([
      [1, 'd'],
      [2, 'b'],
      [3, 'a'],
      [4, 'c'],
      [5, 'e'],
    ]);
  });

  it('marks the promotion and relegation zones: 5 and 5 in a full league', () => {
    const standings = Array.from({ length: 30 }, (_, i) => ({ userId: `u${String(i).padStart(2, '0')}`, weeklyXp: 300 - i, reachedAt: null }));
    const zones = rankLeague(standings, 3).map((r) => r.zone);
    expect(zones.filter((z) => z === 'promotion')).toHaveLength(5);
    expect(zones.slice(0, 5).every((z) => z === 'promotion')).toBe(true);
    expect(zones.slice(25).every((z) => z === 'relegation')).toBe(true);
    expect(zones.slice(5, 25).every((z) => z === 'safe')).toBe(true);
  });

  it('no one moves down from the lowest tier or up from the top one, and no XP means no promotion', () => {
    expect(zoneSizes(30, 0)).toEqual({ promotionCount: 5, relegationCount: 0 });
    expect(zoneSizes(30, TOP_TIER)).toEqual({ promotionCount: 0, relegationCount: 5 });
    expect(zoneSizes(1, 2)).toEqual({ promotionCount: 1, relegationCount: 0 });
    expect(rankLeague([{ userId: 'a', weeklyXp: 0, reachedAt: null }], 0)[0]!.zone).toBe('safe');
  });

  it('moves a tier up or down at the week\u2019s end', () => {
    expect(nextTier(0, 'promotion')).toBe(1);
    expect(nextTier(0, 'relegation')).toBe(0);
    expect(nextTier(3, 'relegation')).toBe(2);
    expect(nextTier(TOP_TIER, 'promotion')).toBe(TOP_TIER);
    expect(tierName(0)).toBe('Bronze');
  });
});

describe('leagueAlias', () => {
  it('is stable, made of words and a number, and never contains the user id or an e-mail', () => {
    const alias = leagueAlias('ada@example.com');
    expect(alias).toBe(leagueAlias('ada@example.com'));
    expect(alias).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d{2}$/);
    expect(alias).not.toContain('@');
    expect(leagueAlias('user-1')).not.toBe(leagueAlias('user-2'));
  });
});
