import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, bench, describe, inject } from 'vitest';
import type { RunningServer } from '@academy/service-kit';
import { createTestDatabase, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import { learningConfigSchema } from '../src/config.ts';
import { createLearningService } from '../src/http/server.ts';

/**
 * Latency of the learning service's hottest reads, over real HTTP on a real PostgreSQL with the
 * shipped 15-module catalogue: the catalogue (every page), stats and progress (the dashboard).
 * Target on the project's 2-core machine: well under 20 ms per request (mean).
 */
const content = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../content');
let database: TestDatabase;
let identity: IdentityProcess;
let server: RunningServer;
let cookie = '';

beforeAll(async () => {
  const adminUrl = inject('postgresAdminUrl');
  [database, identity] = await Promise.all([createTestDatabase(adminUrl, 'learning_bench'), startIdentityProcess(adminUrl)]);
  const config = learningConfigSchema.parse({ PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', CONTENT_DIR: content, IDENTITY_URL: identity.url });
  server = await (await createLearningService(config)).start();
  cookie = await identity.signIn('owner');
  await fetch(`${server.url}/api/progress`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ moduleId: 1, sectionsCompleted: [0, 1] }),
  });
});

afterAll(async () => {
  await server?.stop();
  await identity?.stop();
  await database?.drop();
});

const get = async (url: string) => {
  const response = await fetch(`${server.url}${url}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  await response.arrayBuffer();
};

describe('learning API', () => {
  bench('GET /api/modules (15 modules, signed in)', () => get('/api/modules'), { time: 2_000 });
  bench('GET /api/stats', () => get('/api/stats'), { time: 2_000 });
  bench('GET /api/progress', () => get('/api/progress'), { time: 2_000 });
});
