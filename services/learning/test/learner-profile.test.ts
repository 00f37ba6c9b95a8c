import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorEnvelopeSchema, learnerProfileSchema, openQuizAttemptSchema } from '@academy/contracts';
import type { RunningServer } from '@academy/service-kit';
import { createTestDatabase, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import { learningConfigSchema } from '../src/config.ts';
import { createLearningService } from '../src/http/server.ts';

/*
 * The learner's quiz time multiplier (WCAG 2.2.1 Timing Adjustable): kept on the learner's profile
 * and applied by the service to the deadline of each quiz attempt it opens.
 */

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

let database: TestDatabase;
let identity: IdentityProcess;
let server: RunningServer;
let sql: pg.Pool;
const cookies: Record<'owner' | 'free', string> = { owner: '', free: '' };
const ids: Record<string, string> = {};

async function call(method: string, url: string, cookie: string, body?: unknown) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}
const storedMultiplier = async (userId: string) =>
  (await sql.query('select quiz_time_multiplier from learner_profiles where user_id = $1', [userId])).rows[0]?.quiz_time_multiplier as number | undefined;

beforeAll(async () => {
  const adminUrl = inject('postgresAdminUrl');
  [database, identity] = await Promise.all([createTestDatabase(adminUrl, 'learning_profile'), startIdentityProcess(adminUrl)]);
  const config = learningConfigSchema.parse({ PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', CONTENT_DIR: fixtures, IDENTITY_URL: identity.url });
  server = await (await createLearningService(config)).start();
  sql = new pg.Pool({ connectionString: database.url, max: 1 });
  for (const account of ['owner', 'free'] as const) {
    cookies[account] = await identity.signIn(account);
    const me = (await (await fetch(`${identity.url}/api/auth/user`, { headers: { cookie: cookies[account] } })).json()) as { id: string };
    ids[account] = me.id;
  }
});

afterAll(async () => {
  await server?.stop();
  await sql?.end();
  await identity?.stop();
  await database?.drop();
});

describe('GET /api/learner-profile', () => {
  it('for a learner who never chose, answers the quiz’s own time (multiplier 1) and stores nothing', async () => {
    const answer = await call('GET', '/api/learner-profile', cookies.free);
    expect(answer.status).toBe(200);
    expect(learnerProfileSchema.parse(answer.json)).toEqual({ quizTimeMultiplier: 1 });
    expect(await storedMultiplier(ids.free!)).toBeUndefined();
  });

  it('refuses a visitor with 401', async () => {
    expect((await call('GET', '/api/learner-profile', '')).status).toBe(401);
  });
});

describe('PUT /api/learner-profile', () => {
  it('when the multiplier is not one of the offered values, answers 400 LEARNING_PROFILE_INVALID and changes nothing', async () => {
    for (const body of [{ quizTimeMultiplier: 1.2 }, { quizTimeMultiplier: '2' }, {}, { quizTimeMultiplier: 2, extra: true }]) {
      const answer = await call('PUT', '/api/learner-profile', cookies.free, body);
      expect(answer.status).toBe(400);
      const { error } = errorEnvelopeSchema.parse(answer.json);
      expect(error.code).toBe('LEARNING_PROFILE_INVALID');
    }
    expect(await storedMultiplier(ids.free!)).toBeUndefined();
  });

  it('saves the choice on the learner’s profile, and the next quiz attempt gets that much more time', async () => {
    const saved = await call('PUT', '/api/learner-profile', cookies.owner, { quizTimeMultiplier: 1.5 });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ quizTimeMultiplier: 1.5 });
    expect(await storedMultiplier(ids.owner!)).toBe(1.5);
    expect((await call('GET', '/api/learner-profile', cookies.owner)).json).toEqual({ quizTimeMultiplier: 1.5 });

    // The fixture module 1's quiz has a 5-minute limit; its quiz opens once both sections are done.
    expect((await call('POST', '/api/progress', cookies.owner, { moduleId: 1, sectionsCompleted: [0, 1] })).status).toBe(200);
    const started = await call('POST', '/api/modules/1/quiz-attempt', cookies.owner);
    expect(started.status).toBe(201);
    const attempt = openQuizAttemptSchema.parse(started.json);
    expect(Date.parse(attempt.deadline) - Date.parse(attempt.startedAt)).toBe(7.5 * 60_000);
    expect(attempt.secondsLeft).toBe(450);
    const [row] = (await sql.query('select deadline - started_at as allowed from quiz_attempts where id = $1', [attempt.attemptId])).rows;
    expect(row.allowed).toMatchObject({ minutes: 7, seconds: 30 });
  });

  it('leaves another learner’s quiz time alone', async () => {
    expect((await call('POST', '/api/progress', cookies.free, { moduleId: 1, sectionsCompleted: [0, 1] })).status).toBe(200);
    const attempt = openQuizAttemptSchema.parse((await call('POST', '/api/modules/1/quiz-attempt', cookies.free)).json);
    expect(Date.parse(attempt.deadline) - Date.parse(attempt.startedAt)).toBe(5 * 60_000);
  });
});
