import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  errorEnvelopeSchema,
  featuredCaseStudyResponseSchema,
  onboardingResponseSchema,
  openQuizAttemptSchema,
  progressListResponseSchema,
  progressRecordSchema,
  quizAttemptResponseSchema,
  skillAssessmentResultSchema,
  skillQuestionsResponseSchema,
  skillRecordsResponseSchema,
  statsResponseSchema,
} from '@academy/contracts';
import type { RunningServer } from '@academy/service-kit';
import { createTestDatabase, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import { learningConfigSchema } from '../src/config.ts';
import { createLearningService } from '../src/http/server.ts';
import { grantEvent } from './support/entitlement-events.ts';
import { zoneAwayFromMidnight } from './support/time-zones.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.join(here, 'fixtures');

let database: TestDatabase;
let identity: IdentityProcess;
let server: RunningServer;
let sql: pg.Pool;
let owner: string;
let free: string;
let ownerId: string;

async function call(method: string, url: string, cookie: string | undefined, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}
const errorCode = (json: unknown) => errorEnvelopeSchema.parse(json).error.code;
const rows = async (query: string, params: unknown[] = []) => (await sql.query(query, params)).rows;

beforeAll(async () => {
  const adminUrl = inject('postgresAdminUrl');
  [database, identity] = await Promise.all([createTestDatabase(adminUrl, 'learning_learner'), startIdentityProcess(adminUrl)]);
  const config = learningConfigSchema.parse({ PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', CONTENT_DIR: fixtures, IDENTITY_URL: identity.url });
  server = await (await createLearningService(config)).start();
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  [owner, free] = await Promise.all([identity.signIn('owner'), identity.signIn('free')]);
  const me = (await (await fetch(`${identity.url}/api/auth/user`, { headers: { cookie: owner } })).json()) as { id: string };
  ownerId = me.id;
});

afterAll(async () => {
  await server?.stop();
  await sql?.end();
  await identity?.stop();
  await database?.drop();
});

describe('POST /api/progress', () => {
  it('when signed out, answers 401 and writes nothing', async () => {
    const { status } = await call('POST', '/api/progress', undefined, { moduleId: 1, sectionsCompleted: [0] });
    expect(status).toBe(401);
    expect(await rows('select * from progress')).toEqual([]);
  });

  it('when a section is marked complete, saves round(done/total × 80) and records the event in the outbox', async () => {
    const { status, json } = await call('POST', '/api/progress', owner, {
      moduleId: 1,
      sectionsCompleted: [0],
      progressPercentage: 99,
      completed: false,
      timeSpent: 30,
    });
    expect(status).toBe(200);
    const record = progressRecordSchema.parse(json);
    expect(record).toMatchObject({ moduleId: 1, sectionsCompleted: [0], progressPercentage: 40, completed: false, quizCompleted: false, timeSpent: 0 });
    const events = await rows("select type, payload from event_outbox where type = 'section.completed'");
    expect(events).toEqual([{ type: 'section.completed', payload: { userId: ownerId, moduleId: 1, sectionIndex: 0 } }]);
  });

  it('refuses to un-mark a section, and changes nothing', async () => {
    const { status, json } = await call('POST', '/api/progress', owner, { moduleId: 1, sectionsCompleted: [] });
    expect(status).toBe(409);
    expect(errorCode(json)).toBe('LEARNING_SECTION_UNMARK_REFUSED');
    expect(await rows('select sections_completed from progress where module_id = 1')).toEqual([{ sections_completed: [0] }]);
  });

  it('refuses a quiz result or a completion it did not grade', async () => {
    const quiz = await call('POST', '/api/progress', owner, { moduleId: 1, sectionsCompleted: [0], quizCompleted: true, quizScore: 100 });
    expect(quiz.status).toBe(409);
    expect(errorCode(quiz.json)).toBe('LEARNING_QUIZ_CLAIM_REFUSED');
    const done = await call('POST', '/api/progress', owner, { moduleId: 1, sectionsCompleted: [0, 1], completed: true });
    expect(done.status).toBe(409);
    expect(errorCode(done.json)).toBe('LEARNING_COMPLETION_CLAIM_REFUSED');
    expect(await rows('select sections_completed, completed from progress where module_id = 1')).toEqual([{ sections_completed: [0], completed: false }]);
  });

  it('answers bad input with 400 naming the field, a section out of range with its rule code, and writes nothing', async () => {
    const bad = await call('POST', '/api/progress', owner, { moduleId: 'one', sectionsCompleted: [0] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(errorEnvelopeSchema.parse(bad.json).error.details)).toContain('moduleId');
    const range = await call('POST', '/api/progress', owner, { moduleId: 1, sectionsCompleted: [0, 7] });
    expect(range.status).toBe(400);
    expect(errorCode(range.json)).toBe('LEARNING_SECTION_OUT_OF_RANGE');
    expect(await rows('select sections_completed from progress where module_id = 1')).toEqual([{ sections_completed: [0] }]);
  });

  it('keeps each learner’s progress to themselves', async () => {
    const mine = progressListResponseSchema.parse((await call('GET', '/api/progress', owner)).json);
    const theirs = progressListResponseSchema.parse((await call('GET', '/api/progress', free)).json);
    expect(mine.map((p) => p.moduleId)).toEqual([1]);
    expect(theirs).toEqual([]);
  });
});

describe('course access', () => {
  it('locks module 2 for a learner without the course, and opens it once entitlement.granted arrives (once, however often it is sent)', async () => {
    const locked = await call('POST', '/api/progress', owner, { moduleId: 2, sectionsCompleted: [0] });
    expect(locked.status).toBe(403);
    expect(errorCode(locked.json)).toBe('LEARNING_MODULE_LOCKED');

    const event = grantEvent(ownerId);
    for (let i = 0; i < 2; i++) {
      const delivered = await fetch(`${server.url}/internal/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(event),
      });
      expect(delivered.status).toBe(200);
    }
    expect(await rows('select user_id, product_id from entitlements')).toEqual([{ user_id: ownerId, product_id: 'lifetime-access' }]);

    const opened = await call('POST', '/api/progress', owner, { moduleId: 2, sectionsCompleted: [0] });
    expect(opened.status).toBe(200);
    const modules = (await call('GET', '/api/modules', owner)).json as Array<{ id: number; access: string; progress: unknown }>;
    expect(modules.map((m) => m.access)).toEqual(['preview', 'owned']);
    expect(modules[1]?.progress).toEqual({ progressPercentage: 100, completed: true, sectionsCompleted: 1 });
    const body = (await call('GET', '/api/modules/2', owner)).json as { access: string; content: { sections: Array<{ content: string }> } };
    expect(body.access).toBe('owned');
    expect(body.content.sections[0]?.content).toBe('Page text.');
    const freeView = (await call('GET', '/api/modules', free)).json as Array<{ access: string }>;
    expect(freeView.map((m) => m.access)).toEqual(['preview', 'locked']);
    // The same module's body, asked right after the owner's, is the locked one for the free learner.
    const freeBody = (await call('GET', '/api/modules/2', free)).json as { access: string; content: { sections: Array<{ content: string }> } };
    expect(freeBody.access).toBe('locked');
    expect(freeBody.content.sections.map((section) => section.content)).toEqual(['']);
  });
});

describe('quiz attempts: POST /api/modules/{id}/quiz-attempt, then …/quiz-attempt/submit', () => {
  const url = '/api/modules/1/quiz-attempt';
  /** Starts an attempt on the service's clock and submits these answers to it. */
  async function takeQuiz(cookie: string, answers: Record<string, number>) {
    const started = await call('POST', url, cookie);
    expect(started.status).toBe(201);
    const { attemptId } = openQuizAttemptSchema.parse(started.json);
    return { attemptId, ...(await call('POST', `${url}/submit`, cookie, { attemptId, answers })) };
  }

  it('is refused while sections remain', async () => {
    const { status, json } = await call('POST', url, owner);
    expect(status).toBe(409);
    expect(errorCode(json)).toBe('LEARNING_QUIZ_LOCKED');
    expect(await rows('select count(*)::int as n from quiz_attempts')).toEqual([{ n: 0 }]);
  });

  it('grades a failed attempt on the server without revealing the answer, saving 80 for a module without video', async () => {
    await call('POST', '/api/progress', owner, { moduleId: 1, sectionsCompleted: [0, 1] });
    const { status, json } = await takeQuiz(owner, { q1: 1 });
    expect(status).toBe(200);
    const result = quizAttemptResponseSchema.parse(json);
    expect(result).toMatchObject({ score: 0, passed: false, correct: 0, total: 1, passingScore: 70, moduleJustCompleted: false });
    // The score only: per-question feedback would give the key away over a few retakes.
    expect(result.questions).toEqual([]);
    expect(JSON.stringify(result)).not.toContain('Measure before you change');
    expect(result.progress).toMatchObject({ progressPercentage: 80, quizCompleted: false, quizScore: 0, completed: false });
  });

  it('on a pass completes the module once, at 100, and tells the page it just completed', async () => {
    const first = quizAttemptResponseSchema.parse((await takeQuiz(owner, { q1: 0 })).json);
    expect(first).toMatchObject({ score: 100, passed: true, moduleJustCompleted: true });
    expect(first.questions[0]).toMatchObject({ correctOption: 0, explanation: 'Measure before you change.' });
    expect(first.progress).toMatchObject({ completed: true, progressPercentage: 100, quizCompleted: true, quizScore: 100 });
    const again = quizAttemptResponseSchema.parse((await takeQuiz(owner, { q1: 1 })).json);
    expect(again.moduleJustCompleted).toBe(false);
    expect(again.progress).toMatchObject({ completed: true, progressPercentage: 100, quizScore: 100 });
    expect(await rows("select count(*)::int as n from event_outbox where type = 'module.completed' and payload->>'moduleId' = '1'")).toEqual([{ n: 1 }]);
    expect(await rows("select count(*)::int as n from quiz_attempts where status = 'graded'")).toEqual([{ n: 3 }]);
  });

  it('refuses an empty attempt, unless the time ran out: then it is graded 0 and the module stays completed', async () => {
    const before = await rows("select count(*)::int as n from quiz_attempts where status = 'graded'");
    const empty = await takeQuiz(owner, {});
    expect(empty.status).toBe(400);
    expect(errorCode(empty.json)).toBe('LEARNING_QUIZ_NO_ANSWERS');
    expect(await rows("select count(*)::int as n from quiz_attempts where status = 'graded'")).toEqual(before);
    expect(await rows('select status from quiz_attempts where id = $1', [empty.attemptId])).toEqual([{ status: 'open' }]);

    // The deadline passes on the service's clock (the attempt's start moved back past its time limit).
    await sql.query("update quiz_attempts set started_at = started_at - interval '6 minutes', deadline = deadline - interval '6 minutes' where id = $1", [
      empty.attemptId,
    ]);
    const timedOut = quizAttemptResponseSchema.parse((await call('POST', `${url}/submit`, owner, { attemptId: empty.attemptId, answers: {} })).json);
    expect(timedOut).toMatchObject({ score: 0, passed: false, correct: 0, total: 1, moduleJustCompleted: false });
    // Passed before, so the key is no secret any more: feedback is given.
    expect(timedOut.questions).toEqual([{ id: 'q1', chosen: null, correctOption: 0, isCorrect: false, explanation: 'Measure before you change.' }]);
    expect(timedOut.progress).toMatchObject({ completed: true, progressPercentage: 100, quizScore: 100 });
    expect(await rows('select count(*)::int as n from quiz_attempts where timed_out and score = 0')).toEqual([{ n: 1 }]);
  });

  it('refuses answers to questions the quiz does not have, or options a question does not have, and grades nothing', async () => {
    const before = await rows("select count(*)::int as n from quiz_attempts where status = 'graded'");
    const { attemptId } = openQuizAttemptSchema.parse((await call('POST', url, owner)).json);
    for (const answers of [{ nope: 0 }, { q1: 9 }]) {
      const { status, json } = await call('POST', `${url}/submit`, owner, { attemptId, answers });
      expect(status).toBe(400);
      expect(errorCode(json)).toBe('LEARNING_QUIZ_INVALID_ANSWERS');
      expect(await rows('select status, answers from quiz_attempts where id = $1', [attemptId])).toEqual([{ status: 'open', answers: {} }]);
    }
    expect(await rows("select count(*)::int as n from quiz_attempts where status = 'graded'")).toEqual(before);
  });

  it('no longer grades answers sent in one request: POST /api/modules/{id}/quiz-attempts is gone (410, saying what replaced it) and writes nothing', async () => {
    const before = await rows('select id, status, answers from quiz_attempts order by id');
    const { status, json: body } = await call('POST', '/api/modules/1/quiz-attempts', owner, { answers: { q1: 0 }, timedOut: true });
    expect(status).toBe(410);
    expect(body).toMatchObject({ error: { code: 'LEARNING_QUIZ_ATTEMPTS_RETIRED', message: expect.stringContaining('POST /api/modules/{id}/quiz-attempt') } });
    expect(await rows('select id, status, answers from quiz_attempts order by id')).toEqual(before);
  });

  it('asks a visitor to sign in first on the retired one-request grading too (401, not 404)', async () => {
    const { status } = await call('POST', '/api/modules/1/quiz-attempts', undefined, { answers: { q1: 0 }, timedOut: true });
    expect(status).toBe(401);
  });
});

describe('study sessions and GET /api/stats', () => {
  it('counts real tracked minutes for today and the module, and a one-day streak, in the learner’s time zone', async () => {
    const sessionId = randomUUID();
    const beat = (activeSeconds: number, elapsedSeconds: number, cookie = owner) =>
      call('POST', '/api/study-sessions', cookie, { sessionId, moduleId: 1, activeSeconds, elapsedSeconds, interactions: 12 });
    // The service credits the time it sees pass between heartbeats: each step moves the last one back.
    const wait = (seconds: number) =>
      sql.query(
        `update study_sessions set last_seen_at = last_seen_at - make_interval(secs => $2), started_at = started_at - make_interval(secs => $2) where id = $1`,
        [sessionId, seconds],
      );
    expect((await beat(100, 90)).status).toBe(400);
    expect((await beat(0, 0)).status).toBe(200);
    await wait(70);
    expect((await beat(60, 70)).status).toBe(200);
    await wait(80);
    expect((await beat(120, 150)).status).toBe(200);
    await wait(30);
    expect((await beat(100, 120)).status).toBe(200);
    const other = await beat(10, 20, free);
    expect(other.status).toBe(409);
    expect(errorCode(other.json)).toBe('LEARNING_STUDY_SESSION_MISMATCH');

    // The session started three minutes ago: read in a zone where that was today.
    const timeZone = zoneAwayFromMidnight();
    const stats = statsResponseSchema.parse((await call('GET', '/api/stats', owner, undefined, { 'x-time-zone': timeZone })).json);
    expect(stats).toMatchObject({ minutesToday: 2, totalStudyTime: 2, currentStreak: 1, completedModules: 2, totalModules: 2, timeZone });
    // A read writes nothing: the zone it reported is kept by the learner's next write.
    expect(await rows('select time_zone from learner_profiles')).toEqual([]);
    const progress = progressListResponseSchema.parse((await call('GET', '/api/progress', owner)).json);
    expect(progress.find((p) => p.moduleId === 1)?.timeSpent).toBe(2);
    const analytics = (await call('GET', '/api/analytics/learning', owner)).json as Array<{
      moduleId: number;
      sessionDuration: number;
      engagementScore: string;
    }>;
    expect(analytics).toEqual([expect.objectContaining({ moduleId: 1, sessionDuration: 3, engagementScore: '80' })]);

    await wait(60);
    expect(
      (
        await call(
          'POST',
          '/api/study-sessions',
          owner,
          { sessionId, moduleId: 1, activeSeconds: 160, elapsedSeconds: 180, interactions: 12 },
          { 'x-time-zone': 'Asia/Tokyo' },
        )
      ).status,
    ).toBe(200);
    expect(await rows('select time_zone from learner_profiles')).toEqual([{ time_zone: 'Asia/Tokyo' }]);
    expect(statsResponseSchema.parse((await call('GET', '/api/stats', owner)).json).timeZone).toBe('Asia/Tokyo');
    // The next heartbeat reports the same zone: the row is neither rewritten (xmin) nor locked (xmax).
    const version = () => rows('select xmin::text as xmin, xmax::text as xmax from learner_profiles');
    const before = await version();
    await wait(60);
    expect(
      (
        await call(
          'POST',
          '/api/study-sessions',
          owner,
          { sessionId, moduleId: 1, activeSeconds: 220, elapsedSeconds: 240, interactions: 12 },
          { 'x-time-zone': 'Asia/Tokyo' },
        )
      ).status,
    ).toBe(200);
    expect(await version()).toEqual(before);
  });

  it('gives a new learner zero figures and an estimate of zero with its explanation', async () => {
    const stats = statsResponseSchema.parse((await call('GET', '/api/stats', free)).json);
    expect(stats).toMatchObject({ currentStreak: 0, estimatedRoi: 0, minutesToday: 0, completedModules: 0, timeZone: 'UTC' });
    expect(stats.estimatedRoiExplanation.length).toBeGreaterThan(0);
  });

  it('keeps the total study time as a running total, moved in the same transaction as each heartbeat that credits a minute', async () => {
    const sessionId = randomUUID();
    const beat = (activeSeconds: number, elapsedSeconds: number) =>
      call('POST', '/api/study-sessions', free, { sessionId, moduleId: 1, activeSeconds, elapsedSeconds, interactions: 1 });
    const wait = (seconds: number) =>
      sql.query(`update study_sessions set last_seen_at = last_seen_at - make_interval(secs => $2) where id = $1`, [sessionId, seconds]);
    const freeId = ((await (await fetch(`${identity.url}/api/auth/user`, { headers: { cookie: free } })).json()) as { id: string }).id;
    await beat(0, 0);
    for (const active of [60, 120, 150]) {
      await wait(60);
      expect((await beat(active, active)).status).toBe(200);
    }
    expect(await rows('select study_minutes from learner_stats where user_id = $1', [freeId])).toEqual([{ study_minutes: 2 }]);
    expect(await rows('select sum(active_seconds / 60)::int as minutes from study_sessions where user_id = $1', [freeId])).toEqual([{ minutes: 2 }]);
    // A repeated heartbeat credits nothing, so the total does not move either.
    await beat(150, 150);
    const stats = statsResponseSchema.parse((await call('GET', '/api/stats', free)).json);
    expect(stats).toMatchObject({ totalStudyTime: 2, minutesToday: 2 });
  });

  it('refuses a heartbeat on a module the learner has not bought (403) or that does not exist (404), and records no session', async () => {
    const refusals = [
      { moduleId: 2, status: 403, code: 'LEARNING_MODULE_LOCKED' },
      { moduleId: 999, status: 404, code: 'LEARNING_MODULE_NOT_FOUND' },
    ];
    const sessionIds: string[] = [];
    for (const { moduleId, status, code } of refusals) {
      const sessionId = randomUUID();
      sessionIds.push(sessionId);
      const beat = await call('POST', '/api/study-sessions', free, { sessionId, moduleId, activeSeconds: 0, elapsedSeconds: 0, interactions: 0 });
      expect(beat.status, `module ${moduleId}`).toBe(status);
      expect(errorCode(beat.json)).toBe(code);
    }
    expect(await rows('select id from study_sessions where id = any($1::uuid[])', [sessionIds])).toEqual([]);
  });

  it('counts the streak by the learner’s calendar days when the zone is a quarter hour off UTC (Asia/Kathmandu, +05:45)', async () => {
    const admin = await identity.signIn('admin');
    const adminId = ((await (await fetch(`${identity.url}/api/auth/user`, { headers: { cookie: admin } })).json()) as { id: string }).id;
    // Kathmandu's latest midnight: one action a minute before it (yesterday there) and one a minute after (today).
    const local = new Date(Date.now() + (5 * 60 + 45) * 60_000);
    const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - (5 * 60 + 45) * 60_000;
    for (const at of [midnight - 60_000, midnight + 60_000]) {
      await sql.query(`insert into learning_activity (user_id, kind, module_id, occurred_at) values ($1, 'section', 1, $2)`, [adminId, new Date(at)]);
    }
    const stats = statsResponseSchema.parse((await call('GET', '/api/stats', admin, undefined, { 'x-time-zone': 'Asia/Kathmandu' })).json);
    expect(stats).toMatchObject({ currentStreak: 2, timeZone: 'Asia/Kathmandu' });
  });

  it('counts minutes today by the quarter hour each session started in, on the learner’s calendar (Asia/Kathmandu, +05:45)', async () => {
    const admin = await identity.signIn('admin');
    const local = new Date(Date.now() + (5 * 60 + 45) * 60_000);
    const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - (5 * 60 + 45) * 60_000;
    /** A session started at `startedAt` that is credited one whole minute. */
    const studyOneMinute = async (startedAt: Date) => {
      const sessionId = randomUUID();
      const beat = (seconds: number) =>
        call('POST', '/api/study-sessions', admin, { sessionId, moduleId: 1, activeSeconds: seconds, elapsedSeconds: seconds, interactions: 1 });
      expect((await beat(0)).status).toBe(200);
      await sql.query(`update study_sessions set started_at = $2, last_seen_at = now() - interval '70 seconds' where id = $1`, [sessionId, startedAt]);
      expect((await beat(60)).json).toMatchObject({ activeMinutes: 1 });
    };
    // A minute before Kathmandu's midnight is yesterday there; a minute after, and now, are today.
    await studyOneMinute(new Date(midnight - 60_000));
    await studyOneMinute(new Date(midnight + 60_000));
    await studyOneMinute(new Date());
    await studyOneMinute(new Date());
    const stats = statsResponseSchema.parse((await call('GET', '/api/stats', admin, undefined, { 'x-time-zone': 'Asia/Kathmandu' })).json);
    expect(stats.minutesToday).toBe(3);
    const utc = statsResponseSchema.parse((await call('GET', '/api/stats', admin, undefined, { 'x-time-zone': 'UTC' })).json);
    // In UTC, Kathmandu's midnight is 18:15 the day before: which sessions are today's depends on the hour.
    const utcMidnight = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    expect(utc.minutesToday).toBe(2 + [midnight - 60_000, midnight + 60_000].filter((at) => at >= utcMidnight).length);
  });

  it('keeps only the quarter hours a stats read can still count: older ones go with the next credited minute, the total stays', async () => {
    const { id: userId } = (await (await fetch(`${identity.url}/api/auth/user`, { headers: { cookie: free } })).json()) as { id: string };
    const sessionId = randomUUID();
    const beat = (seconds: number) =>
      call('POST', '/api/study-sessions', free, { sessionId, moduleId: 1, activeSeconds: seconds, elapsedSeconds: seconds, interactions: 1 });
    expect((await beat(0)).status).toBe(200);
    // Quarter hours from a month ago, and from just outside and just inside the 48-hour read window.
    const quarterOf = (hoursAgo: number) => {
      const at = Date.now() - hoursAgo * 3_600_000;
      return new Date(at - (at % 900_000));
    };
    const [monthAgo, outside, inside] = [quarterOf(24 * 30), quarterOf(48.5), quarterOf(47.5)];
    await sql.query(`insert into learner_quarter_minutes (user_id, quarter_start, minutes) select $1, unnest($2::timestamptz[]), 5`, [
      userId,
      [monthAgo, outside, inside],
    ]);
    const before = statsResponseSchema.parse((await call('GET', '/api/stats', free)).json).totalStudyTime;
    const quarters = async () =>
      (await rows(`select quarter_start from learner_quarter_minutes where user_id = $1`, [userId])).map((r) => (r.quarter_start as Date).getTime());
    expect(await quarters()).toEqual(expect.arrayContaining([monthAgo.getTime(), outside.getTime(), inside.getTime()]));

    await sql.query(`update study_sessions set last_seen_at = now() - interval '70 seconds' where id = $1`, [sessionId]);
    expect((await beat(60)).json).toMatchObject({ activeMinutes: 1 });

    const kept = await quarters();
    expect(kept).not.toContain(monthAgo.getTime());
    expect(kept).not.toContain(outside.getTime());
    expect(kept).toContain(inside.getTime());
    expect(Math.min(...kept)).toBeGreaterThanOrEqual(quarterOf(48).getTime());
    const after = statsResponseSchema.parse((await call('GET', '/api/stats', free)).json).totalStudyTime;
    expect(after).toBe(before + 1);
  });
});

describe('onboarding', () => {
  const answers = {
    businessType: 'small_business',
    industryExperience: 'intermediate',
    aiExperience: 'basic',
    primaryGoals: ['increase_revenue'],
    monthlyRevenue: '50k-100k',
    teamSize: '6-20',
    biggestChallenges: ['lead_generation'],
    learningPreference: 'hands_on',
    timeCommitment: '3-5_hours',
    specificInterests: ['customer_acquisition'],
    currentTools: [],
    businessDescription: 'We sell handmade furniture online.',
    businessName: 'Oak & Pine',
    firstName: 'Alex',
    lastName: 'Learner',
    email: 'learner@academy.test',
  };

  it('is null until saved, refuses invalid answers without writing, then returns the saved record and feeds the ROI estimate', async () => {
    expect((await call('GET', '/api/onboarding', free)).json).toBeNull();
    const invalid = await call('POST', '/api/onboarding', free, { ...answers, email: 'no-at-sign', primaryGoals: [] });
    expect(invalid.status).toBe(400);
    expect(errorCode(invalid.json)).toBe('LEARNING_ONBOARDING_INVALID');
    // Parsed at the edge with the contract's one onboarding schema: the failing fields are named.
    const fields = (invalid.json as { error: { details: { path: string }[] } }).error.details.map((issue) => issue.path);
    expect(fields).toEqual(expect.arrayContaining(['email', 'primaryGoals']));
    expect((await call('GET', '/api/onboarding', free)).json).toBeNull();

    expect((await call('POST', '/api/onboarding', owner, answers)).status).toBe(201);
    const saved = onboardingResponseSchema.parse((await call('GET', '/api/onboarding', owner)).json);
    expect(saved).toMatchObject({ businessName: 'Oak & Pine', monthlyRevenue: '50k-100k' });
    const stats = statsResponseSchema.parse((await call('GET', '/api/stats', owner)).json);
    expect(stats.estimatedRoi).toBeGreaterThan(0);
  });
});

describe('skill assessment', () => {
  it('sends questions without answers, grades on the server, and reports first and latest per category', async () => {
    const questions = skillQuestionsResponseSchema.parse((await call('GET', '/api/skill-assessment/questions', owner)).json);
    expect(questions).toHaveLength(10);
    expect(JSON.stringify(questions)).not.toContain('"answer"');
    const missing = await call('POST', '/api/skill-assessment', owner, { answers: { sa1: 0 } });
    expect(missing.status).toBe(400);
    expect(errorCode(missing.json)).toBe('LEARNING_ASSESSMENT_INVALID_ANSWERS');

    const allZero = Object.fromEntries(questions.map((q) => [q.id, 0]));
    const first = skillAssessmentResultSchema.parse(
      (await call('POST', '/api/skill-assessment', owner, { answers: allZero, results: { overallScore: 100 } })).json,
    );
    expect(first.overallScore).toBeLessThan(100);
    expect(first.recommendations).toHaveLength(3);
    const records = skillRecordsResponseSchema.parse((await call('GET', '/api/skill-assessments', owner)).json);
    expect(records.map((r) => r.skillCategory)).toEqual(['AI Fundamentals', 'Business Applications', 'AI Tools', 'Implementation', 'ROI & Metrics']);
    expect(records.every((r) => r.improvementPoints === 0)).toBe(true);
    expect((await call('GET', '/api/skill-assessments', free)).json).toEqual([]);
  });
});

describe('GET /api/featured-case-study and templates', () => {
  it('answers the featured case study', async () => {
    const study = featuredCaseStudyResponseSchema.parse((await call('GET', '/api/featured-case-study', owner)).json);
    expect(study?.slug).toBe('fixture-store');
  });

  it('answers an unknown template with 404 and a malformed name with 400', async () => {
    expect((await call('GET', '/api/templates/missing.md', owner)).status).toBe(404);
    expect((await call('GET', '/api/templates/..%2Fsecret.md', owner)).status).toBe(400);
    expect((await call('GET', '/api/templates/missing.md', undefined)).status).toBe(401);
  });
});
