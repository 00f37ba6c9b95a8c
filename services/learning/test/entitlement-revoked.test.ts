import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { EventEnvelope } from '@academy/contracts';
import type { RunningServer } from '@academy/service-kit';
import { createTestDatabase, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import { learningConfigSchema } from '../src/config.ts';
import { createLearningService } from '../src/http/server.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

let database: TestDatabase;
let identity: IdentityProcess;
let server: RunningServer;
let sql: pg.Pool;
let cookie: string;
let userId: string;

const envelope = (type: 'entitlement.granted' | 'entitlement.revoked', data: Record<string, unknown>): EventEnvelope => ({
  id: randomUUID(),
  type,
  source: 'commerce',
  occurredAt: new Date().toISOString(),
  subject: userId,
  data,
  version: 1,
});
const granted = () =>
  envelope('entitlement.granted', {
    userId,
    email: 'learner@academy.test',
    productId: 'lifetime-access',
    grantedAt: new Date().toISOString(),
    reason: 'purchase',
  });
const revoked = () =>
  envelope('entitlement.revoked', {
    userId,
    email: 'learner@academy.test',
    productId: 'lifetime-access',
    revokedAt: new Date().toISOString(),
    reason: 'refund',
  });
const deliver = (event: EventEnvelope) =>
  fetch(`${server.url}/internal/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) });
const saveProgress = (moduleId: number, sectionsCompleted: number[]) =>
  fetch(`${server.url}/api/progress`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ moduleId, sectionsCompleted }),
  });

beforeAll(async () => {
  const adminUrl = inject('postgresAdminUrl');
  [database, identity] = await Promise.all([createTestDatabase(adminUrl, 'learning_revoked'), startIdentityProcess(adminUrl)]);
  const config = learningConfigSchema.parse({ PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', CONTENT_DIR: fixtures, IDENTITY_URL: identity.url });
  server = await (await createLearningService(config)).start();
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  cookie = await identity.signIn('free');
  userId = ((await (await fetch(`${identity.url}/api/auth/user`, { headers: { cookie } })).json()) as { id: string }).id;
});

afterAll(async () => {
  await server?.stop();
  await sql?.end();
  await identity?.stop();
  await database?.drop();
});

describe('POST /internal/events: entitlement.revoked', () => {
  it('locks the paid modules again after a refund, keeps the progress, and opens them again on a new purchase', async () => {
    expect((await deliver(granted())).status).toBe(200);
    expect((await saveProgress(2, [0])).status).toBe(200);

    const refund = revoked();
    expect((await deliver(refund)).status).toBe(200);
    expect((await deliver(refund)).status).toBe(200);
    expect((await sql.query('select * from entitlements')).rows).toEqual([]);
    const locked = await saveProgress(2, [0]);
    expect(locked.status).toBe(403);
    expect((await sql.query('select module_id, sections_completed from progress')).rows).toEqual([{ module_id: 2, sections_completed: [0] }]);

    const access = async () =>
      ((await (await fetch(`${server.url}/api/modules`, { headers: { cookie } })).json()) as Array<{ access: string }>).map((m) => m.access);
    expect(await access()).toEqual(['preview', 'locked']);
    expect((await deliver(granted())).status).toBe(200);
    expect(await access()).toEqual(['preview', 'owned']);
  });
});
