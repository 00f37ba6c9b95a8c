import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorEnvelopeSchema, moduleResponseSchema, modulesResponseSchema } from '@academy/contracts';
import type { RunningServer } from '@academy/service-kit';
import { createTestDatabase, rawGet, type TestDatabase } from '@academy/test-kit';
import { learningConfigSchema, migrationsFolder } from '../src/config.ts';
import { createLearningService } from '../src/http/server.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

async function startService(databaseUrl: string, contentDir: string): Promise<RunningServer> {
  const config = learningConfigSchema.parse({ PORT: '0', DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', CONTENT_DIR: contentDir });
  return (await createLearningService(config)).start();
}

describe('GET /api/modules', () => {
  let database: TestDatabase;
  let contentDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase(inject('postgresAdminUrl'), 'learning');
    contentDir = await mkdtemp(path.join(os.tmpdir(), 'learning-content-'));
    await cp(fixtures, contentDir, { recursive: true });
    server = await startService(database.url, contentDir);
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    await rm(contentDir, { recursive: true, force: true });
  });

  it('lists the seeded modules in order, numbered within the catalogue, without section bodies or questions', async () => {
    const response = await fetch(`${server.url}/api/modules`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const modules = modulesResponseSchema.parse(JSON.parse(text));
    expect(modules.map((m) => [m.id, m.moduleNumber, m.totalModules, m.sectionCount, m.hasQuiz, m.progress])).toEqual([
      [1, 1, 2, 2, true, null],
      [2, 2, 2, 1, false, null],
    ]);
    expect(modules[0]?.title).toBe('AI-Powered Customer Acquisition Strategies');
    expect(text).not.toContain('Funnel text.');
    expect(text).not.toContain('Which comes first?');
  });

  it('gives visitors module 1 as a free preview and the others locked, without their lesson text', async () => {
    const modules = modulesResponseSchema.parse(await (await fetch(`${server.url}/api/modules`)).json());
    expect(modules.map((m) => m.access)).toEqual(['preview', 'locked']);
    const locked = moduleResponseSchema.parse(await (await fetch(`${server.url}/api/modules/2`)).json());
    expect(locked.access).toBe('locked');
    expect(locked.content.sections.map((s) => s.content)).toEqual(['']);
    expect(locked.content.sections.map((s) => s.title)).toEqual(['Only section']);
  });

  it('answers one module by id with its body, 404 with LEARNING_MODULE_NOT_FOUND for an unknown id and 400 for a malformed one', async () => {
    const one = await fetch(`${server.url}/api/modules/1`);
    expect(one.status).toBe(200);
    const module = moduleResponseSchema.parse(await one.json());
    expect(module).toMatchObject({ title: 'AI-Powered Customer Acquisition Strategies', moduleNumber: 1, totalModules: 2, access: 'preview' });
    expect(module.content.sections).toEqual([
      { title: 'Know your funnel', duration: 10, content: 'Funnel text.' },
      { title: 'Score your leads', duration: 20, content: 'Lead text.' },
    ]);
    expect(moduleResponseSchema.parse(await (await fetch(`${server.url}/api/modules/2`)).json()).quiz).toBeNull();
    const missing = await fetch(`${server.url}/api/modules/999`);
    expect(missing.status).toBe(404);
    expect(errorEnvelopeSchema.parse(await missing.json()).error.code).toBe('LEARNING_MODULE_NOT_FOUND');
    const malformed = await fetch(`${server.url}/api/modules/abc`);
    expect(malformed.status).toBe(400);
    expect(errorEnvelopeSchema.parse(await malformed.json()).error.code).toBe('LEARNING_INVALID_MODULE_ID');
  });

  it('serves a module body with a content-hash ETag for revalidation: 304 without a body while it is current', async () => {
    const first = await fetch(`${server.url}/api/modules/1`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('vary')).toContain('Cookie');
    const again = await fetch(`${server.url}/api/modules/1`);
    expect(again.headers.get('etag')).toBe(etag);

    const revalidated = await fetch(`${server.url}/api/modules/1`, { headers: { 'if-none-match': etag ?? '' } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    const stale = await fetch(`${server.url}/api/modules/1`, { headers: { 'if-none-match': '"something-older"' } });
    expect(stale.status).toBe(200);
    expect(moduleResponseSchema.parse(await stale.json()).id).toBe(1);
    // Another module (and another access) is another body, so another tag.
    expect((await fetch(`${server.url}/api/modules/2`)).headers.get('etag')).not.toBe(etag);
  });

  it('never sends quiz answers or explanations to the browser', async () => {
    const text = await (await fetch(`${server.url}/api/modules/1`)).text();
    expect(text).toContain('Which comes first?');
    expect(text).not.toContain('"answer"');
    expect(text).not.toContain('Measure before you change.');
  });

  it('when a content file is removed, unpublishes that module at the next start and keeps its row', async () => {
    await server.stop();
    await rm(path.join(contentDir, 'modules', '02-second.md'));
    server = await startService(database.url, contentDir);
    const modules = modulesResponseSchema.parse(await (await fetch(`${server.url}/api/modules`)).json());
    expect(modules.map((m) => m.id)).toEqual([1]);
    expect(modules[0]?.totalModules).toBe(1);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const rows = await client.query('select id, is_published from modules order by id');
    await client.end();
    expect(rows.rows).toEqual([
      { id: 1, is_published: true },
      { id: 2, is_published: false },
    ]);
  });

  it('answers an unknown path with the 404 envelope and a request id', async () => {
    const response = await fetch(`${server.url}/api/modules-unknown`, { headers: { 'x-request-id': 'req-123' } });
    expect(response.status).toBe(404);
    const body = errorEnvelopeSchema.parse(await response.json());
    expect(body.error).toMatchObject({ code: 'NOT_FOUND', requestId: 'req-123' });
  });
});

describe('GET /api/modules/{id} with the shipped course', () => {
  it('sends a body prepared once: compressed for a client that accepts gzip, the same bytes each time, plain otherwise', async () => {
    const database = await createTestDatabase(inject('postgresAdminUrl'), 'learning_shipped');
    const shipped = await startService(database.url, path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../content'));
    try {
      const url = `${shipped.url}/api/modules/1`;
      const [gzipped, again, plain] = await Promise.all([rawGet(url, { 'accept-encoding': 'gzip' }), rawGet(url, { 'accept-encoding': 'gzip' }), rawGet(url)]);
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(again.body.equals(gzipped.body)).toBe(true);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(gunzipSync(gzipped.body).toString('utf8')).toBe(plain.body.toString('utf8'));
      expect(gzipped.body.length).toBeLessThan(plain.body.length / 2);
      // One answer, two encodings: one tag.
      expect(gzipped.headers.etag).toBe(plain.headers.etag);
      const module = moduleResponseSchema.parse(JSON.parse(plain.body.toString('utf8')));
      expect(module).toMatchObject({ id: 1, moduleNumber: 1, access: 'preview' });
      expect(module.content.sections.length).toBeGreaterThanOrEqual(4);
    } finally {
      await shipped.stop();
      await database.drop();
    }
  });
});

describe('migrations', () => {
  it('apply to an empty database and a second start applies nothing new', async () => {
    const database = await createTestDatabase(inject('postgresAdminUrl'), 'learning_migrations');
    const empty = await mkdtemp(path.join(os.tmpdir(), 'learning-empty-'));
    for (const file of ['case-studies.yaml', 'skill-assessment.yaml']) await cp(path.join(fixtures, file), path.join(empty, file));
    try {
      const first = await startService(database.url, empty);
      await first.stop();
      const second = await startService(database.url, empty);
      const response = await fetch(`${second.url}/api/modules`);
      expect(await response.json()).toEqual([]);
      await second.stop();
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const applied = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      await client.end();
      const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      expect(applied.rows[0].n).toBe(journal.entries.length);
    } finally {
      await database.drop();
      await rm(empty, { recursive: true, force: true });
    }
  });
});
