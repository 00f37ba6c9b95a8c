import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { EventEnvelope } from '@academy/contracts';
import type { RunningServer } from '@academy/service-kit';
import { createTestDatabase, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import { toolsConfigSchema } from '../src/config.ts';
import { createToolsService } from '../src/http/server.ts';

let database: TestDatabase;
let identity: IdentityProcess;
let server: RunningServer;
let sql: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase(inject('postgresAdminUrl'), 'tools_user_deleted');
  identity = await startIdentityProcess(inject('postgresAdminUrl'));
  server = await (
    await createToolsService(toolsConfigSchema.parse({ PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', IDENTITY_URL: identity.url }))
  ).start();
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
});

afterAll(async () => {
  await server?.stop();
  await sql?.end();
  await identity?.stop();
  await database?.drop();
});

async function signedIn(account: 'owner' | 'free'): Promise<{ cookie: string; id: string }> {
  const cookie = await identity.signIn(account);
  const id = ((await (await fetch(`${identity.url}/api/auth/user`, { headers: { cookie } })).json()) as { id: string }).id;
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect((await post('/api/business-impact', { metricType: 'revenue', baselineValue: 100, currentValue: 120 })).status).toBe(201);
  expect((await post('/api/roi-calculations', { investmentAmount: 1000, timeInvested: 10, projectedReturn: 2000 })).status).toBe(201);
  return { cookie, id };
}

async function rowsOf(userId: string): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    'select ((select count(*) from business_impact_metrics where user_id = $1) + (select count(*) from roi_calculations where user_id = $1))::int as n',
    [userId],
  );
  return rows[0]?.n ?? -1;
}

describe('POST /internal/events: user.deleted', () => {
  it('deletes the user’s metrics and ROI calculations, nobody else’s, and a repeat changes nothing', async () => {
    const gone = await signedIn('free');
    const kept = await signedIn('owner');
    const event: EventEnvelope = {
      id: randomUUID(),
      type: 'user.deleted',
      source: 'identity',
      occurredAt: new Date().toISOString(),
      subject: gone.id,
      data: { userId: gone.id, email: 'visitor@academy.test' },
      version: 1,
    };
    const deliver = () =>
      fetch(`${server.url}/internal/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) });
    expect(await (await deliver()).json()).toEqual({ status: 'processed' });
    expect(await rowsOf(gone.id)).toBe(0);
    expect(await rowsOf(kept.id)).toBe(2);
    expect(await (await deliver()).json()).toEqual({ status: 'duplicate' });
  });

  it('erases the user’s arena data, and learning’s events that arrive afterwards do not bring it back', async () => {
    const userId = `gone-${randomUUID()}`;
    const learningEvent = (sectionIndex: number) => ({
      id: randomUUID(),
      type: 'section.completed',
      source: 'learning',
      occurredAt: new Date().toISOString(),
      subject: userId,
      data: { userId, moduleId: 1, sectionIndex },
      version: 1,
    });
    const post = (event: unknown) =>
      fetch(`${server.url}/internal/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) });
    expect(await (await post(learningEvent(0))).json()).toEqual({ status: 'processed' });
    const arenaRows = async () =>
      (
        await sql.query<{ n: number }>(
          'select ((select count(*) from arena_ledger where user_id = $1) + (select count(*) from arena_profiles where user_id = $1))::int as n',
          [userId],
        )
      ).rows[0]?.n;
    expect(await arenaRows()).toBe(2);
    const deleted: EventEnvelope = {
      id: randomUUID(),
      type: 'user.deleted',
      source: 'identity',
      occurredAt: new Date().toISOString(),
      subject: userId,
      data: { userId, email: 'gone@academy.test' },
      version: 1,
    };
    expect(await (await post(deleted)).json()).toEqual({ status: 'processed' });
    expect(await arenaRows()).toBe(0);
    expect(await (await post(learningEvent(1))).json()).toEqual({ status: 'processed' });
    expect(await arenaRows()).toBe(0);
  });
});
