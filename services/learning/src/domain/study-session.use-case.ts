import type { StudyHeartbeatRequest } from '@academy/contracts';
import { AppError, badRequest, publishEvent } from '@academy/service-kit';
import { creditStudyHeartbeat } from '@academy/rules/learning';
import type { StudySessionsRepository } from '../data/study-sessions.repository.ts';
import { checkModuleOpenFor } from './module-access.ts';
import { todayWindowStart } from './stats.use-case.ts';
import type { ProgressDeps } from './record-progress.use-case.ts';
import { recordLearningActivity } from './streak-freeze.use-case.ts';

/**
 * Engagement of a study session in percent: the share of the visit the learner was active
 * (interacting with a visible page). 0 for an empty visit.
 */
export function engagementScore(activeSeconds: number, elapsedSeconds: number): number {
  if (elapsedSeconds <= 0) return 0;
  return Math.min(100, Math.round((activeSeconds / elapsedSeconds) * 100));
}

/**
 * POST /api/study-sessions: a heartbeat from a module page. The page reports running totals; the
 * service credits only the time it has itself seen pass between heartbeats of the session, capped
 * per heartbeat (creditStudyHeartbeat), so a claim of fifteen minutes in one request credits
 * nothing. A session belongs to the learner and module that started it. Repeating a heartbeat
 * (a retry, or the same one sent twice at once) answers the same figures and changes nothing.
 */
export async function recordStudyHeartbeat(
  deps: ProgressDeps & { sessions: StudySessionsRepository },
  userId: string,
  beat: StudyHeartbeatRequest,
  now = new Date(),
): Promise<{ activeMinutes: number; engagementScore: number }> {
  if (beat.activeSeconds > beat.elapsedSeconds) throw badRequest('LEARNING_INVALID_STUDY_TIME', 'Active time cannot exceed the time on the page.');
  await checkModuleOpenFor(deps, userId, beat.moduleId);
  return deps.transaction(async (tx) => {
    const opened = creditStudyHeartbeat(undefined, beat, now);
    const { row: existing, created } = await deps.sessions.lockOrCreate(tx, {
      id: beat.sessionId,
      userId,
      moduleId: beat.moduleId,
      startedAt: now,
      ...opened,
      interactions: beat.interactions,
    });
    if (existing.userId !== userId || existing.moduleId !== beat.moduleId) {
      throw new AppError('LEARNING_STUDY_SESSION_MISMATCH', 'This study session belongs to another page visit.');
    }
    if (created) return { activeMinutes: 0, engagementScore: 0 };

    const next = creditStudyHeartbeat(existing, beat, now);
    const interactions = Math.max(existing.interactions, beat.interactions);
    await deps.sessions.update(tx, beat.sessionId, { ...next, interactions });
    await deps.progress.addModuleSeconds(tx, userId, beat.moduleId, next.activeSeconds - existing.activeSeconds);
    const activeMinutes = Math.floor(next.activeSeconds / 60);
    const score = engagementScore(next.activeSeconds, next.elapsedSeconds);
    const previousMinutes = Math.floor(existing.activeSeconds / 60);
    if (activeMinutes > previousMinutes) {
      // The learner's total study time and the minutes of the quarter hour the session started in
      // move with the session's whole minutes, in this transaction; quarter hours no later stats
      // read can count in "minutes today" go.
      await deps.stats.addStudyMinutes(tx, userId, {
        minutes: activeMinutes - previousMinutes,
        sessionStartedAt: existing.startedAt,
        quartersReadSince: todayWindowStart(now),
      });
      // A study day counts once the learner has studied a whole minute.
      if (previousMinutes === 0) await recordLearningActivity(deps, tx, userId, 'study', beat.moduleId);
      await publishEvent(tx, {
        type: 'study.session',
        subject: userId,
        data: { userId, moduleId: beat.moduleId, sessionId: beat.sessionId, minutes: activeMinutes, engagementScore: score },
      });
    }
    return { activeMinutes, engagementScore: score };
  });
}
