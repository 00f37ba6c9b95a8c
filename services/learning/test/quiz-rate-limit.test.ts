import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorEnvelopeSchema } from '@academy/contracts';
import type { RunningServer } from '@academy/service-kit';
import { createTestDatabase, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import { learningConfigSchema } from '../src/config.ts';
import { createLearningService } from '../src/http/server.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

describe('quiz submissions are rate limited per learner (quizSubmissionRateLimit)', () => {
  let identity: IdentityProcess;
  let database: TestDatabase;
  let contentDir: string;
  let server: RunningServer;

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
    const service = await createLearningService(config, { rateLimits: { policies: { quizSubmission: { limit: 2, windowMs: 60_000 } } } });
    server = await service.start();
  });

  afterAll(async () => {
    await server?.stop();
    await identity?.stop();
    await database?.drop();
    if (contentDir) await rm(contentDir, { recursive: true, force: true });
  });

  const submit = (cookie: string, pathname: string) =>
    fetch(`${server.url}${pathname}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });

  it('POST /api/modules/1/quiz-attempt/submit over the limit answers 429 with Retry-After, whatever the answers', async () => {
    const pathname = '/api/modules/1/quiz-attempt/submit';
    const learner = await identity.signIn('free');
    for (let i = 0; i < 2; i += 1) expect((await submit(learner, pathname)).status).not.toBe(429);
    const refused = await submit(learner, pathname);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(errorEnvelopeSchema.parse(await refused.json()).error.code).toBe('RATE_LIMITED');
    // Another learner has a count of their own.
    expect((await submit(await identity.signIn('admin'), pathname)).status).not.toBe(429);
  });
});
