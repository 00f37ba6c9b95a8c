import { randomUUID } from 'node:crypto';
import type { StreakFreezePurchaseResponse } from '@academy/contracts';
import { MAX_STREAK_FREEZES_HELD, STREAK_FREEZE_PRICE_GEMS, streakFreezePurchase } from '@academy/rules/tools';
import { AppError, publishEvent } from '@academy/service-kit';
import type { ArenaDeps } from './arena-deps.ts';

/**
 * POST /api/streak-freezes: one transaction debits the gems (a negative ledger row), records the
 * freeze held and writes streak_freeze.purchased to the outbox for the learning slice. The
 * learner's profile row is locked first, so two purchases at once cannot spend the same gems or
 * pass the limit; a refusal writes nothing.
 */
export async function buyStreakFreeze(deps: ArenaDeps, userId: string, now = new Date()): Promise<StreakFreezePurchaseResponse> {
  return deps.arena.transaction(async (tx) => {
    await deps.arena.ensureProfile(tx, userId);
    await deps.arena.lockProfile(tx, userId);
    const [{ gems }, held] = [await deps.arena.totals(tx, userId), await deps.arena.heldFreezes(tx, userId)];
    const verdict = streakFreezePurchase(gems, held);
    if (verdict === 'limit') {
      throw new AppError('TOOLS_STREAK_FREEZE_LIMIT', `You already hold ${MAX_STREAK_FREEZES_HELD} streak freezes, the most you can hold.`, { status: 409, details: { held } });
    }
    if (verdict === 'not-enough-gems') {
      throw new AppError('TOOLS_NOT_ENOUGH_GEMS', `A streak freeze costs ${STREAK_FREEZE_PRICE_GEMS} gems; you have ${gems}.`, { status: 409, details: { gems, price: STREAK_FREEZE_PRICE_GEMS } });
    }
    const freezeId = randomUUID();
    await deps.arena.insertFreeze(tx, { id: freezeId, userId, purchasedAt: now, gemsSpent: STREAK_FREEZE_PRICE_GEMS });
    await deps.arena.insertLedgerRows(tx, [{ userId, sourceKey: `streak-freeze:${freezeId}`, kind: 'streak_freeze', quantity: 0, xp: 0, gems: -STREAK_FREEZE_PRICE_GEMS, occurredAt: now }]);
    await publishEvent(tx, { type: 'streak_freeze.purchased', subject: userId, data: { userId, freezeId, purchasedAt: now.toISOString(), gemsSpent: STREAK_FREEZE_PRICE_GEMS } });
    return { streakFreezes: held + 1, maxStreakFreezes: MAX_STREAK_FREEZES_HELD, gemsSpent: STREAK_FREEZE_PRICE_GEMS, gems: gems - STREAK_FREEZE_PRICE_GEMS, purchasedAt: now.toISOString() };
  });
}
