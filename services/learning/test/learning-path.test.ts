import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { learningPathResponseSchema, type LearningPath } from '@academy/contracts';
import type { RunningServer } from '@academy/service-kit';
import { createTestDatabase, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import { learningConfigSchema } from '../src/config.ts';
import { createLearningService } from '../src/http/server.ts';

/*
 * The personal learning path, made on each read from the onboarding answers, the latest skill
 * assessment and the modules completed; over the shipped catalogue (15 modules).
 */

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../content');

let database: TestDatabase;
let identity: IdentityProcess;
let server: RunningServer;
let sql: pg.Pool;
let cookie = '';
let userId = '';

async function call(method: string, url: string, body?: unknown, session = cookie) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { cookie: session, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? (JSON.parse(text) as unknown) : null };
}

async function learningPath(): Promise<LearningPath> {
  const answer = await call('GET', '/api/learning-path');
  expect(answer.status).toBe(200);
  const parsed = learningPathResponseSchema.parse(answer.json);
  if (!parsed) throw new Error('no path');
  return parsed;
}

const answers = {
  businessType: 'small_business',
  industryExperience: 'intermediate',
  aiExperience: 'intermediate',
  primaryGoals: ['reduce_costs'],
  monthlyRevenue: '50k-100k',
  teamSize: '6-20',
  biggestChallenges: ['where_to_start'],
  learningPreference: 'hands_on',
  timeCommitment: '3-5_hours',
  specificInterests: ['chat_assistants'],
  currentTools: [],
  businessDescription: 'We sell handmade furniture online.',
  businessName: 'Oak & Pine',
  firstName: 'Alex',
  lastName: 'Learner',
  email: 'learner@academy.test',
};

/** The shipped assessment's right answers; `wrong` lists the questions answered wrongly. */
const rightAnswers: Record<string, number> = { sa1: 1, sa2: 2, sa3: 0, sa4: 3, sa5: 1, sa6: 2, sa7: 0, sa8: 3, sa9: 2, sa10: 1 };
const assessment = (...wrong: string[]) => ({
  answers: Object.fromEntries(Object.entries(rightAnswers).map(([id, answer]) => [id, wrong.includes(id) ? (answer + 1) % 4 : answer])),
});

const onboardingCompletedAt = async () =>
  ((await sql.query('select completed_at from onboarding where user_id = $1', [userId])).rows[0] as { completed_at: Date }).completed_at.toISOString();

beforeAll(async () => {
  const adminUrl = inject('postgresAdminUrl');
  [database, identity] = await Promise.all([createTestDatabase(adminUrl, 'learning_path'), startIdentityProcess(adminUrl)]);
  const config = learningConfigSchema.parse({
    PORT: '0',
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    CONTENT_DIR: contentDir,
    IDENTITY_URL: identity.url,
  });
  server = await (await createLearningService(config)).start();
  sql = new pg.Pool({ connectionString: database.url, max: 1 });
  cookie = await identity.signIn('free');
  userId = ((await (await fetch(`${identity.url}/api/auth/user`, { headers: { cookie } })).json()) as { id: string }).id;
});

afterAll(async () => {
  await server?.stop();
  await sql?.end();
  await identity?.stop();
  await database?.drop();
});

describe('GET /api/learning-path', () => {
  it('asks a visitor to sign in', async () => {
    expect((await call('GET', '/api/learning-path', undefined, '')).status).toBe(401);
  });

  it('is null before onboarding', async () => {
    const answer = await call('GET', '/api/learning-path');
    expect(answer.status).toBe(200);
    expect(answer.json).toBeNull();
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('after onboarding, orders every module by the goals, with the pace from the time commitment', async () => {
    expect((await call('POST', '/api/onboarding', answers)).status).toBe(201);
    const result = await learningPath();
    expect(result.items).toHaveLength(15);
    expect(result.items.slice(0, 5).map((item) => item.moduleId)).toEqual([11, 12, 13, 14, 15]);
    expect(result.items[0]).toMatchObject({
      title: 'Measuring AI ROI: Baselines, Business Cases and Payback',
      state: 'next',
      reasons: ['Because you want to reduce operating costs'],
    });
    expect(result.nextModuleId).toBe(11);
    expect(result.pace).toMatchObject({ timeCommitment: '3-5_hours', minutesPerWeek: 180 });
    expect(result).toMatchObject({ status: 'on_track', completedCount: 0, assessedAt: null, startedAt: await onboardingCompletedAt() });
  });

  it('puts the weakest assessed category first, and follows a retaken assessment', async () => {
    expect((await call('POST', '/api/skill-assessment', assessment('sa9', 'sa10'))).status).toBe(201);
    const weakOnRoi = await learningPath();
    expect(weakOnRoi.items[0]?.reasons).toEqual(['Because you scored 0% on ROI & Metrics', 'Because you want to reduce operating costs']);
    expect(weakOnRoi.assessedAt).not.toBeNull();

    expect((await call('POST', '/api/skill-assessment', assessment('sa3', 'sa4'))).status).toBe(201);
    const retaken = await learningPath();
    expect(retaken.items[0]).toMatchObject({
      moduleId: 1,
      reasons: ['Because you scored 0% on Business Applications', 'Because it suits a business like yours (Small Business)'],
    });
    expect(retaken.items.slice(0, 4).map((item) => item.category)).toEqual([
      'customer acquisition',
      'customer acquisition',
      'ui optimization',
      'ui optimization',
    ]);
  });

  it('follows changed goals', async () => {
    expect((await call('POST', '/api/skill-assessment', assessment())).status).toBe(201);
    expect((await call('POST', '/api/onboarding', { ...answers, primaryGoals: ['improve_conversion'] })).status).toBe(201);
    const result = await learningPath();
    expect(result.items[0]).toMatchObject({
      moduleId: 6,
      reasons: ['Because you want to convert more website visitors', 'Because you are interested in chat assistants for customers'],
    });
  });

  it('shows the modules done and the next one, and is behind when fewer are done than the pace since onboarding asks, without writing anything', async () => {
    await sql.query("update onboarding set completed_at = now() - interval '21 days' where user_id = $1", [userId]);
    await sql.query('insert into progress (user_id, module_id, completed) values ($1, 6, true)', [userId]);
    const before = await onboardingCompletedAt();
    const result = await learningPath();
    expect(result.items.slice(0, 2).map((item) => item.state)).toEqual(['done', 'next']);
    expect(result.nextModuleId).toBe(7);
    expect(result.completedCount).toBe(1);
    // Three weeks at 180 minutes a week: the first ten modules (45-55 minutes each) are due.
    expect(result.expectedCompletedCount).toBeGreaterThan(5);
    expect(result.status).toBe('behind');
    expect(result.startedAt).toBe(before);
    expect(result.estimatedFinishDate! > result.plannedFinishDate).toBe(true);
    expect(await onboardingCompletedAt()).toBe(before);
  });
});
