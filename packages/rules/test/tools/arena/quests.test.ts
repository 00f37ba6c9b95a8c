import { describe, expect, it } from 'vitest';
import {
  STREAK_FREEZE_PRICE_GEMS,
  canStartChallenge,
  challengeExpiresAt,
  challengeRunStatus,
  challengeScore,
  challengeXpAward,
  questState,
  streakFreezePurchase,
  type LedgerActivity,
} from '../../../src/tools/index.ts';

const at = (iso: string) => new Date(iso);
const entry = (kind: string, occurredAt: string, quantity = 1): LedgerActivity => ({ kind, quantity, occurredAt: at(occurredAt) });

describe('questState', () => {
  const quest = { activity: 'section_completed' as const, targetValue: 3 };
  const joinedAt = at('2026-11-24T10:00:00Z');
  const weekEnd = at('2026-11-30T00:00:00Z');

  it('counts only the quest\u2019s activity done after joining and before the week ends', () => {
    const entries = [
      entry('section_completed', '2026-11-24T09:59:59Z'), // before joining
      entry('section_completed', '2026-11-24T10:00:00Z'),
      entry('module_completed', '2026-11-24T11:00:00Z'), // another kind
      entry('section_completed', '2026-11-30T00:00:00Z'), // next week
    ];
    expect(questState(entries, quest, joinedAt, weekEnd)).toEqual({ currentProgress: 1, isCompleted: false });
  });

  it('completes at the target and never shows more than it', () => {
    const entries = [1, 2, 3, 4].map((hour) => entry('section_completed', `2026-11-25T1${hour}:00:00Z`));
    expect(questState(entries.slice(0, 3), quest, joinedAt, weekEnd)).toEqual({ currentProgress: 3, isCompleted: true });
    expect(questState(entries, quest, joinedAt, weekEnd)).toEqual({ currentProgress: 3, isCompleted: true });
  });

  it('study minutes count in minutes', () => {
    const entries = [entry('study_minutes', '2026-11-25T10:00:00Z', 5), entry('study_minutes', '2026-11-25T10:05:00Z', 5)];
    expect(questState(entries, { activity: 'study_minutes', targetValue: 30 }, joinedAt, weekEnd)).toEqual({ currentProgress: 10, isCompleted: false });
  });
});

describe('challenges', () => {
  const challenge = { activity: 'module_completed' as const, targetScore: 2 };
  const startedAt = at('2026-11-24T10:00:00Z');
  const expiresAt = challengeExpiresAt(startedAt, 3);

  it('a run lasts its duration in days from the start', () => {
    expect(expiresAt.toISOString()).toBe('2026-11-27T10:00:00.000Z');
  });

  it('scores activity from the start until it expires', () => {
    const entries = [
      entry('module_completed', '2026-11-24T09:00:00Z'),
      entry('module_completed', '2026-11-25T09:00:00Z'),
      entry('module_completed', '2026-11-27T10:00:00Z'),
    ];
    expect(challengeScore(entries, challenge, { startedAt, expiresAt })).toEqual({ currentScore: 1, reached: false });
    expect(challengeScore([...entries, entry('module_completed', '2026-11-27T09:59:59Z')], challenge, { startedAt, expiresAt })).toEqual({
      currentScore: 2,
      reached: true,
    });
  });

  it('is active until expiresAt, then expired unless completed', () => {
    expect(challengeRunStatus({ expiresAt, completedAt: null }, at('2026-11-27T09:59:59Z'))).toBe('active');
    expect(challengeRunStatus({ expiresAt, completedAt: null }, expiresAt)).toBe('expired');
    expect(challengeRunStatus({ expiresAt, completedAt: at('2026-11-26T00:00:00Z') }, at('2026-12-30T00:00:00Z'))).toBe('completed');
  });

  it('pays its XP times the multiplier, rounded', () => {
    expect(challengeXpAward(200, 1.5)).toBe(300);
    expect(challengeXpAward(150, 1.25)).toBe(188);
  });

  it('starts at or above minLevel, never below, and once at a time', () => {
    expect(canStartChallenge(2, 3, false)).toBe('level-too-low');
    expect(canStartChallenge(3, 3, false)).toBe('ok');
    expect(canStartChallenge(5, 3, true)).toBe('already-active');
  });
});

describe('streak freeze purchase', () => {
  it(`costs ${STREAK_FREEZE_PRICE_GEMS} gems`, () => {
    expect(streakFreezePurchase(STREAK_FREEZE_PRICE_GEMS)).toBe('ok');
    expect(streakFreezePurchase(STREAK_FREEZE_PRICE_GEMS - 1)).toBe('not-enough-gems');
    expect(streakFreezePurchase(1000)).toBe('ok');
  });
});
