import type { ChallengeMode } from '@academy/contracts';
import { challengeExpiresAt, challengeRunStatus, daysLeftUntil, levelForXp } from '@academy/rules/tools';
import { AppError } from '@academy/service-kit';
import type { ChallengeDefinition } from '../data/arena-content-loader.ts';
import type { ChallengeRunRow } from '../data/schema.ts';
import type { ArenaDeps } from './arena-deps.ts';

function toChallengeMode(challenge: ChallengeDefinition, run: ChallengeRunRow | undefined, level: number, now: Date): ChallengeMode {
  const { requirements, ...definition } = challenge;
  // A run whose time is up reads as expired at once, even before anything settles it in the table.
  const status = run ? (run.status === 'active' ? challengeRunStatus(run, now) : run.status) : null;
  return {
    ...definition,
    rules: { requirements },
    canStart: level >= challenge.minLevel && status !== 'active',
    userChallenge:
      run && status
        ? {
            status,
            isCompleted: status === 'completed',
            startedAt: run.startedAt.toISOString(),
            expiresAt: run.expiresAt.toISOString(),
            currentScore: run.currentScore,
            targetScore: run.targetScore,
            // A run started by a concurrent request may be younger than this request's clock.
            daysLeft: status === 'active' ? daysLeftUntil(run.expiresAt, run.startedAt > now ? run.startedAt : now) : 0,
            completedAt: run.completedAt?.toISOString() ?? null,
            xpAwarded: run.xpAwarded,
          }
        : null,
  };
}

/** GET /api/challenge-modes: every challenge of the content file with the learner's latest run of it. */
export async function listChallengeModes(deps: ArenaDeps, userId: string, now = new Date()): Promise<ChallengeMode[]> {
  const { db } = deps.arena;
  const [totals, runs] = await Promise.all([deps.arena.totals(db, userId), deps.arena.latestRuns(db, userId)]);
  const level = levelForXp(totals.xp);
  return deps.content.challenges.map((challenge) =>
    toChallengeMode(
      challenge,
      runs.find((r) => r.challengeId === challenge.id),
      level,
      now,
    ),
  );
}

/**
 * POST /api/start-challenge. Refused below the challenge's minLevel (nothing written). A run of
 * it that is still active is answered as it is (alreadyStarted): the partial unique index on
 * active runs keeps one row even when twenty starts arrive at once. A run whose time is up is
 * ended unpaid first, so an expired challenge can be started again.
 */
export async function startChallenge(
  deps: ArenaDeps,
  userId: string,
  challengeId: string,
  now = new Date(),
): Promise<{ challenge: ChallengeMode; alreadyStarted: boolean }> {
  const challenge = deps.content.challenges.find((c) => c.id === challengeId);
  if (!challenge) throw new AppError('TOOLS_CHALLENGE_NOT_FOUND', `There is no challenge "${challengeId}".`);
  return deps.transaction(async (tx) => {
    const level = levelForXp((await deps.arena.totals(tx, userId)).xp);
    if (level < challenge.minLevel) {
      throw new AppError('TOOLS_CHALLENGE_LEVEL_TOO_LOW', `${challenge.name} opens at level ${challenge.minLevel}; you are level ${level}.`, {
        details: { minLevel: challenge.minLevel, level },
      });
    }
    await deps.arena.ensureProfile(tx, userId);
    await deps.arena.expireRuns(tx, userId, now, challengeId);
    const created = await deps.arena.insertRun(tx, {
      userId,
      challengeId,
      status: 'active',
      startedAt: now,
      expiresAt: challengeExpiresAt(now, challenge.duration),
      targetScore: challenge.targetScore,
    });
    const run = created ?? (await deps.arena.activeRun(tx, userId, challengeId));
    return { challenge: toChallengeMode(challenge, run, level, now), alreadyStarted: created === null };
  });
}
