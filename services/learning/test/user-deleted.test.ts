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

const deliver = (event: EventEnvelope) =>
  fetch(`${server.url}/internal/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) });

async function learner(account: 'free' | 'owner') {
  const cookie = await identity.signIn(account);
  const id = ((await (await fetch(`${identity.url}/api/auth/user`, { headers: { cookie } })).json()) as { id: string }).id;
  const saved = await fetch(`${server.url}/api/progress`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ moduleId: 1, sectionsCompleted: [0] }),
  });
  expect(saved.status).toBe(200);
  await deliver({
    id: randomUUID(),
    type: 'entitlement.granted',
    source: 'commerce',
    occurredAt: new Date().toISOString(),
    subject: id,
    data: { userId: id, email: 'x@academy.test', productId: 'lifetime-access', grantedAt: new Date().toISOString(), reason: 'purchase' },
    version: 1,
  });
  return id;
}

async function rowsOf(userId: string): Promise<number> {
  const tables = [
    'progress',
    'quiz_attempts',
    'study_sessions',
    'learning_activity',
    'learner_stats',
    'learner_module_time',
    'learner_quarter_minutes',
    'learner_profiles',
    'onboarding',
    'skill_assessments',
    'entitlements',
    'streak_freezes',
    'learner_names',
  ];
  let total = 0;
  for (const table of tables) total += (await sql.query<{ n: number }>(`select count(*)::int as n from ${table} where user_id = $1`, [userId])).rows[0]?.n ?? 0;
  return total;
}

beforeAll(async () => {
  const adminUrl = inject('postgresAdminUrl');
  [database, identity] = await Promise.all([createTestDatabase(adminUrl, 'learning_user_deleted'), startIdentityProcess(adminUrl)]);
  const config = learningConfigSchema.parse({ PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', CONTENT_DIR: fixtures, IDENTITY_URL: identity.url });
  server = await (await createLearningService(config)).start();
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
});

afterAll(async () => {
  await server?.stop();
  await sql?.end();
  await identity?.stop();
  await database?.drop();
});

describe('POST /internal/events: user.deleted', () => {
  it('deletes everything the learning slice holds about the user, and nobody else’s', async () => {
    const gone = await learner('free');
    const kept = await learner('owner');
    // Study minutes by quarter hour (heartbeats write them; a row is enough here).
    await sql.query(
      `insert into learner_quarter_minutes (user_id, quarter_start, minutes) values ($1, date_bin('15 minutes', now(), timestamptz '2000-01-01 00:00:00+00'), 3)`,
      [gone],
    );
    // The name a certificate would give them (from identity's user.updated).
    const named: EventEnvelope = {
      id: randomUUID(),
      type: 'user.updated',
      source: 'identity',
      occurredAt: new Date().toISOString(),
      subject: gone,
      data: { userId: gone, email: 'visitor@academy.test', firstName: 'Vera', lastName: 'Visitor', role: 'user' },
      version: 1,
    };
    expect(await (await deliver(named)).json()).toEqual({ status: 'processed' });
    expect((await sql.query('select name from learner_names where user_id = $1', [gone])).rows).toEqual([{ name: 'Vera Visitor' }]);
    expect(await rowsOf(gone)).toBeGreaterThanOrEqual(4);
    const keptBefore = await rowsOf(kept);

    const event: EventEnvelope = {
      id: randomUUID(),
      type: 'user.deleted',
      source: 'identity',
      occurredAt: new Date().toISOString(),
      subject: gone,
      data: { userId: gone, email: 'visitor@academy.test' },
      version: 1,
    };
    const response = await deliver(event);
    expect(await response.json()).toEqual({ status: 'processed' });
    expect(await rowsOf(gone)).toBe(0);
    expect(await rowsOf(kept)).toBe(keptBefore);
    expect(await (await deliver(event)).json()).toEqual({ status: 'duplicate' });
  });

  it('keeps a deleted user deleted when an event written before the deletion arrives after it', async () => {
    const gone = await learner('free');
    const deleted: EventEnvelope = {
      id: randomUUID(),
      type: 'user.deleted',
      source: 'identity',
      occurredAt: new Date().toISOString(),
      subject: gone,
      data: { userId: gone, email: 'visitor@academy.test' },
      version: 1,
    };
    expect(await (await deliver(deleted)).json()).toEqual({ status: 'processed' });
    const earlier = new Date(Date.now() - 60_000).toISOString();
    const late: EventEnvelope[] = [
      {
        id: randomUUID(),
        type: 'entitlement.granted',
        source: 'commerce',
        occurredAt: earlier,
        subject: gone,
        data: { userId: gone, email: 'visitor@academy.test', productId: 'lifetime-access', grantedAt: earlier, reason: 'purchase' },
        version: 1,
      },
      {
        id: randomUUID(),
        type: 'streak_freeze.purchased',
        source: 'tools',
        occurredAt: earlier,
        subject: gone,
        data: { userId: gone, freezeId: randomUUID(), purchasedAt: earlier, gemsSpent: 25 },
        version: 1,
      },
      {
        id: randomUUID(),
        type: 'user.updated',
        source: 'identity',
        occurredAt: earlier,
        subject: gone,
        data: { userId: gone, email: 'visitor@academy.test', firstName: 'Vera', lastName: 'Visitor', role: 'user' },
        version: 1,
      },
    ];
    for (const event of late) expect(await (await deliver(event)).json()).toEqual({ status: 'processed' });
    expect(await rowsOf(gone)).toBe(0);
  });
});
