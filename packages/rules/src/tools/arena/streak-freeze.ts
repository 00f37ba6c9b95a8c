/*
 * Streak freezes: bought with gems in the arena, each protects the learning day streak for one
 * missed day (the learning slice's streak rule, streakWithFreezes, uses them).
 */

export const STREAK_FREEZE_PRICE_GEMS = 25;
export const MAX_STREAK_FREEZES_HELD = 2;

export type StreakFreezeVerdict = 'ok' | 'limit' | 'not-enough-gems';

/** Whether a learner holding `held` freezes with `gems` gems may buy one more. */
export function streakFreezePurchase(gems: number, held: number): StreakFreezeVerdict {
  if (held >= MAX_STREAK_FREEZES_HELD) return 'limit';
  if (gems < STREAK_FREEZE_PRICE_GEMS) return 'not-enough-gems';
  return 'ok';
}
