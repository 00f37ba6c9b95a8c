import type { ArenaActivityKind } from '@academy/contracts';

/*
 * Quest and challenge progress. Progress is counted from the ledger (what the learner has really
 * done), never stored from a click: only activity of the quest's kind that happened at or after
 * joining and before the window closes (the week's end for a quest, expiresAt for a challenge).
 */

/** A ledger row as progress reads it. */
export interface LedgerActivity {
  kind: ArenaActivityKind | string;
  quantity: number;
  occurredAt: Date;
}

/** Units of `kind` done in [from, until). */
export function progressWithin(entries: readonly LedgerActivity[], kind: ArenaActivityKind, from: Date, until: Date): number {
  return entries
    .filter((entry) => entry.kind === kind && entry.occurredAt >= from && entry.occurredAt < until)
    .reduce((sum, entry) => sum + Math.max(0, entry.quantity), 0);
}

export interface QuestState {
  /** Shown progress: never above the target. */
  currentProgress: number;
  isCompleted: boolean;
}

/** A quest's progress for the learner who joined it at `joinedAt`, in the week ending `weekEnd`. */
export function questState(
  entries: readonly LedgerActivity[],
  quest: { activity: ArenaActivityKind; targetValue: number },
  joinedAt: Date,
  weekEnd: Date,
): QuestState {
  const done = progressWithin(entries, quest.activity, joinedAt, weekEnd);
  return { currentProgress: Math.min(done, quest.targetValue), isCompleted: done >= quest.targetValue };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A run lasts `durationDays` × 24 hours from its start. */
export function challengeExpiresAt(startedAt: Date, durationDays: number): Date {
  return new Date(startedAt.getTime() + durationDays * DAY_MS);
}

/** XP a completed run pays: the challenge's XP times its multiplier, rounded to a whole number. */
export function challengeXpAward(xpReward: number, xpMultiplier: number): number {
  return Math.round(Math.max(0, xpReward) * Math.max(0, xpMultiplier));
}

export type ChallengeRunStatus = 'active' | 'completed' | 'expired';

/**
 * A run's state: completed once it was completed; otherwise active until expiresAt and expired
 * from then on (it ends unpaid, and the challenge may be started again).
 */
export function challengeRunStatus(run: { expiresAt: Date; completedAt: Date | null }, now: Date): ChallengeRunStatus {
  if (run.completedAt) return 'completed';
  return now < run.expiresAt ? 'active' : 'expired';
}

export interface ChallengeScore {
  currentScore: number;
  /** The target was reached before expiresAt. */
  reached: boolean;
}

/** A run's score: activity of the challenge's kind from its start until it expires. */
export function challengeScore(
  entries: readonly LedgerActivity[],
  challenge: { activity: ArenaActivityKind; targetScore: number },
  run: { startedAt: Date; expiresAt: Date },
): ChallengeScore {
  const done = progressWithin(entries, challenge.activity, run.startedAt, run.expiresAt);
  return { currentScore: Math.min(done, challenge.targetScore), reached: done >= challenge.targetScore };
}

export type StartChallengeVerdict = 'ok' | 'level-too-low' | 'already-active';

/** Spec section 5: start requires the learner's level at or above minLevel; one active run at a time. */
export function canStartChallenge(level: number, minLevel: number, hasActiveRun: boolean): StartChallengeVerdict {
  if (level < minLevel) return 'level-too-low';
  if (hasActiveRun) return 'already-active';
  return 'ok';
}
