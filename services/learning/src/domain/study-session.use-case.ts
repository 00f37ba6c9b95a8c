import type { StudyHeartbeatRequest } from '@academy/contracts';
import { AppError, badRequest, publishEvent } from '@academy/service-kit';
import type { LearningTx } from '../data/progress.repository.ts';
import type { StudySessionsRepository } from '../data/study-sessions.repository.ts';
import { openModuleFor } from './module-access.ts';
import type { ProgressDeps } from './record-progress.use-case.ts';

/** Heartbeats may run a little ahead of the server's clock (network, timers); beyond that they are trimmed. */
const CLOCK_SLACK_SECONDS = 90;

/**
 * Engagement of a study session in percent: the share of the visit the learner was active
 * (interacting with a visible page). 0 for an empty visit.
 */
export function engagementScore(activeSeconds: number, elapsedSeconds: number): number {
  if (elapsedSeconds <= 0) return 0;
  return Math.min(100, Math.round((activeSeconds / elapsedSeconds) * 100));
}

/**
 * POST /api/study-sessions: a heartbeat from a module page. Totals only grow; a session belongs
 * to the learner who started it; the time claimed cannot exceed the time since the visit began.
 */
export async function recordStudyHeartbeat(
  deps: ProgressDeps & { sessions: StudySessionsRepository },
  userId: string,
  beat: StudyHeartbeatRequest,
  now = new Date(),
): Promise<{ activeMinutes: number; engagementScore: number }> {
  if (beat.activeSeconds > beat.elapsedSeconds) throw badRequest('LEARNING_INVALID_STUDY_TIME', 'Active time cannot exceed the time on the page.');
  await openModuleFor(deps, userId, beat.moduleId);
  return deps.db.transaction(async (tx: LearningTx) => {
    const existing = await deps.sessions.forUpdate(tx, beat.sessionId);
    if (existing && (existing.userId !== userId || existing.moduleId !== beat.moduleId)) {
      throw new AppError('LEARNING_STUDY_SESSION_MISMATCH', 'This study session belongs to another page visit.', { status: 409 });
    }
    const startedAt = existing?.startedAt ?? new Date(now.getTime() - beat.elapsedSeconds * 1000);
    const possible = Math.floor((now.getTime() - startedAt.getTime()) / 1000) + CLOCK_SLACK_SECONDS;
    const elapsedSeconds = Math.min(Math.max(existing?.elapsedSeconds ?? 0, beat.elapsedSeconds), possible);
    const activeSeconds = Math.min(Math.max(existing?.activeSeconds ?? 0, beat.activeSeconds), elapsedSeconds);
    const interactions = Math.max(existing?.interactions ?? 0, beat.interactions);
    if (existing) {
      await deps.sessions.update(tx, beat.sessionId, { activeSeconds, elapsedSeconds, interactions, lastSeenAt: now });
    } else {
      await deps.sessions.insert(tx, { id: beat.sessionId, userId, moduleId: beat.moduleId, startedAt, lastSeenAt: now, activeSeconds, elapsedSeconds, interactions });
    }
    const activeMinutes = Math.floor(activeSeconds / 60);
    const score = engagementScore(activeSeconds, elapsedSeconds);
    const previousMinutes = Math.floor((existing?.activeSeconds ?? 0) / 60);
    if (activeMinutes > previousMinutes) {
      // A study day counts once the learner has studied a whole minute.
      if (previousMinutes === 0) await deps.activity.record(tx, userId, 'study', beat.moduleId);
      await publishEvent(tx, {
        type: 'study.session',
        subject: userId,
        data: { userId, moduleId: beat.moduleId, sessionId: beat.sessionId, minutes: activeMinutes, engagementScore: score },
      });
    }
    return { activeMinutes, engagementScore: score };
  });
}
