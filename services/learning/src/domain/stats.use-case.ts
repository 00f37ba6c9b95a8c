import type { StatsResponse } from '@academy/contracts';
import { DEFAULT_TIME_ZONE, estimateRoi, isValidTimeZone, minutesStudiedToday, onboardingDataSchema, streakWithFreezes } from '@academy/rules/learning';
import type { StatsRepository } from '../data/stats.repository.ts';

export interface StatsDeps {
  stats: StatsRepository;
}

const STREAK_WINDOW_DAYS = 400;

/** The activity a streak is counted from: a streak longer than this window is counted as the window. */
export function streakWindow(now: Date): { sessionsSince: Date; activitySince: Date } {
  return { sessionsSince: todayWindowStart(now), activitySince: new Date(now.getTime() - STREAK_WINDOW_DAYS * 24 * 60 * 60 * 1000) };
}

/** A calendar day is at most 25 hours long: sessions that started today started within this window. */
const TODAY_WINDOW_HOURS = 48;

/** The earliest session start a stats read at `now` can count in "minutes today". */
export function todayWindowStart(now: Date): Date {
  return new Date(now.getTime() - TODAY_WINDOW_HOURS * 60 * 60 * 1000);
}

/** The days a read counts in: the reported zone when it is a valid one, else the one the learner's last write kept, else UTC. */
export function readingTimeZone(reported: string | undefined, kept: string | null): string {
  return reported && isValidTimeZone(reported) ? reported : (kept ?? DEFAULT_TIME_ZONE);
}

/**
 * GET /api/stats: streak and minutes by the learner's calendar days, and the explained ROI
 * estimate. One statement reads it all (StatsRepository.snapshot); the total study time is the
 * running total the heartbeats keep, not a sum over every session.
 *
 * A read writes nothing: the days are the reported time zone's (X-Time-Zone) when it is a valid
 * one, else the one the learner's last write kept; held streak freezes count for the missed days
 * they cover, and are marked used by the write that needs them (streak-freeze.use-case).
 */
export async function getStats(deps: StatsDeps, userId: string, reportedTimeZone: string | undefined, now = new Date()): Promise<StatsResponse> {
  const snapshot = await deps.stats.snapshot(userId, streakWindow(now));
  const timeZone = readingTimeZone(reportedTimeZone, snapshot.timeZone);
  const answers = snapshot.onboarding ? onboardingDataSchema.safeParse(snapshot.onboarding) : undefined;
  const roi = estimateRoi(answers?.success ? { monthlyRevenue: answers.data.monthlyRevenue, teamSize: answers.data.teamSize } : null, snapshot.completed);
  const streak = streakWithFreezes(snapshot.activityInstants, now, timeZone, snapshot.streakFreezes);
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
