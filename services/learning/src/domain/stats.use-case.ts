import type { StatsResponse } from '@academy/contracts';
import {
  DEFAULT_TIME_ZONE,
  estimateRoi,
  isValidTimeZone,
  minutesStudiedToday,
  onboardingDataSchema,
  streakWithFreezes,
} from '@academy/rules/learning';
import type { LearnerRepository } from '../data/learner.repository.ts';
import type { StatsRepository } from '../data/stats.repository.ts';
import type { StreakFreezesRepository } from '../data/streak-freezes.repository.ts';
import type { LearningTx } from '../data/progress.repository.ts';
import { recordFreezesUsed } from './streak-freeze.use-case.ts';

export interface StatsDeps {
  stats: StatsRepository;
  learner: LearnerRepository;
  freezes: StreakFreezesRepository;
  db: { transaction<T>(work: (tx: LearningTx) => Promise<T>): Promise<T> };
}

const STREAK_WINDOW_DAYS = 400;

/** A calendar day is at most 25 hours long: sessions that started today started within this window. */
const TODAY_WINDOW_HOURS = 48;

/** The earliest session start a stats read at `now` can count in "minutes today". */
export function todayWindowStart(now: Date): Date {
  return new Date(now.getTime() - TODAY_WINDOW_HOURS * 60 * 60 * 1000);
}

/**
 * GET /api/stats: streak and minutes by the learner's calendar days, and the explained ROI
 * estimate. One statement reads it all (StatsRepository.snapshot); the total study time is the
 * running total the heartbeats keep, not a sum over every session.
 */
export async function getStats(deps: StatsDeps, userId: string, reportedTimeZone: string | undefined, now = new Date()): Promise<StatsResponse> {
  const snapshot = await deps.stats.snapshot(userId, {
    sessionsSince: todayWindowStart(now),
    activitySince: new Date(now.getTime() - STREAK_WINDOW_DAYS * 24 * 60 * 60 * 1000),
  });
  const stored = snapshot.timeZone ?? undefined;
  let timeZone = stored ?? DEFAULT_TIME_ZONE;
  if (reportedTimeZone && isValidTimeZone(reportedTimeZone)) {
    if (reportedTimeZone !== stored) await deps.learner.saveTimeZone(userId, reportedTimeZone);
    timeZone = reportedTimeZone;
  }
  const answers = snapshot.onboarding ? onboardingDataSchema.safeParse(snapshot.onboarding) : undefined;
  const roi = estimateRoi(answers?.success ? { monthlyRevenue: answers.data.monthlyRevenue, teamSize: answers.data.teamSize } : null, snapshot.completed);
  // Held streak freezes (bought in the arena) cover missed days; the ones this streak needs are spent now.
  const streak = streakWithFreezes(snapshot.activityInstants, now, timeZone, snapshot.streakFreezes);
  await recordFreezesUsed(deps, userId, streak.newlyUsed);
  return {
    currentStreak: streak.streak,
    estimatedRoi: roi.estimatedRoi,
    estimatedRoiExplanation: roi.explanation,
    totalStudyTime: snapshot.studyMinutes,
    minutesToday: minutesStudiedToday(snapshot.recentQuarters, now, timeZone),
    completedModules: snapshot.completed.length,
    totalModules: snapshot.publishedModules,
    timeZone,
  };
}
