import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningServer } from '@academy/service-kit';
import { createTestDatabase, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import { learningConfigSchema } from '../src/config.ts';
import { createLearningService } from '../src/http/server.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

// Answers about one learner must not be kept by a browser's or a proxy's cache.
describe('Cache-Control of personal answers', () => {
  let identity: IdentityProcess;
  let database: TestDatabase;
  let contentDir: string;
  let server: RunningServer;
  let learner: string;

  beforeAll(async () => {
    [identity, database] = await Promise.all([startIdentityProcess(inject('postgresAdminUrl')), createTestDatabase(inject('postgresAdminUrl'), 'learning')]);
    contentDir = await mkdtemp(path.join(os.tmpdir(), 'learning-content-'));
    await cp(fixtures, contentDir, { recursive: true });
    await mkdir(path.join(contentDir, 'templates'));
    await writeFile(path.join(contentDir, 'templates', 'lead-scoring.md'), '# Lead scoring\n');
    const config = learningConfigSchema.parse({
      PORT: '0',
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
      CONTENT_DIR: contentDir,
      IDENTITY_URL: identity.url,
    });
    server = await (await createLearningService(config)).start();
    learner = await identity.signIn('owner');
  });

  afterAll(async () => {
    await server?.stop();
    await identity?.stop();
    await database?.drop();
    if (contentDir) await rm(contentDir, { recursive: true, force: true });
  });

  it.each(['/api/progress', '/api/stats', '/api/modules', '/api/templates', '/api/templates/lead-scoring.md'])('GET %s is no-store', async (pathname) => {
    const response = await fetch(`${server.url}${pathname}`, { headers: { cookie: learner } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    await response.arrayBuffer();
  });
});
