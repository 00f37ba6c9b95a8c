import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningServer } from '@academy/service-kit';
import { createTestDatabase, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import { commerceConfigSchema } from '../src/config.ts';
import { createCommerceService } from '../src/http/server.ts';
import { unreachedProviders } from './support/unreached-providers.ts';

let database: TestDatabase;
let identity: IdentityProcess;
let server: RunningServer;
let sql: pg.Pool;
let admin: string;
let adminId: string;

const plan = {
  id: 'audit-team',
  name: 'Team',
  description: '',
  price: 4900,
  interval: 'month',
  features: ['Seats'],
  isPopular: false,
  isActive: true,
  stripePriceId: null,
};

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { cookie: admin, 'x-request-id': `req-${method}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await response.body?.cancel();
  return response.status;
}

async function announced(): Promise<unknown[]> {
  const { rows } = await sql.query<{ payload: unknown }>("select payload from event_outbox where type = 'admin.action' order by occurred_at, id");
  return rows.map((row) => row.payload);
}

beforeAll(async () => {
  const adminUrl = inject('postgresAdminUrl');
  [database, identity] = await Promise.all([createTestDatabase(adminUrl, 'commerce_plan_audit'), startIdentityProcess(adminUrl)]);
  server = await createCommerceService(
    commerceConfigSchema.parse({ PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', IDENTITY_URL: identity.url, ...unreachedProviders }),
  ).start();
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  admin = await identity.signIn('admin');
  adminId = ((await (await fetch(`${identity.url}/api/auth/user`, { headers: { cookie: admin } })).json()) as { id: string }).id;
});

afterAll(async () => {
  await server?.stop();
  await sql?.end();
  await identity?.stop();
  await database?.drop();
});

describe('/api/admin/subscription-plans and the audit log', () => {
  it('announces each plan change and each refusal as admin.action with the administrator and the request id', async () => {
    expect(await call('POST', '/api/admin/subscription-plans', plan)).toBe(201);
    expect(await call('POST', '/api/admin/subscription-plans', plan)).toBe(409);
    expect(await call('PUT', `/api/admin/subscription-plans/${plan.id}`, { ...plan, isActive: false })).toBe(200);
    expect(await call('DELETE', `/api/admin/subscription-plans/${plan.id}`)).toBe(204);
    expect(await call('DELETE', `/api/admin/subscription-plans/${plan.id}`)).toBe(404);
    expect(await announced()).toEqual([
      { actorId: adminId, action: 'plan.create', targetId: plan.id, outcome: 'success', requestId: 'req-POST' },
      { actorId: adminId, action: 'plan.create', targetId: plan.id, outcome: 'failure', code: 'COMMERCE_PLAN_EXISTS', requestId: 'req-POST' },
      { actorId: adminId, action: 'plan.update', targetId: plan.id, outcome: 'success', requestId: 'req-PUT' },
      { actorId: adminId, action: 'plan.delete', targetId: plan.id, outcome: 'success', requestId: 'req-DELETE' },
      { actorId: adminId, action: 'plan.delete', targetId: plan.id, outcome: 'failure', code: 'COMMERCE_PLAN_NOT_FOUND', requestId: 'req-DELETE' },
    ]);
  });

  it('announces a learner’s refused calls as access.denied, once per call however often they are repeated', async () => {
    const learner = await identity.signIn('owner');
    const learnerId = ((await (await fetch(`${identity.url}/api/auth/user`, { headers: { cookie: learner } })).json()) as { id: string }).id;
    for (let round = 0; round < 5; round += 1) {
      for (const [method, path] of [
        ['GET', '/api/admin/subscription-plans'],
        ['DELETE', `/api/admin/subscription-plans/${plan.id}-${round}`],
      ] as const) {
        const response = await fetch(`${server.url}${path}`, { method, headers: { cookie: learner } });
        await response.body?.cancel();
        expect(response.status).toBe(403);
      }
    }
    const refusals = async () =>
      (
        await sql.query<{ payload: { actorId: string; method: string; path: string; count: number } }>(
          "select payload from event_outbox where type = 'access.denied' order by occurred_at, id",
        )
      ).rows.map((row) => row.payload);
    await expect.poll(async () => (await refusals()).length).toBe(2);
    // Filing does not hold up the 403, so the two calls' rows may commit in either order.
    const filed = await refusals();
    expect(filed).toHaveLength(2);
    expect(filed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actorId: learnerId, method: 'GET', path: '/api/admin/subscription-plans', count: 1 }),
        expect.objectContaining({ actorId: learnerId, method: 'DELETE', path: '/api/admin/subscription-plans/:id', count: 1 }),
      ]),
    );
  });

  it('stores no plan change whose audit entry cannot be stored: both commit together or neither does', async () => {
    // A fault in the outbox (as when the disk fills mid-transaction): the admin.action row for this plan is refused.
    await sql.query(`
      create function refuse_plan_audit() returns trigger language plpgsql as $$
      begin
        if new.type = 'admin.action' and new.payload->>'targetId' = 'audit-refused' then raise exception 'the audit entry cannot be written'; end if;
        return new;
      end $$;
      create trigger refuse_plan_audit before insert on event_outbox for each row execute function refuse_plan_audit();`);
    try {
      expect(await call('POST', '/api/admin/subscription-plans', { ...plan, id: 'audit-refused' })).toBe(500);
      const { rows } = await sql.query("select id from subscription_plans where id = 'audit-refused'");
      expect(rows).toEqual([]);
      expect((await announced()).filter((payload) => (payload as { targetId?: string }).targetId === 'audit-refused')).toEqual([]);
    } finally {
      await sql.query('drop trigger refuse_plan_audit on event_outbox; drop function refuse_plan_audit();');
    }
  });
});
