import { RulesError } from './errors.ts';

/*
 * Day streak and daily study time, by calendar day in the learner's own time zone.
 *
 * A calendar day is the local date 'YYYY-MM-DD' of an instant in an IANA time zone. The streak is
 * the number of consecutive calendar days with learning activity that ends today, or ends
 * yesterday when there is no activity yet today: a streak is not lost until the day is over.
 * Day arithmetic is done on dates, not on 24-hour steps, so daylight-saving changes (23- and
 * 25-hour days) never break a streak.
 */

export const DEFAULT_TIME_ZONE = 'UTC';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
  } catch (cause) {
    throw new RulesError('LEARNING_INVALID_TIME_ZONE', `'${timeZone}' is not a known IANA time zone.`, {
      timeZone,
      cause: String(cause),
    });
  }
  formatters.set(timeZone, formatter);
  return formatter;
}

export function isValidTimeZone(timeZone: string): boolean {
  if (typeof timeZone !== 'string' || timeZone.trim() === '') return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Throws LEARNING_INVALID_TIME_ZONE unless the zone is a known IANA zone. */
export function assertTimeZone(timeZone: string): void {
  if (typeof timeZone !== 'string' || timeZone.trim() === '') {
    throw new RulesError('LEARNING_INVALID_TIME_ZONE', 'A time zone is required.', { timeZone });
  }
  formatterFor(timeZone);
}

/** The local date 'YYYY-MM-DD' of an instant in an IANA time zone. */
export function calendarDay(instant: Date, timeZone: string): string {
  assertTimeZone(timeZone);
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) {
    throw new RulesError('LEARNING_INVALID_INSTANT', 'An activity time must be a valid date.');
  }
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** The calendar day before 'YYYY-MM-DD'. */
export function previousCalendarDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RulesError('LEARNING_INVALID_INSTANT', `'${day}' is not a YYYY-MM-DD date.`, { day });
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) - 1));
  return date.toISOString().slice(0, 10);
}

/** Consecutive days with activity ending today (or yesterday, if nothing yet today). */
export function currentStreak(activityInstants: readonly Date[], now: Date, timeZone: string): number {
  const days = new Set(activityInstants.map((instant) => calendarDay(instant, timeZone)));
  const today = calendarDay(now, timeZone);
  let day = days.has(today) ? today : previousCalendarDay(today);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = previousCalendarDay(day);
  }
  return streak;
}

/** The most streak freezes a learner holds at once; a freeze bought beyond it is declined (its gems go back). */
export const MAX_STREAK_FREEZES_HELD = 2;

/** A streak freeze the learner holds or has used (bought in the arena). */
export interface StreakFreeze {
  id: string;
  purchasedAt: Date;
  /** The missed day it covered, 'YYYY-MM-DD'; null while held. */
  usedOn: string | null;
}

export interface StreakWithFreezes {
  streak: number;
  /** Held freezes this streak needs to cover missed days: the caller records them as used. */
  newlyUsed: { id: string; day: string }[];
}

/**
 * The day streak when streak freezes protect missed days. Walking back from today (or yesterday,
 * if nothing yet today), a run of missed days keeps the streak alive when each of them is covered
 * by a freeze bought before that day began (in the learner's zone) and there is learning before
 * the run: a frozen day does not add to the streak, it only keeps it. Freezes already used stay
 * on the day they covered; held ones are spent only where they save a streak, the newest
 * eligible one first (so older ones remain for earlier days). Without freezes it is currentStreak.
 */
export function streakWithFreezes(activityInstants: readonly Date[], now: Date, timeZone: string, freezes: readonly StreakFreeze[]): StreakWithFreezes {
  const days = new Set(activityInstants.map((instant) => calendarDay(instant, timeZone)));
  const usedDays = new Set(freezes.filter((f) => f.usedOn !== null).map((f) => f.usedOn!));
  const held = freezes
    .filter((f) => f.usedOn === null)
    .map((f) => ({ id: f.id, boughtOn: calendarDay(f.purchasedAt, timeZone) }))
    .sort((a, b) => (a.boughtOn < b.boughtOn ? 1 : a.boughtOn > b.boughtOn ? -1 : a.id < b.id ? -1 : 1));
  const earliest = [...days].sort()[0];
  const today = calendarDay(now, timeZone);
  let day = days.has(today) ? today : previousCalendarDay(today);
  let streak = 0;
  const newlyUsed: { id: string; day: string }[] = [];
  while (earliest !== undefined && day >= earliest) {
    if (days.has(day)) {
      streak += 1;
      day = previousCalendarDay(day);
      continue;
    }
    // A run of missed days: every one needs a freeze, and learning must come before it.
    const run: { id: string | null; day: string }[] = [];
    const taken = new Set<string>();
    let gap = day;
    let covered = true;
    while (!days.has(gap) && gap >= earliest) {
      if (usedDays.has(gap)) {
        run.push({ id: null, day: gap });
      } else {
        const freeze = held.find((f) => !taken.has(f.id) && f.boughtOn < gap);
        if (!freeze) {
          covered = false;
          break;
        }
        taken.add(freeze.id);
        run.push({ id: freeze.id, day: gap });
      }
      gap = previousCalendarDay(gap);
    }
    if (!covered || !days.has(gap)) break;
    for (const entry of run) {
      if (entry.id === null) continue;
      newlyUsed.push({ id: entry.id, day: entry.day });
      const index = held.findIndex((f) => f.id === entry.id);
      held.splice(index, 1);
    }
    day = gap;
  }
  return { streak, newlyUsed };
}

/**
 * Freezes the learner still holds once the streak has spent the ones its missed days need: what a
 * read shows before any write records the use, and what a purchase is weighed against.
 */
export function freezesStillHeld(freezes: readonly StreakFreeze[], streak: StreakWithFreezes): number {
  return freezes.filter((f) => f.usedOn === null).length - streak.newlyUsed.length;
}

/** Whether a learner holding `held` freezes may hold one more. */
export function mayHoldAnotherFreeze(held: number): boolean {
  return held < MAX_STREAK_FREEZES_HELD;
}

export interface StudySessionSpan {
  startedAt: Date;
  minutes: number;
}

/** Minutes studied on today's calendar day; a session counts on the day it started. */
export function minutesStudiedToday(sessions: readonly StudySessionSpan[], now: Date, timeZone: string): number {
  const today = calendarDay(now, timeZone);
  return sessions.filter((s) => calendarDay(s.startedAt, timeZone) === today).reduce((sum, s) => sum + Math.max(0, s.minutes), 0);
}

/** Total minutes over all sessions. */
export function totalStudyMinutes(sessions: readonly StudySessionSpan[]): number {
  return sessions.reduce((sum, s) => sum + Math.max(0, s.minutes), 0);
}

/*
 * Study-time credit. The page reports running totals for its visit (active and elapsed seconds);
 * the service credits only what it has itself seen pass on its own clock between two heartbeats
 * of the same session, and at most MAX_CREDIT_PER_HEARTBEAT_SECONDS of active time per heartbeat.
 * The first heartbeat of a session credits nothing: the service has observed no time yet (the
 * page sends one as the visit opens, so an honest learner loses nothing). A repeated or
 * out-of-date heartbeat (totals not above the last ones reported) credits nothing, so retries are
 * harmless.
 */

/** The page beats every 30 s while visible; twice that absorbs a late timer without inviting claims. */
export const MAX_CREDIT_PER_HEARTBEAT_SECONDS = 60;

export interface StudySessionTally {
  /** Seconds credited so far. */
  activeSeconds: number;
  elapsedSeconds: number;
  /** The totals the page reported on its last heartbeat. */
  reportedActiveSeconds: number;
  reportedElapsedSeconds: number;
  /** When the service received the last heartbeat. */
  lastSeenAt: Date;
}

export interface StudyHeartbeatReport {
  activeSeconds: number;
  elapsedSeconds: number;
}

/** The session's new tally after one heartbeat received at `now`; `previous` undefined for the first. */
export function creditStudyHeartbeat(previous: StudySessionTally | undefined, beat: StudyHeartbeatReport, now: Date): StudySessionTally {
  if (!previous) {
    return { activeSeconds: 0, elapsedSeconds: 0, reportedActiveSeconds: beat.activeSeconds, reportedElapsedSeconds: beat.elapsedSeconds, lastSeenAt: now };
  }
  const observed = Math.max(0, Math.floor((now.getTime() - previous.lastSeenAt.getTime()) / 1000));
  const claimedActive = Math.max(0, beat.activeSeconds - previous.reportedActiveSeconds);
  const claimedElapsed = Math.max(0, beat.elapsedSeconds - previous.reportedElapsedSeconds);
  const elapsedCredit = Math.min(claimedElapsed, observed);
  const activeCredit = Math.min(claimedActive, observed, MAX_CREDIT_PER_HEARTBEAT_SECONDS, elapsedCredit);
  return {
    activeSeconds: previous.activeSeconds + activeCredit,
    elapsedSeconds: previous.elapsedSeconds + elapsedCredit,
    reportedActiveSeconds: Math.max(previous.reportedActiveSeconds, beat.activeSeconds),
    reportedElapsedSeconds: Math.max(previous.reportedElapsedSeconds, beat.elapsedSeconds),
    // A stale heartbeat still moves the window on: time is observed once, never twice.
    lastSeenAt: now > previous.lastSeenAt ? now : previous.lastSeenAt,
  };
}
