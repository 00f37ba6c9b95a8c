import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorEnvelopeSchema, modulesResponseSchema } from '@academy/contracts';
import type { RunningServer } from '@academy/service-kit';
import { createTestDatabase, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import { learningConfigSchema } from '../src/config.ts';
import { createLearningService } from '../src/http/server.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

// The identity service hangs (SIGSTOP: it keeps its port but answers nothing), as opposed to dying.
describe('when identity hangs', () => {
  let identity: IdentityProcess;
  let database: TestDatabase;
  let contentDir: string;
  let server: RunningServer;
  let cookie: string;

  beforeAll(async () => {
    [identity, database] = await Promise.all([startIdentityProcess(inject('postgresAdminUrl')), createTestDatabase(inject('postgresAdminUrl'), 'learning')]);
    contentDir = await mkdtemp(path.join(os.tmpdir(), 'learning-content-'));
    await cp(fixtures, contentDir, { recursive: true });
    const config = learningConfigSchema.parse({
      PORT: '0',
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
      CONTENT_DIR: contentDir,
      IDENTITY_URL: identity.url,
    });
    server = await (await createLearningService(config)).start();
    cookie = await identity.signIn('owner');
    identity.pause();
  });

  afterAll(async () => {
    identity?.resume();
    await server?.stop();
    await identity?.stop();
    await database?.drop();
    if (contentDir) await rm(contentDir, { recursive: true, force: true });
  });

  const get = (pathname: string) => fetch(`${server.url}${pathname}`, { headers: { cookie }, signal: AbortSignal.timeout(15_000) });

  it('the public module catalogue still answers, as for a visitor', async () => {
    const response = await get('/api/modules');
    expect(response.status).toBe(200);
    expect(modulesResponseSchema.parse(await response.json()).map((m) => m.access)).toEqual(['preview', 'locked']);
  });

  it('a signed-in read answers 503 IDENTITY_UNAVAILABLE instead of waiting for the gateway to give up', async () => {
    const response = await get('/api/progress');
    expect(response.status).toBe(503);
    expect(errorEnvelopeSchema.parse(await response.json()).error.code).toBe('IDENTITY_UNAVAILABLE');
  });
});
