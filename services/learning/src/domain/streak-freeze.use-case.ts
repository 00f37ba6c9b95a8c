import type { DomainEvent, StreakFreezeBalance } from '@academy/contracts';
import { DEFAULT_TIME_ZONE, MAX_STREAK_FREEZES_HELD, freezesStillHeld, mayHoldAnotherFreeze, streakWithFreezes } from '@academy/rules/learning';
import { publishEvent } from '@academy/service-kit';
import type { ActivityKind, ActivityRepository } from '../data/activity.repository.ts';
import type { LearningTx } from '../data/progress.repository.ts';
import type { StatsRepository } from '../data/stats.repository.ts';
import type { StreakFreezesRepository } from '../data/streak-freezes.repository.ts';
import { readingTimeZone, streakWindow } from './stats.use-case.ts';

export interface StreakFreezeDeps {
  freezes: StreakFreezesRepository;
  stats: StatsRepository;
}

/*
 * The learning slice alone holds a learner's streak freezes (decision 027): the arena sells them
 * (streak_freeze.purchased), this slice credits them up to MAX_STREAK_FREEZES_HELD, spends them on
 * missed days and answers the balance. Nothing about a spent freeze goes back to the arena.
 */

/**
 * Marks the held freezes the learner's streak needs for its missed days, in the transaction of
 * the write that makes them needed (learning activity after a gap, or a freeze bought after the
 * learner came back), and answers how many are still held. Days are those of the time zone the
 * learner's writes keep. A freeze already marked is skipped, so two writes at once record each use
 * once. Reads count held freezes the same way and write nothing (decision 025).
 */
export async function spendNeededFreezes(deps: StreakFreezeDeps, tx: LearningTx, userId: string, now = new Date()): Promise<number> {
  if (!(await deps.freezes.holdsAny(tx, userId))) return 0;
  const snapshot = await deps.stats.snapshot(userId, streakWindow(now), tx);
  const streak = streakWithFreezes(snapshot.activityInstants, now, snapshot.timeZone ?? DEFAULT_TIME_ZONE, snapshot.streakFreezes);
  for (const use of streak.newlyUsed) await deps.freezes.markUsed(tx, userId, use.id, use.day);
  return freezesStillHeld(snapshot.streakFreezes, streak);
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

/**
 * streak_freeze.purchased (from the arena): the learner now holds one more freeze, unless they
 * already hold the most allowed; then the freeze is declined (streak_freeze.declined) and the arena
 * gives the gems back. The learner's purchases are weighed one at a time (a lock on the learner),
 * after the freezes their streak already needs are spent. A freeze already held or used, announced
 * again, changes nothing and is never declined.
 */
export function onStreakFreezePurchased(deps: StreakFreezeDeps) {
  return async (tx: LearningTx, event: DomainEvent<'streak_freeze.purchased'>): Promise<void> => {
    const { userId, freezeId, purchasedAt } = event.data;
    await deps.freezes.lockLearner(tx, userId);
    if (await deps.freezes.knows(tx, userId, freezeId)) return;
    if (!mayHoldAnotherFreeze(await spendNeededFreezes(deps, tx, userId))) {
      await publishEvent(tx, { type: 'streak_freeze.declined', subject: userId, data: { userId, freezeId, reason: 'limit' } });
      return;
    }
    await deps.freezes.add(tx, { id: freezeId, userId, purchasedAt: new Date(purchasedAt) });
    await spendNeededFreezes(deps, tx, userId);
  };
}

/**
 * GET /api/streak-freeze-balance: the freezes held, counted as the stats read counts them (the ones
 * the streak needs for missed days are no longer held, though only the learner's next write records
 * that). Days are the reported zone's when valid, as for the stats read. Writes nothing.
 */
export async function getStreakFreezeBalance(
  deps: StreakFreezeDeps,
  userId: string,
  reportedTimeZone: string | undefined,
  now = new Date(),
): Promise<StreakFreezeBalance> {
  const snapshot = await deps.stats.snapshot(userId, streakWindow(now));
  const timeZone = readingTimeZone(reportedTimeZone, snapshot.timeZone);
  const streak = streakWithFreezes(snapshot.activityInstants, now, timeZone, snapshot.streakFreezes);
  return { streakFreezes: freezesStillHeld(snapshot.streakFreezes, streak), maxStreakFreezes: MAX_STREAK_FREEZES_HELD };
}
