import { ApiError } from '@academy/web-kit';
import { describe, expect, it } from 'vitest';
import { challengeFixture, questFixture, streakFreezeBalanceFixture, userLevelFixture } from '../../test/arena-fixtures.ts';
import {
  arenaFailureText,
  challengeView,
  daysLeftText,
  leagueRulesText,
  multiplierText,
  questButton,
  questProgress,
  streakFreezeOffer,
  targetText,
} from './arena-texts.ts';

const joined = (currentProgress: number, isCompleted = false) => ({ currentProgress, isCompleted, joinedAt: new Date().toISOString(), completedAt: null });

describe('quest card texts', () => {
  it('the button goes Join Quest → disabled In Progress... → disabled Completed', () => {
    expect(questButton(questFixture())).toEqual({ label: 'Join Quest', disabled: false });
    expect(questButton(questFixture({ userProgress: joined(2) }))).toEqual({ label: 'In Progress...', disabled: true });
    expect(questButton(questFixture({ userProgress: joined(5, true) }))).toEqual({ label: 'Completed', disabled: true });
  });

  it('days left in words, singular and plural', () => {
    expect(daysLeftText(7)).toBe('7 days left');
    expect(daysLeftText(1)).toBe('1 day left');
    expect(daysLeftText(0)).toBe('Ends today');
  });

  it('the target names what counts', () => {
    expect(targetText('section_completed', 5)).toBe('5 sections completed');
    expect(targetText('quiz_passed', 1)).toBe('1 quiz passed');
    expect(targetText('study_minutes', 30)).toBe('30 minutes of study');
  });

  it('progress never shows past the target', () => {
    expect(questProgress(questFixture({ userProgress: joined(2) }))).toEqual({ current: 2, percent: 40 });
    expect(questProgress(questFixture({ userProgress: joined(9, true) }))).toEqual({ current: 5, percent: 100 });
    expect(questProgress(questFixture())).toEqual({ current: 0, percent: 0 });
  });
});

describe('challenge card state', () => {
  const level1 = userLevelFixture({ currentLevel: 1, currentXp: 400 });
  const run = (status: 'active' | 'completed' | 'expired') => ({
    status,
    isCompleted: status === 'completed',
    startedAt: new Date().toISOString(),
    expiresAt: new Date().toISOString(),
    currentScore: 1,
    targetScore: 3,
    daysLeft: status === 'active' ? 4 : 0,
    completedAt: null,
    xpAwarded: 0,
  });

  it('below minLevel the start is disabled and the reason says how far there is to go', () => {
    const view = challengeView(challengeFixture({ minLevel: 3, canStart: false }), level1);
    expect(view.state).toBe('locked');
    expect(view.button).toEqual({ label: 'Start Challenge', disabled: true });
    expect(view.reason).toBe('Unlocks at level 3. You are level 1: earn 1,600 more XP to get there.');
  });

  it('at minLevel it can be started; active, completed and expired runs', () => {
    expect(challengeView(challengeFixture({ minLevel: 1 }), level1)).toEqual({
      state: 'available',
      button: { label: 'Start Challenge', disabled: false },
      reason: null,
    });
    expect(challengeView(challengeFixture({ userChallenge: run('active'), canStart: false }), level1).button).toEqual({
      label: 'In Progress...',
      disabled: true,
    });
    expect(challengeView(challengeFixture({ userChallenge: run('completed') }), level1)).toMatchObject({
      state: 'completed',
      button: { label: 'Start Again', disabled: false },
    });
    expect(challengeView(challengeFixture({ userChallenge: run('expired') }), level1)).toMatchObject({
      state: 'expired',
      button: { label: 'Start Again', disabled: false },
    });
  });

  it('the multiplier as a learner reads it', () => {
    expect(multiplierText(1.5)).toBe('1.5× XP');
    expect(multiplierText(2)).toBe('2× XP');
  });
});

describe('the streak freeze offer', () => {
  it('needs the price in gems and fewer than the most held', () => {
    expect(streakFreezeOffer(userLevelFixture({ gems: 50 }), streakFreezeBalanceFixture({ streakFreezes: 1 }))).toEqual({ canBuy: true, reason: null });
    expect(streakFreezeOffer(userLevelFixture({ gems: 49 }), streakFreezeBalanceFixture()).reason).toBe(
      'You need 50 gems and have 49 gems. Earn gems by learning and completing quests.',
    );
    expect(streakFreezeOffer(userLevelFixture({ gems: 500 }), streakFreezeBalanceFixture({ streakFreezes: 2 }))).toEqual({
      canBuy: false,
      reason: 'You hold 2 streak freezes, the most you can. One is used up when you miss a day.',
    });
  });
});

describe('the league’s rules in words', () => {
  it('names who moves up and down, and says so when nobody does', () => {
    expect(leagueRulesText({ maxSize: 30, promotionCount: 5, relegationCount: 5 })).toBe(
      'You are grouped with up to 30 learners with similar recent XP. When the week ends, the top 5 move up a league and the bottom 5 move down.',
    );
    expect(leagueRulesText({ maxSize: 30, promotionCount: 1, relegationCount: 0 })).toBe(
      'You are grouped with up to 30 learners with similar recent XP. When the week ends, the top learner moves up a league and nobody moves down.',
    );
    expect(leagueRulesText({ maxSize: 30, promotionCount: 0, relegationCount: 3 })).toMatch(/nobody moves up from this league and the bottom 3 move down\.$/);
  });
});

describe('arenaFailureText', () => {
  const refused = (status: number, code: string, message = 'refused') =>
    new ApiError(status, '', JSON.stringify({ error: { code, message, requestId: 'r1' } }));

  it('says the service’s reason in words, or the connection problem', () => {
    expect(arenaFailureText('Starting the challenge', refused(403, 'TOOLS_CHALLENGE_LEVEL_TOO_LOW'))).toBe(
      'Starting the challenge failed: your level is below the level this challenge needs.',
    );
    expect(arenaFailureText('Joining the quest', refused(401, 'UNAUTHORIZED'))).toBe('Joining the quest failed: your session has ended. Sign in again.');
    expect(arenaFailureText('Joining the quest', refused(503, 'IDENTITY_UNAVAILABLE'))).toBe(
      'Joining the quest failed: the arena is unavailable right now. Try again in a moment.',
    );
    expect(arenaFailureText('Joining the quest', new TypeError('Failed to fetch'))).toBe(
      'Joining the quest failed: the service could not be reached. Check your connection and try again.',
    );
  });
});
