/*
 * Streak freezes are sold in the arena for gems; the learning slice holds them, keeps the most a
 * learner may hold (MAX_STREAK_FREEZES_HELD in @academy/rules/learning) and spends them on missed
 * days (streakWithFreezes).
 */

export const STREAK_FREEZE_PRICE_GEMS = 25;

export type StreakFreezeVerdict = 'ok' | 'not-enough-gems';

/** Whether a learner with `gems` gems may pay for a streak freeze. */
export function streakFreezePurchase(gems: number): StreakFreezeVerdict {
  return gems < STREAK_FREEZE_PRICE_GEMS ? 'not-enough-gems' : 'ok';
}

/** The ledger key of a freeze's sale (its negative gems) and of its refund when the learning slice declines it. */
export const streakFreezeSaleKey = (freezeId: string): string => `streak-freeze:${freezeId}`;
export const streakFreezeRefundKey = (freezeId: string): string => `streak-freeze-refund:${freezeId}`;
