import { randomUUID } from 'node:crypto';
import type { DomainEvent, StreakFreezePurchaseResponse } from '@academy/contracts';
import { STREAK_FREEZE_PRICE_GEMS, streakFreezePurchase, streakFreezeRefundKey, streakFreezeSaleKey } from '@academy/rules/tools';
import { AppError, publishEvent } from '@academy/service-kit';
import type { ToolsTx } from '../data/user-data.repository.ts';
import type { ArenaDeps } from './arena-deps.ts';

/*
 * The arena sells streak freezes; the learning slice holds them (decision 027). A sale is gems
 * debited and streak_freeze.purchased in the outbox; the arena keeps no freeze balance.
 */

/**
 * POST /api/streak-freezes: one transaction debits the gems (a negative ledger row keyed by the
 * freeze) and writes streak_freeze.purchased to the outbox for the learning slice, which credits
 * the freeze, or declines it when the learner already holds the most allowed (then
 * onStreakFreezeDeclined gives the gems back). The learner's profile row is locked first, so two
 * purchases at once cannot spend the same gems; a refusal writes nothing.
 */
export async function buyStreakFreeze(deps: ArenaDeps, userId: string, now = new Date()): Promise<StreakFreezePurchaseResponse> {
  return deps.transaction(async (tx) => {
    await deps.arena.ensureProfile(tx, userId);
    await deps.arena.lockProfile(tx, userId);
    const { gems } = await deps.arena.totals(tx, userId);
    if (streakFreezePurchase(gems) === 'not-enough-gems') {
      throw new AppError('TOOLS_NOT_ENOUGH_GEMS', `A streak freeze costs ${STREAK_FREEZE_PRICE_GEMS} gems; you have ${gems}.`, {
        details: { gems, price: STREAK_FREEZE_PRICE_GEMS },
      });
    }
    const freezeId = randomUUID();
    await deps.arena.insertLedgerRows(tx, [
      { userId, sourceKey: streakFreezeSaleKey(freezeId), kind: 'streak_freeze', quantity: 0, xp: 0, gems: -STREAK_FREEZE_PRICE_GEMS, occurredAt: now },
    ]);
    await publishEvent(tx, {
      type: 'streak_freeze.purchased',
      subject: userId,
      data: { userId, freezeId, purchasedAt: now.toISOString(), gemsSpent: STREAK_FREEZE_PRICE_GEMS },
    });
    return { freezeId, gemsSpent: STREAK_FREEZE_PRICE_GEMS, gems: gems - STREAK_FREEZE_PRICE_GEMS, purchasedAt: now.toISOString() };
  });
}

/**
 * streak_freeze.declined (from learning): the gems the sale took come back, as a positive ledger
 * row keyed by the freeze, so a repeat pays nothing and a freeze never sold here pays nothing.
 */
export async function onStreakFreezeDeclined(deps: ArenaDeps, tx: ToolsTx, event: DomainEvent<'streak_freeze.declined'>): Promise<void> {
  const { userId, freezeId } = event.data;
  const spent = await deps.arena.freezeSaleGems(tx, userId, freezeId);
  if (spent <= 0) return;
  await deps.arena.insertLedgerRows(tx, [
    {
      userId,
      sourceKey: streakFreezeRefundKey(freezeId),
      kind: 'streak_freeze_refund',
      quantity: 0,
      xp: 0,
      gems: spent,
      occurredAt: new Date(event.occurredAt),
      sourceEventId: event.id,
    },
  ]);
}
