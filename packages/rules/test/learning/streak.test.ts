import { describe, expect, it } from 'vitest';
import {
  RulesError,
  assertTimeZone,
  calendarDay,
  currentStreak,
  streakWithFreezes,
  freezesStillHeld,
  mayHoldAnotherFreeze,
  MAX_STREAK_FREEZES_HELD,
  isValidTimeZone,
  minutesStudiedToday,
  previousCalendarDay,
  totalStudyMinutes,
  MAX_CREDIT_PER_HEARTBEAT_SECONDS,
  creditStudyHeartbeat,
  type StudySessionTally,
} from '../../src/learning/index.ts';

const at = (iso: string): Date => new Date(iso);

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return error instanceof RulesError ? error.code : 'NOT_A_RULES_ERROR';
  }
  return undefined;
}

describe('calendarDay', () => {
  it('23:30 in New York is already the next day in UTC', () => {
    const instant = at('2024-05-11T03:30:00Z');
    expect(calendarDay(instant, 'America/New_York')).toBe('2024-05-10');
    expect(calendarDay(instant, 'UTC')).toBe('2024-05-11');
  });

  it('the same instant falls on different days across the date line', () => {
    const instant = at('2024-01-01T10:30:00Z');
    expect(calendarDay(instant, 'Pacific/Kiritimati')).toBe('2024-01-02');
    expect(calendarDay(instant, 'Pacific/Pago_Pago')).toBe('2023-12-31');
    expect(calendarDay(instant, 'Asia/Kolkata')).toBe('2024-01-01');
  });

  it('handles half-hour zones at midnight', () => {
    expect(calendarDay(at('2024-03-01T18:29:59Z'), 'Asia/Kolkata')).toBe('2024-03-01');
    expect(calendarDay(at('2024-03-01T18:30:00Z'), 'Asia/Kolkata')).toBe('2024-03-02');
  });

  it.each(['Mars/Olympus', 'New York', '', 'EST+99'])('refuses the zone %j with LEARNING_INVALID_TIME_ZONE', (zone) => {
    expect(codeOf(() => calendarDay(at('2024-01-01T00:00:00Z'), zone))).toBe('LEARNING_INVALID_TIME_ZONE');
  });

  it('refuses an invalid date with LEARNING_INVALID_INSTANT', () => {
    expect(codeOf(() => calendarDay(new Date('not a date'), 'UTC'))).toBe('LEARNING_INVALID_INSTANT');
  });
});

describe('isValidTimeZone and assertTimeZone', () => {
  it('knows IANA zones', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Europe/Atlantis')).toBe(false);
    expect(isValidTimeZone('  ')).toBe(false);
  });

  it('assertTimeZone throws only for unknown zones', () => {
    expect(codeOf(() => assertTimeZone('Asia/Tokyo'))).toBeUndefined();
    expect(codeOf(() => assertTimeZone('Asia/Nowhere'))).toBe('LEARNING_INVALID_TIME_ZONE');
  });
});

describe('previousCalendarDay', () => {
  it.each([
    ['2024-03-01', '2024-02-29'],
    ['2023-03-01', '2023-02-28'],
    ['2024-01-01', '2023-12-31'],
    ['2024-03-11', '2024-03-10'],
  ])('the day before %s is %s', (day, previous) => {
    expect(previousCalendarDay(day)).toBe(previous);
  });
});

describe('currentStreak', () => {
  const zone = 'America/New_York';

  it('with no activity, is 0', () => {
    expect(currentStreak([], at('2024-05-10T12:00:00Z'), zone)).toBe(0);
  });

  it('counts consecutive days ending today', () => {
    const activity = [at('2024-05-08T14:00:00Z'), at('2024-05-09T14:00:00Z'), at('2024-05-10T14:00:00Z')];
    expect(currentStreak(activity, at('2024-05-10T20:00:00Z'), zone)).toBe(3);
  });

  it('keeps yesterday’s streak while today has no activity yet', () => {
    const activity = [at('2024-05-08T14:00:00Z'), at('2024-05-09T14:00:00Z')];
    expect(currentStreak(activity, at('2024-05-10T13:00:00Z'), zone)).toBe(2);
  });

  it('is lost once a whole day passes without activity', () => {
    const activity = [at('2024-05-08T14:00:00Z'), at('2024-05-09T14:00:00Z')];
    expect(currentStreak(activity, at('2024-05-11T13:00:00Z'), zone)).toBe(0);
  });

  it('a gap breaks the streak; only the run ending today counts', () => {
    const activity = [at('2024-05-05T14:00:00Z'), at('2024-05-06T14:00:00Z'), at('2024-05-09T14:00:00Z'), at('2024-05-10T14:00:00Z')];
    expect(currentStreak(activity, at('2024-05-10T20:00:00Z'), zone)).toBe(2);
  });

  it('counts several activities on one day once, in any order', () => {
    const activity = [
      at('2024-05-10T14:00:00Z'),
      at('2024-05-09T15:00:00Z'),
      at('2024-05-10T15:00:00Z'),
      at('2024-05-09T16:00:00Z'),
      at('2024-05-10T14:00:00Z'),
    ];
    expect(currentStreak(activity, at('2024-05-10T20:00:00Z'), zone)).toBe(2);
  });

  it('an activity at 23:30 in New York counts for that local day, not the next UTC day', () => {
    // 2024-05-09 23:30 EDT = 2024-05-10T03:30Z; 2024-05-10 12:00 EDT = 16:00Z.
    const activity = [at('2024-05-10T03:30:00Z'), at('2024-05-10T16:00:00Z')];
    expect(currentStreak(activity, at('2024-05-10T18:00:00Z'), zone)).toBe(2);
    // In UTC both are on 2024-05-10: one day.
    expect(currentStreak(activity, at('2024-05-10T18:00:00Z'), 'UTC')).toBe(1);
  });

  it('"today" is the learner’s local day: just after midnight in Tokyo a new day has begun', () => {
    // Activity 2024-05-10 22:00 JST; now 2024-05-11 00:30 JST (15:30Z on the 10th).
    const activity = [at('2024-05-10T13:00:00Z')];
    expect(currentStreak(activity, at('2024-05-10T15:30:00Z'), 'Asia/Tokyo')).toBe(1);
    expect(calendarDay(at('2024-05-10T15:30:00Z'), 'Asia/Tokyo')).toBe('2024-05-11');
  });

  it('survives the spring-forward day (a 23-hour day) in New York', () => {
    // 2024-03-10 is 23 hours long in New York.
    const activity = [
      at('2024-03-09T04:00:00Z'), // 2024-03-08 23:00 EST
      at('2024-03-10T04:30:00Z'), // 2024-03-09 23:30 EST
      at('2024-03-11T03:30:00Z'), // 2024-03-10 23:30 EDT
      at('2024-03-11T13:00:00Z'), // 2024-03-11 09:00 EDT
    ];
    expect(currentStreak(activity, at('2024-03-11T14:00:00Z'), zone)).toBe(4);
  });

  it('survives the fall-back day (a 25-hour day) in London', () => {
    // 2024-10-27 is 25 hours long in London.
    const activity = [
      at('2024-10-26T22:30:00Z'), // 2024-10-26 23:30 BST
      at('2024-10-27T00:30:00Z'), // 2024-10-27 01:30 BST
      at('2024-10-27T23:30:00Z'), // 2024-10-27 23:30 GMT
      at('2024-10-28T08:00:00Z'), // 2024-10-28 08:00 GMT
    ];
    expect(currentStreak(activity, at('2024-10-28T09:00:00Z'), 'Europe/London')).toBe(3);
  });

  it('counts across a month and a leap day', () => {
    const activity = [at('2024-02-28T12:00:00Z'), at('2024-02-29T12:00:00Z'), at('2024-03-01T12:00:00Z')];
    expect(currentStreak(activity, at('2024-03-01T13:00:00Z'), 'UTC')).toBe(3);
  });

  it('refuses an unknown zone', () => {
    expect(codeOf(() => currentStreak([], at('2024-05-10T12:00:00Z'), 'Nowhere/Place'))).toBe('LEARNING_INVALID_TIME_ZONE');
  });
});

describe('minutesStudiedToday', () => {
  const sessions = [
    { startedAt: at('2024-05-10T03:30:00Z'), minutes: 20 }, // 2024-05-09 23:30 in New York
    { startedAt: at('2024-05-10T14:00:00Z'), minutes: 15 },
    { startedAt: at('2024-05-10T18:00:00Z'), minutes: 10 },
  ];

  it('sums the sessions that started on today’s local date', () => {
    expect(minutesStudiedToday(sessions, at('2024-05-10T20:00:00Z'), 'America/New_York')).toBe(25);
    expect(minutesStudiedToday(sessions, at('2024-05-10T20:00:00Z'), 'UTC')).toBe(45);
  });

  it('is 0 with no session today', () => {
    expect(minutesStudiedToday(sessions, at('2024-05-12T20:00:00Z'), 'UTC')).toBe(0);
  });

  it('totalStudyMinutes sums every session', () => {
    expect(totalStudyMinutes(sessions)).toBe(45);
  });
});

const t0 = new Date('2026-03-02T10:00:00.000Z');
const after = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const tally = (overrides: Partial<StudySessionTally> = {}): StudySessionTally => ({
  activeSeconds: 0,
  elapsedSeconds: 0,
  reportedActiveSeconds: 0,
  reportedElapsedSeconds: 0,
  lastSeenAt: t0,
  ...overrides,
});

describe('creditStudyHeartbeat', () => {
  it.each([
    // situation, previous tally, reported totals, seconds since the last heartbeat, credited active, credited elapsed
    ['first heartbeat claiming 15 minutes', undefined, { activeSeconds: 900, elapsedSeconds: 900 }, 0, 0, 0],
    ['first heartbeat claiming a whole day', undefined, { activeSeconds: 86_400, elapsedSeconds: 86_400 }, 0, 0, 0],
    ['honest beat 30 s after the last', tally(), { activeSeconds: 28, elapsedSeconds: 30 }, 30, 28, 30],
    ['claims more than the server saw pass', tally(), { activeSeconds: 900, elapsedSeconds: 900 }, 30, 30, 30],
    ['a long observed gap is capped per beat', tally(), { activeSeconds: 600, elapsedSeconds: 600 }, 600, MAX_CREDIT_PER_HEARTBEAT_SECONDS, 600],
    [
      'hidden tab: elapsed grows, active does not',
      tally({ reportedActiveSeconds: 40, reportedElapsedSeconds: 60 }),
      { activeSeconds: 40, elapsedSeconds: 660 },
      600,
      0,
      600,
    ],
    ['a repeated heartbeat', tally({ reportedActiveSeconds: 50, reportedElapsedSeconds: 60 }), { activeSeconds: 50, elapsedSeconds: 60 }, 5, 0, 0],
    [
      'an out-of-date heartbeat with lower totals',
      tally({ reportedActiveSeconds: 50, reportedElapsedSeconds: 60 }),
      { activeSeconds: 20, elapsedSeconds: 30 },
      30,
      0,
      0,
    ],
    ['active never above elapsed', tally(), { activeSeconds: 30, elapsedSeconds: 10 }, 30, 10, 10],
  ] as const)('%s', (_situation, previous, beat, seconds, active, elapsed) => {
    const base = previous ?? undefined;
    const next = creditStudyHeartbeat(base, beat, after(seconds));
    expect(next.activeSeconds - (base?.activeSeconds ?? 0)).toBe(active);
    expect(next.elapsedSeconds - (base?.elapsedSeconds ?? 0)).toBe(elapsed);
  });

  it('keeps the highest reported totals and moves the observation window on', () => {
    const previous = tally({ activeSeconds: 100, elapsedSeconds: 120, reportedActiveSeconds: 100, reportedElapsedSeconds: 120 });
    const next = creditStudyHeartbeat(previous, { activeSeconds: 90, elapsedSeconds: 100 }, after(30));
    expect(next).toEqual({ activeSeconds: 100, elapsedSeconds: 120, reportedActiveSeconds: 100, reportedElapsedSeconds: 120, lastSeenAt: after(30) });
  });

  it('never credits more than the wall-clock time between the first and the last heartbeat', () => {
    let state = creditStudyHeartbeat(undefined, { activeSeconds: 1000, elapsedSeconds: 1000 }, t0);
    for (let i = 1; i <= 20; i++) state = creditStudyHeartbeat(state, { activeSeconds: 1000 + i * 500, elapsedSeconds: 1000 + i * 500 }, after(i * 10));
    expect(state.activeSeconds).toBe(200);
    expect(state.elapsedSeconds).toBe(200);
  });
});

describe('streakWithFreezes: a held freeze protects the streak for one missed day', () => {
  // Learner in UTC; now is Friday 2026-11-27 12:00, learning at 10:00 on the listed days.
  const now = new Date('2026-11-27T12:00:00Z');
  const on = (...days: string[]) => days.map((day) => new Date(`${day}T10:00:00Z`));
  const freeze = (id: string, purchasedAt: string, usedOn: string | null = null) => ({ id, purchasedAt: new Date(purchasedAt), usedOn });

  it.each([
    // activity days, freezes, streak, freezes newly used
    { name: 'no freeze: a missed Wednesday ends the streak', days: ['2026-11-24', '2026-11-25', '2026-11-27'], freezes: [], streak: 1, used: [] },
    {
      name: 'a freeze bought before the missed day keeps the streak (the frozen day adds nothing)',
      days: ['2026-11-24', '2026-11-25', '2026-11-27'],
      freezes: [freeze('f1', '2026-11-20T08:00:00Z')],
      streak: 3,
      used: [{ id: 'f1', day: '2026-11-26' }],
    },
    {
      name: 'a freeze bought on the missed day itself or later does not',
      days: ['2026-11-24', '2026-11-25', '2026-11-27'],
      freezes: [freeze('f1', '2026-11-26T08:00:00Z')],
      streak: 1,
      used: [],
    },
    {
      name: 'two missed days need two freezes',
      days: ['2026-11-23', '2026-11-24', '2026-11-27'],
      freezes: [freeze('f1', '2026-11-20T08:00:00Z')],
      streak: 1,
      used: [],
    },
    {
      name: 'two freezes cover two missed days',
      days: ['2026-11-23', '2026-11-24', '2026-11-27'],
      freezes: [freeze('f1', '2026-11-20T08:00:00Z'), freeze('f2', '2026-11-21T08:00:00Z')],
      streak: 3,
      used: [
        { id: 'f2', day: '2026-11-26' },
        { id: 'f1', day: '2026-11-25' },
      ],
    },
    {
      name: 'a freeze already used stays on its day and is not spent again',
      days: ['2026-11-24', '2026-11-25', '2026-11-27'],
      freezes: [freeze('f1', '2026-11-20T08:00:00Z', '2026-11-26')],
      streak: 3,
      used: [],
    },
    {
      name: 'nothing yet today: yesterday missed is frozen and the streak runs on',
      days: ['2026-11-24', '2026-11-25'],
      freezes: [freeze('f1', '2026-11-22T08:00:00Z')],
      streak: 2,
      used: [{ id: 'f1', day: '2026-11-26' }],
    },
    {
      name: 'a freeze is not spent where there is no learning before the gap',
      days: ['2026-11-27'],
      freezes: [freeze('f1', '2026-11-01T08:00:00Z')],
      streak: 1,
      used: [],
    },
  ])('$name', ({ days, freezes, streak, used }) => {
    const result = streakWithFreezes(on(...days), now, 'UTC', freezes);
    expect(result.streak).toBe(streak);
    expect(result.newlyUsed).toEqual(used);
    if (freezes.length === 0) expect(result.streak).toBe(currentStreak(on(...days), now, 'UTC'));
  });

  it('counts the learner\u2019s days: in New York a freeze bought at 23:00 local on Tuesday covers Wednesday', () => {
    const activity = [new Date('2026-11-24T15:00:00Z'), new Date('2026-11-26T15:00:00Z')]; // Tue, Thu local
    const bought = freeze('f1', '2026-11-25T04:00:00Z'); // Tue 23:00 in New York, Wed in UTC
    expect(streakWithFreezes(activity, new Date('2026-11-26T20:00:00Z'), 'America/New_York', [bought])).toEqual({
      streak: 2,
      newlyUsed: [{ id: 'f1', day: '2026-11-25' }],
    });
    expect(streakWithFreezes(activity, new Date('2026-11-26T20:00:00Z'), 'UTC', [bought]).streak).toBe(1);
  });
});

describe('freezesStillHeld and mayHoldAnotherFreeze', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const freeze = (id: string, usedOn: string | null = null) => ({ id, purchasedAt: new Date('2026-11-20T08:00:00Z'), usedOn });

  it('counts held freezes less the ones the streak spends now, never the used ones', () => {
    const activity = [new Date('2026-11-24T10:00:00Z'), new Date('2026-11-25T10:00:00Z')]; // Thursday missed, nothing yet today
    const freezes = [freeze('f1'), freeze('f2'), freeze('f0', '2026-11-10')];
    expect(freezesStillHeld(freezes, streakWithFreezes(activity, now, 'UTC', freezes))).toBe(1);
    const learnedYesterday = [...activity, new Date('2026-11-26T10:00:00Z')];
    expect(freezesStillHeld(freezes, streakWithFreezes(learnedYesterday, now, 'UTC', freezes))).toBe(2);
  });

  it(`lets a learner hold at most ${MAX_STREAK_FREEZES_HELD}`, () => {
    expect(mayHoldAnotherFreeze(0)).toBe(true);
    expect(mayHoldAnotherFreeze(MAX_STREAK_FREEZES_HELD - 1)).toBe(true);
    expect(mayHoldAnotherFreeze(MAX_STREAK_FREEZES_HELD)).toBe(false);
  });
});
