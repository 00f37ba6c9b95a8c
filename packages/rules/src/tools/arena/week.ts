import { DEFAULT_TIME_ZONE, calendarDay, isValidTimeZone } from '../../learning/streak.ts';

/*
 * The arena's calendar week: Monday 00:00 to the next Monday 00:00 in the learner's IANA time
 * zone. Days are counted on local dates, never in 24-hour steps, so a week with a
 * daylight-saving change (167 or 169 hours long) still has seven days and 'days left' never jumps.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The zone to count in: the one given when it is a known IANA zone, otherwise UTC. */
export function arenaTimeZone(timeZone: string | null | undefined): string {
  return timeZone && isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}

function parseDay(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year!, month! - 1, date!);
}

/** 'YYYY-MM-DD' plus n calendar days. */
export function addCalendarDays(day: string, days: number): string {
  return new Date(parseDay(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from one local date to another (negative when `to` is earlier). */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((parseDay(to) - parseDay(from)) / DAY_MS);
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a local date begins in a zone (its 00:00, or the first instant after it where a
 * daylight-saving change skips midnight).
 */
export function startOfCalendarDay(day: string, timeZone: string): Date {
  const wallMidnight = parseDay(day);
  let instant = wallMidnight - zoneOffsetMs(wallMidnight, timeZone);
  // The offset at the guess may differ from the offset at the answer across a change: look again.
  instant = wallMidnight - zoneOffsetMs(instant, timeZone);
  if (calendarDay(new Date(instant), timeZone) !== day) {
    // Midnight does not exist that day (clocks jumped from 23:59 to 01:00): the day starts an hour later.
    instant += 60 * 60 * 1000;
  }
  return new Date(instant);
}

export interface ArenaWeek {
  /** Monday of the week, 'YYYY-MM-DD' in the learner's zone: the week's key. */
  weekStartDay: string;
  /** Monday 00:00 local. */
  weekStart: Date;
  /** The next Monday 00:00 local: the week ends then (exclusive). */
  weekEnd: Date;
  /** Calendar days until weekEnd, rounded up: 7 on Monday, 1 on Sunday. */
  daysLeft: number;
  timeZone: string;
}

/** The calendar week (Monday to Monday) that `now` falls in, in the learner's zone. */
export function arenaWeek(now: Date, timeZone: string): ArenaWeek {
  const zone = arenaTimeZone(timeZone);
  const today = calendarDay(now, zone);
  const weekday = new Date(parseDay(today)).getUTCDay(); // 0 Sunday … 6 Saturday
  const weekStartDay = addCalendarDays(today, -((weekday + 6) % 7));
  const weekEndDay = addCalendarDays(weekStartDay, 7);
  return {
    weekStartDay,
    weekStart: startOfCalendarDay(weekStartDay, zone),
    weekEnd: startOfCalendarDay(weekEndDay, zone),
    daysLeft: calendarDaysBetween(today, weekEndDay),
    timeZone: zone,
  };
}

/** Days until an instant, rounded up (0 once it has passed): a challenge's 'days left'. */
export function daysLeftUntil(end: Date, now: Date): number {
  const remaining = end.getTime() - now.getTime();
  return remaining <= 0 ? 0 : Math.ceil(remaining / DAY_MS);
}
