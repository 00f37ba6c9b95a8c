import { describe, expect, it } from 'vitest';
import { LEVEL_SIZE_XP, levelForXp, levelProgressPercent, levelSummary, titleForLevel, xpToNextLevel } from '../../../src/tools/index.ts';

describe('levels (spec section 4: 1000 XP a level; XP to next = 1000 × level − (XP mod (1000 × level)); bar = (XP − (level − 1) × 1000) / 1000 %)', () => {
  it.each([
    // xp, level, to next, bar %
    [0, 1, 1000, 0],
    [999, 1, 1, 99.9],
    [1000, 2, 1000, 0],
    [2999, 3, 1, 99.9],
    [3000, 4, 1000, 0],
  ])('at %i XP: level %i, %i XP to the next level, the bar at %f %%', (xp, level, toNext, bar) => {
    expect(levelForXp(xp)).toBe(level);
    expect(xpToNextLevel(xp)).toBe(toNext);
    expect(levelProgressPercent(xp)).toBeCloseTo(bar, 10);
  });

  it('the level defaults to 1: no XP, negative or broken figures read as 0 XP', () => {
    expect(levelSummary(0)).toMatchObject({ currentLevel: 1, currentXp: 0, levelXp: 0, xpToNextLevel: 1000, progressPercent: 0, title: 'AI Novice' });
    expect(levelForXp(-50)).toBe(1);
    expect(levelForXp(Number.NaN)).toBe(1);
  });

  it('sums up the header: 2999 XP is level 3, 999 XP into it, 1 XP to go', () => {
    expect(levelSummary(2999)).toEqual({
      currentLevel: 3,
      currentXp: 2999,
      totalXp: 2999,
      levelXp: 999,
      xpToNextLevel: 1,
      progressPercent: 99.9,
      levelSize: LEVEL_SIZE_XP,
      title: 'AI Explorer',
    });
  });

  it('titles follow the level', () => {
    expect([1, 2, 3, 4, 5, 8, 12, 20, 99].map(titleForLevel)).toEqual([
      'AI Novice',
      'AI Apprentice',
      'AI Explorer',
      'AI Explorer',
      'AI Practitioner',
      'AI Strategist',
      'AI Expert',
      'AI Master',
      'AI Master',
    ]);
  });
});
