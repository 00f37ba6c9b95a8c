import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  errorEnvelopeSchema,
  openQuizAttemptSchema,
  progressRecordSchema,
  quizAttemptResponseSchema,
  quizAttemptStateResponseSchema,
  statsResponseSchema,
} from '@academy/contracts';
import type { RunningServer } from '@academy/service-kit';
import { createTestDatabase, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import { learningConfigSchema } from '../src/config.ts';
import { createLearningService } from '../src/http/server.ts';
import { zoneAwayFromMidnight } from './support/time-zones.ts';

/*
 * Data integrity under real concurrency: parallel HTTP requests against the service on a real
 * PostgreSQL; and the rules that keep study time, quiz keys and quiz clocks on the server.
 */

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

let database: TestDatabase;
let identity: IdentityProcess;
let server: RunningServer;
let sql: pg.Pool;
const cookies: Record<'owner' | 'free' | 'admin', string> = { owner: '', free: '', admin: '' };
const ids: Record<string, string> = {};

async function call(method: string, url: string, cookie: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { cookie, ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}
const errorOf = (json: unknown) => errorEnvelopeSchema.parse(json).error;
const rows = async (query: string, params: unknown[] = []) => (await sql.query(query, params)).rows;

beforeAll(async () => {
  const adminUrl = inject('postgresAdminUrl');
  [database, identity] = await Promise.all([createTestDatabase(adminUrl, 'learning_integrity'), startIdentityProcess(adminUrl)]);
  const config = learningConfigSchema.parse({ PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', CONTENT_DIR: fixtures, IDENTITY_URL: identity.url });
  // The platform's write limit (120 a minute) is not under test here; the races need more requests.
  server = await (await createLearningService(config, { rateLimits: { policies: { write: { limit: 100_000, windowMs: 60_000 } } } })).start();
  // Enough connections for the parallel requests to really overlap in PostgreSQL.
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  for (const account of ['owner', 'free', 'admin'] as const) {
    cookies[account] = await identity.signIn(account);
    const me = (await (await fetch(`${identity.url}/api/auth/user`, { headers: { cookie: cookies[account] } })).json()) as { id: string };
    ids[account] = me.id;
  }
  // Opens the service's database connections first, so the races below really run side by side.
  await Promise.all(Array.from({ length: 20 }, () => call('GET', '/api/progress', cookies.admin)));
});

afterAll(async () => {
  await server?.stop();
  await sql?.end();
  await identity?.stop();
  await database?.drop();
});

describe('POST /api/progress under concurrency', () => {
  it('when 25 saves of section 0 and 25 of section 1 race on a module with no record, every section answered 200 is stored', async () => {
    const bodies = Array.from({ length: 50 }, (_, i) => ({ moduleId: 1, sectionsCompleted: [i % 2] }));
    const answers = await Promise.all(bodies.map((body) => call('POST', '/api/progress', cookies.owner, body)));
    expect(answers.filter((a) => a.status !== 200 && a.status !== 409)).toEqual([]);
    // The full-list form may be refused (it un-marks what another request stored), never lost.
    for (const refused of answers.filter((a) => a.status === 409)) expect(errorOf(refused.json).code).toBe('LEARNING_SECTION_UNMARK_REFUSED');
    const confirmed = new Set(bodies.filter((_, i) => answers[i]?.status === 200).flatMap((body) => body.sectionsCompleted));
    expect(confirmed.size).toBeGreaterThan(0);
    const [stored] = await rows('select sections_completed from progress where user_id = $1 and module_id = 1', [ids.owner]);
    for (const section of confirmed) expect(stored.sections_completed).toContain(section);
    const events = await rows("select payload->>'sectionIndex' as s from event_outbox where type = 'section.completed' and subject = $1", [ids.owner]);
    expect(events.map((e) => Number(e.s)).sort()).toEqual([...(stored.sections_completed as number[])].sort());
  });

  it('when 25 marks of section 0 and 25 of section 1 (the intent form) race, all answer 200 and both are stored, each announced once', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => call('POST', '/api/progress', cookies.free, { moduleId: 1, markSection: i % 2 })));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(await rows('select sections_completed, progress_percentage from progress where user_id = $1', [ids.free])).toEqual([
      { sections_completed: [0, 1], progress_percentage: 80 },
    ]);
    expect(await rows("select count(*)::int as n from event_outbox where type = 'section.completed' and subject = $1", [ids.free])).toEqual([{ n: 2 }]);
    const last = progressRecordSchema.parse((await call('POST', '/api/progress', cookies.free, { moduleId: 1, markSection: 0 })).json);
    expect(last.sectionsCompleted).toEqual([0, 1]);
  });

  it('answers an intent for a section the module does not have, or an empty body, with 400 and writes nothing', async () => {
    const range = await call('POST', '/api/progress', cookies.admin, { moduleId: 1, markSection: 9 });
    expect(range.status).toBe(400);
    expect(errorOf(range.json).code).toBe('LEARNING_SECTION_OUT_OF_RANGE');
    const empty = await call('POST', '/api/progress', cookies.admin, { moduleId: 1 });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(errorOf(empty.json).details)).toContain('markSection');
    expect(await rows('select * from progress where user_id = $1', [ids.admin])).toEqual([]);
  });
});

describe('POST /api/study-sessions', () => {
  const beat = (cookie: string, sessionId: string, activeSeconds: number, elapsedSeconds = activeSeconds) =>
    call('POST', '/api/study-sessions', cookie, { sessionId, moduleId: 1, activeSeconds, elapsedSeconds, interactions: 3 });
  /** Moves the session's last heartbeat back, as if that much time had passed on the server's clock. */
  const age = (sessionId: string, seconds: number) =>
    sql.query(
      `update study_sessions set last_seen_at = last_seen_at - make_interval(secs => $2), started_at = started_at - make_interval(secs => $2) where id = $1`,
      [sessionId, seconds],
    );
  // Days in a zone where it is not near midnight: the sessions below start minutes in the past.
  const timeZone = zoneAwayFromMidnight();
  const stats = async (cookie: string) => statsResponseSchema.parse((await call('GET', '/api/stats', cookie, undefined, { 'x-time-zone': timeZone })).json);

  it('when 50 identical first heartbeats arrive at once, all answer 200 and one session is stored', async () => {
    const sessionId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => beat(cookies.admin, sessionId, 20)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(await rows('select count(*)::int as n from study_sessions where id = $1', [sessionId])).toEqual([{ n: 1 }]);
  });

  it('credits nothing for a first heartbeat claiming 15 minutes, and no more than the time observed since', async () => {
    const sessionId = randomUUID();
    const learner = cookies.admin;
    expect((await beat(learner, sessionId, 900)).json).toEqual({ activeMinutes: 0, engagementScore: 0 });
    expect((await beat(learner, sessionId, 1440)).status).toBe(200);
    expect(await stats(learner)).toMatchObject({ totalStudyTime: 0, minutesToday: 0, currentStreak: 0 });

    await age(sessionId, 40);
    await beat(learner, sessionId, 5000);
    // Forty seconds seen (and at most a second more if the first two heartbeats were a second apart).
    const credited = async () =>
      ((await rows('select active_seconds from study_sessions where id = $1', [sessionId]))[0] as { active_seconds: number }).active_seconds;
    expect(await credited()).toBeGreaterThanOrEqual(40);
    expect(await credited()).toBeLessThanOrEqual(41);
    await age(sessionId, 600);
    await beat(learner, sessionId, 24 * 60 * 60);
    // Ten minutes seen in one gap still credits at most a minute for one heartbeat.
    expect(await credited()).toBeGreaterThanOrEqual(100);
    expect(await credited()).toBeLessThanOrEqual(101);
    expect(await stats(learner)).toMatchObject({ totalStudyTime: 1, minutesToday: 1, currentStreak: 1 });
  });

  it('counts an honest visit: a heartbeat as the page opens, then one every 30 s', async () => {
    const sessionId = randomUUID();
    const learner = cookies.free;
    await beat(learner, sessionId, 0, 0);
    for (let i = 1; i <= 5; i++) {
      await age(sessionId, 30);
      expect((await beat(learner, sessionId, i * 28, i * 30)).status).toBe(200);
    }
    expect(await rows('select active_seconds, elapsed_seconds from study_sessions where id = $1', [sessionId])).toEqual([
      { active_seconds: 140, elapsed_seconds: 150 },
    ]);
    expect((await call('GET', '/api/progress', learner)).json).toEqual([expect.objectContaining({ moduleId: 1, timeSpent: 2 })]);
  });
});

describe('the running study total per module', () => {
  it('equals the sum of the module’s sessions after concurrent heartbeats of two visits', async () => {
    const learner = cookies.owner;
    const sessions = [randomUUID(), randomUUID()];
    const send = (sessionId: string, seconds: number) =>
      call('POST', '/api/study-sessions', learner, { sessionId, moduleId: 1, activeSeconds: seconds, elapsedSeconds: seconds, interactions: 1 });
    for (const id of sessions) await send(id, 0);
    await sql.query(`update study_sessions set last_seen_at = last_seen_at - interval '50 seconds' where id = any($1::uuid[])`, [sessions]);
    const answers = await Promise.all(sessions.flatMap((id) => [10, 20, 30, 40, 50].map((seconds) => send(id, seconds))));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));

    const [summed] = (await rows('select coalesce(sum(active_seconds), 0)::int as seconds from study_sessions where user_id = $1 and module_id = 1', [
      ids.owner,
    ])) as Array<{ seconds: number }>;
    expect(summed?.seconds).toBeGreaterThan(0);
    expect(await rows('select active_seconds from learner_module_time where user_id = $1 and module_id = 1', [ids.owner])).toEqual([
      { active_seconds: summed?.seconds },
    ]);
  });
});

describe('quiz attempts', () => {
  const url = '/api/modules/1/quiz-attempt';
  const ready = (cookie: string) => call('POST', '/api/progress', cookie, { moduleId: 1, sectionsCompleted: [0, 1] });

  /** Starts an attempt on the service's clock and submits these answers to it. */
  async function takeQuiz(cookie: string, answers: Record<string, number>) {
    const started = await call('POST', url, cookie);
    expect(started.status).toBe(201);
    const { attemptId } = openQuizAttemptSchema.parse(started.json);
    return call('POST', `${url}/submit`, cookie, { attemptId, answers });
  }

  it('a failed attempt answers the score only; after two failures a retake waits, with the time in the error', async () => {
    const learner = cookies.admin;
    await ready(learner);
    const failed = quizAttemptResponseSchema.parse((await takeQuiz(learner, { q1: 1 })).json);
    expect(failed).toMatchObject({ score: 0, passed: false, questions: [], retryAfterSeconds: 0 });
    expect(JSON.stringify(failed)).not.toContain('Measure before you change');

    const second = await takeQuiz(learner, { q1: 1 });
    expect(second.status).toBe(200);
    // The answer carries the wait its own failure started, as the attempt state would say.
    expect(quizAttemptResponseSchema.parse(second.json).retryAfterSeconds).toBeGreaterThan(290);
    const before = await rows('select count(*)::int as n from quiz_attempts where user_id = $1', [ids.admin]);
    const third = await call('POST', url, learner);
    expect(third.status).toBe(429);
    const error = errorOf(third.json);
    expect(error.code).toBe('LEARNING_QUIZ_COOLING_DOWN');
    expect(error.details).toEqual({ retryAfterSeconds: expect.any(Number) });
    expect((error.details as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(290);
    expect(await rows('select count(*)::int as n from quiz_attempts where user_id = $1', [ids.admin])).toEqual(before);
    const state = quizAttemptStateResponseSchema.parse((await call('GET', url, learner)).json);
    expect(state.attempt).toBeNull();
    expect(state.retryAfterSeconds).toBeGreaterThan(290);

    await sql.query("update quiz_attempts set submitted_at = submitted_at - interval '5 minutes' where user_id = $1", [ids.admin]);
    const passed = quizAttemptResponseSchema.parse((await takeQuiz(learner, { q1: 0 })).json);
    expect(passed.questions).toEqual([{ id: 'q1', chosen: 0, correctOption: 0, isCorrect: true, explanation: 'Measure before you change.' }]);
    expect(passed.retryAfterSeconds).toBe(0);
  });

  it('keeps the attempt’s start, deadline and answers on the server, so a reload resumes it with the time left', async () => {
    const learner = cookies.free;
    const started = await call('POST', url, learner);
    expect(started.status).toBe(201);
    const attempt = openQuizAttemptSchema.parse(started.json);
    expect(Date.parse(attempt.deadline) - Date.parse(attempt.startedAt)).toBe(5 * 60_000);
    expect(attempt).toMatchObject({ secondsLeft: 300, answers: {} });

    const saved = openQuizAttemptSchema.parse((await call('PATCH', url, learner, { attemptId: attempt.attemptId, answers: { q1: 1 } })).json);
    expect(saved.answers).toEqual({ q1: 1 });
    await sql.query("update quiz_attempts set started_at = started_at - interval '2 minutes', deadline = deadline - interval '2 minutes' where id = $1", [
      attempt.attemptId,
    ]);

    // The reload: the same attempt, its answers, and three minutes left, not a fresh five.
    const resumed = quizAttemptStateResponseSchema.parse((await call('GET', url, learner)).json);
    expect(resumed.attempt).toMatchObject({ attemptId: attempt.attemptId, answers: { q1: 1 } });
    expect(resumed.attempt?.secondsLeft).toBeGreaterThanOrEqual(170);
    expect(resumed.attempt?.secondsLeft).toBeLessThanOrEqual(180);
    const again = await call('POST', url, learner);
    expect(again.status).toBe(200);
    expect(openQuizAttemptSchema.parse(again.json).attemptId).toBe(attempt.attemptId);

    const bad = await call('PATCH', url, learner, { attemptId: attempt.attemptId, answers: { nope: 0 } });
    expect(bad.status).toBe(400);
    expect(errorOf(bad.json).code).toBe('LEARNING_QUIZ_INVALID_ANSWERS');

    const graded = quizAttemptResponseSchema.parse((await call('POST', `${url}/submit`, learner, { attemptId: attempt.attemptId, answers: { q1: 0 } })).json);
    expect(graded).toMatchObject({ score: 100, passed: true, moduleJustCompleted: true });
    expect(await rows('select status, answers, timed_out from quiz_attempts where id = $1', [attempt.attemptId])).toEqual([
      { status: 'graded', answers: { q1: 0 }, timed_out: false },
    ]);
    const twice = await call('POST', `${url}/submit`, learner, { attemptId: attempt.attemptId, answers: { q1: 0 } });
    expect(twice.status).toBe(409);
    expect(errorOf(twice.json).code).toBe('LEARNING_QUIZ_ATTEMPT_NOT_OPEN');
  });

  it('opens one attempt when starts race, and after the deadline grades only the answers saved in time, as timed out', async () => {
    const learner = cookies.owner;
    await ready(learner);
    const starts = await Promise.all(Array.from({ length: 10 }, () => call('POST', url, learner)));
    expect(starts.filter((s) => s.status === 201)).toHaveLength(1);
    expect(starts.filter((s) => s.status === 200)).toHaveLength(9);
    const ids = new Set(starts.map((s) => openQuizAttemptSchema.parse(s.json).attemptId));
    expect(ids.size).toBe(1);
    const [attemptId] = [...ids];

    await call('PATCH', url, learner, { attemptId, answers: { q1: 1 } });
    await sql.query("update quiz_attempts set started_at = started_at - interval '6 minutes', deadline = deadline - interval '6 minutes' where id = $1", [
      attemptId,
    ]);
    const late = await call('PATCH', url, learner, { attemptId, answers: { q1: 0 } });
    expect(late.status).toBe(409);
    expect(errorOf(late.json).code).toBe('LEARNING_QUIZ_TIME_UP');
    const resumed = quizAttemptStateResponseSchema.parse((await call('GET', url, learner)).json);
    expect(resumed.attempt).toMatchObject({ attemptId, secondsLeft: 0 });

    const graded = quizAttemptResponseSchema.parse((await call('POST', `${url}/submit`, learner, { attemptId, answers: { q1: 0 } })).json);
    expect(graded).toMatchObject({ score: 0, passed: false, questions: [] });
    expect(await rows('select answers, timed_out from quiz_attempts where id = $1', [attemptId])).toEqual([{ answers: { q1: 1 }, timed_out: true }]);
  });
});
