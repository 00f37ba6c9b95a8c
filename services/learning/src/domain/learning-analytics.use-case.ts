import type { ActivityRepository } from '../data/activity.repository.ts';
import { engagementScore } from './study-session.use-case.ts';

/** GET /api/analytics/learning: the learner's study sessions, newest first. */
export async function learningSessions(activity: ActivityRepository, userId: string) {
  const sessions = await activity.sessionsFor(userId);
  return sessions
    .filter((session) => session.elapsedSeconds > 0)
    .reverse()
    .map((session) => ({
      id: session.id,
      moduleId: session.moduleId,
      sessionDuration: Math.round(session.elapsedSeconds / 60),
      engagementScore: String(engagementScore(session.activeSeconds, session.elapsedSeconds)),
      startedAt: session.startedAt.toISOString(),
    }));
}
