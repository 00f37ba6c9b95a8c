import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorEnvelopeSchema, moduleUpdatesResponseSchema, openQuizAttemptSchema, progressListResponseSchema } from '@academy/contracts';
import type { RunningServer } from '@academy/service-kit';
import { createTestDatabase, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import { learningConfigSchema } from '../src/config.ts';
import { createLearningService } from '../src/http/server.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const firstModule = 'modules/01-first.md';
const note = 'A worked example of a funnel with real numbers';

let database: TestDatabase;
let identity: IdentityProcess;
let contentDir: string;
let server: RunningServer;
let sql: pg.Pool;
let finishedEarlier: string;
let startedEarlier: string;
let finishedLater: string;

async function startService(): Promise<RunningServer> {
  const config = learningConfigSchema.parse({
    PORT: '0',
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    CONTENT_DIR: contentDir,
    IDENTITY_URL: identity.url,
  });
  return (await createLearningService(config)).start();
}

async function call(method: string, url: string, cookie: string, body?: unknown) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}

const updatesOf = async (cookie: string) => {
  const { status, json } = await call('GET', '/api/module-updates', cookie);
  expect(status).toBe(200);
  return moduleUpdatesResponseSchema.parse(json);
};

/** Both sections and a passed quiz: module 1 of the fixtures complete. */
async function finishModuleOne(cookie: string) {
  expect((await call('POST', '/api/progress', cookie, { moduleId: 1, sectionsCompleted: [0, 1] })).status).toBe(200);
  const { attemptId } = openQuizAttemptSchema.parse((await call('POST', '/api/modules/1/quiz-attempt', cookie)).json);
  expect((await call('POST', '/api/modules/1/quiz-attempt/submit', cookie, { attemptId, answers: { q1: 0 } })).status).toBe(200);
}

const progressOnModuleOne = async (cookie: string) =>
  progressListResponseSchema.parse((await call('GET', '/api/progress', cookie)).json).find((record) => record.moduleId === 1);

beforeAll(async () => {
  const adminUrl = inject('postgresAdminUrl');
  [database, identity] = await Promise.all([createTestDatabase(adminUrl, 'learning_module_updates'), startIdentityProcess(adminUrl)]);
  contentDir = await mkdtemp(path.join(os.tmpdir(), 'learning-updates-'));
  await cp(fixtures, contentDir, { recursive: true });
  server = await startService();
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  [finishedEarlier, startedEarlier, finishedLater] = await Promise.all([identity.signIn('owner'), identity.signIn('free'), identity.signIn('admin')]);

  // Version 1: one learner finishes module 1 (quiz passed), another only starts it.
  await finishModuleOne(finishedEarlier);
  expect((await call('POST', '/api/progress', startedEarlier, { moduleId: 1, markSection: 0 })).status).toBe(200);

  // A deploy brings version 2 of module 1, with a note saying what changed.
  await server.stop();
  const file = path.join(contentDir, firstModule);
  const text = await readFile(file, 'utf8');
  await writeFile(
    file,
    text.replace('learningObjectives:', `version: 2\nchanges:\n  - version: 2\n    date: 2026-11-20\n    note: ${note}\nlearningObjectives:`),
  );
  server = await startService();
  await finishModuleOne(finishedLater);
});

afterAll(async () => {
  await server?.stop();
  await sql?.end();
  await identity?.stop();
  await database?.drop();
  if (contentDir) await rm(contentDir, { recursive: true, force: true });
});

describe('GET /api/module-updates', () => {
  it('tells a learner who finished the earlier version what changed since they finished it', async () => {
    expect(await updatesOf(finishedEarlier)).toEqual([
      { moduleId: 1, title: 'AI-Powered Customer Acquisition Strategies', since: 'completed', version: 2, changes: [{ version: 2, date: '2026-11-20', note }] },
    ]);
  });

  it('tells a learner who only started the earlier version what changed since they started it', async () => {
    expect(await updatesOf(startedEarlier)).toMatchObject([{ moduleId: 1, since: 'started', version: 2, changes: [{ note }] }]);
  });

  it('tells nothing to a learner who finished the new version', async () => {
    expect(await updatesOf(finishedLater)).toEqual([]);
  });

  it('keeps the completion and the quiz pass of a learner who finished the earlier version', async () => {
    expect(await progressOnModuleOne(finishedEarlier)).toMatchObject({
      completed: true,
      progressPercentage: 100,
      quizCompleted: true,
      quizScore: 100,
      sectionsCompleted: [0, 1],
    });
  });

  it('records nothing when read', async () => {
    const before = await sql.query('select content_version, updated_at from progress order by user_id');
    await updatesOf(finishedEarlier);
    await updatesOf(startedEarlier);
    expect((await sql.query('select content_version, updated_at from progress order by user_id')).rows).toEqual(before.rows);
  });

  it('when signed out, answers 401', async () => {
    expect((await fetch(`${server.url}/api/module-updates`)).status).toBe(401);
  });
});

describe('POST /api/module-updates/{id}/acknowledgement', () => {
  it('records the version read, so the note is no longer told; repeating it changes nothing', async () => {
    const first = await call('POST', '/api/module-updates/1/acknowledgement', finishedEarlier, { version: 2 });
    expect(first).toEqual({ status: 200, json: [] });
    const again = await call('POST', '/api/module-updates/1/acknowledgement', finishedEarlier, { version: 2 });
    expect(again).toEqual({ status: 200, json: [] });
    expect(await updatesOf(finishedEarlier)).toEqual([]);
    expect(await progressOnModuleOne(finishedEarlier)).toMatchObject({ completed: true, quizCompleted: true, quizScore: 100 });
    const { rows } = await sql.query('select content_version from progress where module_id = 1 and completed and quiz_completed and content_version = 2');
    expect(rows).toHaveLength(2);
  });

  it('never records a version past the module’s current one, nor goes back', async () => {
    expect((await call('POST', '/api/module-updates/1/acknowledgement', startedEarlier, { version: 7 })).json).toEqual([]);
    expect((await call('POST', '/api/module-updates/1/acknowledgement', startedEarlier, { version: 1 })).json).toEqual([]);
    const { rows } = await sql.query('select content_version from progress where module_id = 1 and not completed');
    expect(rows).toEqual([{ content_version: 2 }]);
  });

  it('answers 404 for a module that does not exist and 400 without a version', async () => {
    const unknown = await call('POST', '/api/module-updates/99/acknowledgement', finishedEarlier, { version: 2 });
    expect(unknown.status).toBe(404);
    expect(errorEnvelopeSchema.parse(unknown.json).error.code).toBe('LEARNING_MODULE_NOT_FOUND');
    expect((await call('POST', '/api/module-updates/1/acknowledgement', finishedEarlier, {})).status).toBe(400);
  });
});
