import type { DomainEvent } from '@academy/contracts';
import { publishEvent } from '@academy/service-kit';
import type { LearningTx } from '../data/progress.repository.ts';
import type { StreakFreezesRepository } from '../data/streak-freezes.repository.ts';

/** streak_freeze.purchased (from tools): the learner now holds a freeze for their day streak. Repeats change nothing. */
export function onStreakFreezePurchased(freezes: StreakFreezesRepository) {
  return async (tx: LearningTx, event: DomainEvent<'streak_freeze.purchased'>): Promise<void> => {
    const { userId, freezeId, purchasedAt } = event.data;
    await freezes.add(tx, { id: freezeId, userId, purchasedAt: new Date(purchasedAt) });
  };
}

/**
 * Records the freezes the streak rule spent on missed days, and tells the arena
 * (streak_freeze.used) so it no longer counts them as held. A freeze already marked is skipped,
 * so two reads of the stats at once record and announce each use once.
 */
export async function recordFreezesUsed(deps: { db: { transaction<T>(work: (tx: LearningTx) => Promise<T>): Promise<T> }; freezes: StreakFreezesRepository }, userId: string, uses: readonly { id: string; day: string }[]): Promise<void> {
  if (uses.length === 0) return;
  await deps.db.transaction(async (tx) => {
    for (const use of uses) {
      if (await deps.freezes.markUsed(tx, userId, use.id, use.day)) {
        await publishEvent(tx, { type: 'streak_freeze.used', subject: userId, data: { userId, freezeId: use.id, day: use.day } });
      }
    }
  });
}
