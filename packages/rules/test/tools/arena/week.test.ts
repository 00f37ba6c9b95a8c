import { describe, expect, it } from 'vitest';
import { arenaTimeZone, arenaWeek, daysLeftUntil, startOfCalendarDay } from '../../../src/tools/index.ts';

const at = (iso: string) => new Date(iso);

describe('arenaWeek: Monday 00:00 to Monday 00:00 in the learner\u2019s zone', () => {
  it('in UTC, a Tuesday belongs to the week from Monday; 6 days left', () => {
    const week = arenaWeek(at('2026-11-24T10:00:00Z'), 'UTC');
    expect(week.weekStartDay).toBe('2026-11-23');
    expect(week.weekStart.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(week.weekEnd.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(week.daysLeft).toBe(6);
  });

  it('Monday 00:00 has 7 days left and Sunday 23:59 has 1 (rounded up)', () => {
    expect(arenaWeek(at('2026-11-23T00:00:00Z'), 'UTC').daysLeft).toBe(7);
    expect(arenaWeek(at('2026-11-29T23:59:59Z'), 'UTC').daysLeft).toBe(1);
    expect(arenaWeek(at('2026-11-30T00:00:00Z'), 'UTC').weekStartDay).toBe('2026-11-30');
  });

  it('the same instant is Sunday in Los Angeles and Monday in Tokyo: different weeks', () => {
    const instant = at('2026-11-30T02:00:00Z');
    const la = arenaWeek(instant, 'America/Los_Angeles');
    const tokyo = arenaWeek(instant, 'Asia/Tokyo');
    expect(la.weekStartDay).toBe('2026-11-23');
    expect(la.weekEnd.toISOString()).toBe('2026-11-30T08:00:00.000Z');
    expect(la.daysLeft).toBe(1);
    expect(tokyo.weekStartDay).toBe('2026-11-30');
    expect(tokyo.weekStart.toISOString()).toBe('2026-11-29T15:00:00.000Z');
    expect(tokyo.daysLeft).toBe(7);
  });

  it('half-hour zones: Kolkata\u2019s week starts at 18:30 UTC on Sunday', () => {
    const week = arenaWeek(at('2026-11-25T12:00:00Z'), 'Asia/Kolkata');
    expect(week.weekStart.toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(week.weekEnd.toISOString()).toBe('2026-11-29T18:30:00.000Z');
  });

  it('across the autumn DST change in Berlin the week is 169 hours, still 7 days, and days left count calendar days', () => {
    // 2026-10-25: clocks go back from 03:00 CEST to 02:00 CET.
    const week = arenaWeek(at('2026-10-20T12:00:00Z'), 'Europe/Berlin');
    expect(week.weekStart.toISOString()).toBe('2026-10-18T22:00:00.000Z');
    expect(week.weekEnd.toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect((week.weekEnd.getTime() - week.weekStart.getTime()) / 3_600_000).toBe(169);
    // Sunday 25 October 23:30 local (22:30 UTC): one day left, not two.
    expect(arenaWeek(at('2026-10-25T22:30:00Z'), 'Europe/Berlin').daysLeft).toBe(1);
  });

  it('across the spring DST change in New York the week is 167 hours', () => {
    // 2026-03-08: clocks go forward from 02:00 EST to 03:00 EDT.
    const week = arenaWeek(at('2026-03-04T12:00:00Z'), 'America/New_York');
    expect(week.weekStart.toISOString()).toBe('2026-03-02T05:00:00.000Z');
    expect(week.weekEnd.toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('a zone that skips midnight starts the day at 01:00 (Santiago, 6 September 2026)', () => {
    const start = startOfCalendarDay('2026-09-06', 'America/Santiago');
    expect(start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });

  it('an unknown or missing zone counts in UTC', () => {
    expect(arenaTimeZone('Mars/Olympus')).toBe('UTC');
    expect(arenaTimeZone(undefined)).toBe('UTC');
    expect(arenaWeek(at('2026-11-24T10:00:00Z'), 'Not/AZone').weekStart.toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
});

describe('daysLeftUntil', () => {
  it('rounds up and is 0 once the moment has passed', () => {
    const end = at('2026-12-01T10:00:00Z');
    expect(daysLeftUntil(end, at('2026-11-24T10:00:00Z'))).toBe(7);
    expect(daysLeftUntil(end, at('2026-11-24T10:00:01Z'))).toBe(7);
    expect(daysLeftUntil(end, at('2026-11-30T10:00:01Z'))).toBe(1);
    expect(daysLeftUntil(end, end)).toBe(0);
  });
});
