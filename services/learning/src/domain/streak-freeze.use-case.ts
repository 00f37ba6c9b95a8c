import type { DomainEvent } from '@academy/contracts';
import { DEFAULT_TIME_ZONE, streakWithFreezes } from '@academy/rules/learning';
import { publishEvent } from '@academy/service-kit';
import type { ActivityKind, ActivityRepository } from '../data/activity.repository.ts';
import type { LearningTx } from '../data/progress.repository.ts';
import type { StatsRepository } from '../data/stats.repository.ts';
import type { StreakFreezesRepository } from '../data/streak-freezes.repository.ts';
import { streakWindow } from './stats.use-case.ts';

export interface StreakFreezeDeps {
  freezes: StreakFreezesRepository;
  stats: StatsRepository;
}

/**
 * Marks the held freezes the learner's streak needs for its missed days, in the transaction of
 * the write that makes them needed (learning activity after a gap, or a freeze bought after the
 * learner came back), and tells the arena (streak_freeze.used) so it no longer counts them as
 * held. Days are those of the time zone the learner's writes keep. A freeze already marked is
 * skipped, so two writes at once record and announce each use once. Stats reads count held
 * freezes the same way and write nothing (decision 025).
 */
export async function spendNeededFreezes(deps: StreakFreezeDeps, tx: LearningTx, userId: string, now = new Date()): Promise<void> {
  if (!(await deps.freezes.holdsAny(tx, userId))) return;
  const snapshot = await deps.stats.snapshot(userId, streakWindow(now), tx);
  const { newlyUsed } = streakWithFreezes(snapshot.activityInstants, now, snapshot.timeZone ?? DEFAULT_TIME_ZONE, snapshot.streakFreezes);
  for (const use of newlyUsed) {
    if (await deps.freezes.markUsed(tx, userId, use.id, use.day)) {
      await publishEvent(tx, { type: 'streak_freeze.used', subject: userId, data: { userId, freezeId: use.id, day: use.day } });
    }
  }
}

/** A learning activity (a section, the video, a quiz, a study day, the assessment), and the freezes it makes needed. */
export async function recordLearningActivity(
  deps: StreakFreezeDeps & { activity: ActivityRepository },
  tx: LearningTx,
  userId: string,
  kind: ActivityKind,
  moduleId: number | null,
): Promise<void> {
  await deps.activity.record(tx, userId, kind, moduleId);
  await spendNeededFreezes(deps, tx, userId);
}

/** streak_freeze.purchased (from tools): the learner now holds a freeze for their day streak. Repeats change nothing. */
export function onStreakFreezePurchased(deps: StreakFreezeDeps) {
  return async (tx: LearningTx, event: DomainEvent<'streak_freeze.purchased'>): Promise<void> => {
    const { userId, freezeId, purchasedAt } = event.data;
    await deps.freezes.add(tx, { id: freezeId, userId, purchasedAt: new Date(purchasedAt) });
    await spendNeededFreezes(deps, tx, userId);
  };
}
