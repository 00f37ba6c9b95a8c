import type { StatsResponse } from '@academy/contracts';
import {
  DEFAULT_TIME_ZONE,
  currentStreak,
  estimateRoi,
  isValidTimeZone,
  minutesStudiedToday,
  onboardingDataSchema,
  totalStudyMinutes,
} from '@academy/rules/learning';
import type { ActivityRepository } from '../data/activity.repository.ts';
import type { LearnerRepository } from '../data/learner.repository.ts';
import type { ModulesRepository } from '../data/modules.repository.ts';
import type { ProgressRepository } from '../data/progress.repository.ts';

export interface StatsDeps {
  modules: ModulesRepository;
  progress: ProgressRepository;
  activity: ActivityRepository;
  learner: LearnerRepository;
}

const STREAK_WINDOW_DAYS = 400;

/**
 * The learner's time zone: the one the browser reports (remembered when it changes), else the
 * last one remembered, else UTC.
 */
export async function resolveTimeZone(learner: LearnerRepository, userId: string, reported: string | undefined): Promise<string> {
  const stored = await learner.timeZone(userId);
  if (reported && isValidTimeZone(reported)) {
    if (reported !== stored) await learner.saveTimeZone(userId, reported);
    return reported;
  }
  return stored ?? DEFAULT_TIME_ZONE;
}

/** GET /api/stats: streak and minutes by the learner's calendar days, and the explained ROI estimate. */
export async function getStats(deps: StatsDeps, userId: string, reportedTimeZone: string | undefined, now = new Date()): Promise<StatsResponse> {
  const timeZone = await resolveTimeZone(deps.learner, userId, reportedTimeZone);
  const since = new Date(now.getTime() - STREAK_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const [instants, sessions, progressRows, catalogue, onboarding] = await Promise.all([
    deps.activity.instantsSince(userId, since),
    deps.activity.sessionsFor(userId),
    deps.progress.listForUser(userId),
    deps.modules.listPublished(),
    deps.learner.onboarding(userId),
  ]);
  const published = new Map(catalogue.map((row) => [row.id, row]));
  const completed = progressRows.filter((row) => row.completed && published.has(row.moduleId));
  const spans = sessions.map((session) => ({ startedAt: session.startedAt, minutes: Math.floor(session.activeSeconds / 60) }));
  const answers = onboarding ? onboardingDataSchema.safeParse(onboarding.data) : undefined;
  const roi = estimateRoi(
    answers?.success ? { monthlyRevenue: answers.data.monthlyRevenue, teamSize: answers.data.teamSize } : null,
    completed.map((row) => ({ id: row.moduleId, category: published.get(row.moduleId)?.category ?? '' })),
  );
  return {
    currentStreak: currentStreak(instants, now, timeZone),
    estimatedRoi: roi.estimatedRoi,
    estimatedRoiExplanation: roi.explanation,
    totalStudyTime: totalStudyMinutes(spans),
    minutesToday: minutesStudiedToday(spans, now, timeZone),
    completedModules: completed.length,
    totalModules: catalogue.length,
    timeZone,
  };
}
