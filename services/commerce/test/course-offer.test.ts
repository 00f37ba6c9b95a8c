import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorEnvelopeSchema, subscriptionPlanSchema, subscriptionPlansResponseSchema } from '@academy/contracts';
import type { RunningServer } from '@academy/service-kit';
import { createTestDatabase, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import { commerceConfigSchema } from '../src/config.ts';
import { createCommerceService } from '../src/http/server.ts';
import { unreachedProviders } from './support/unreached-providers.ts';

/* The one-time course offer is the product on sale: Pricing Management cannot take it off sale. */

let database: TestDatabase;
let identity: IdentityProcess;
let server: RunningServer;
let sql: pg.Pool;
let admin: string;

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { cookie: admin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}

const storedCourse = async () => (await sql.query("select price, interval, is_active from subscription_plans where id = 'lifetime-access'")).rows;

beforeAll(async () => {
  const adminUrl = inject('postgresAdminUrl');
  [database, identity] = await Promise.all([createTestDatabase(adminUrl, 'commerce_course_offer'), startIdentityProcess(adminUrl)]);
  server = await createCommerceService(
    commerceConfigSchema.parse({ PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', IDENTITY_URL: identity.url, ...unreachedProviders }),
  ).start();
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  admin = await identity.signIn('admin');
});

afterAll(async () => {
  await server?.stop();
  await sql?.end();
  await identity?.stop();
  await database?.drop();
});

describe('the course offer in /api/admin/subscription-plans', () => {
  it('when an administrator deletes it, answers 409 COMMERCE_PLAN_ON_SALE with a plain reason and keeps it on sale', async () => {
    const { status, json } = await call('DELETE', '/api/admin/subscription-plans/lifetime-access');
    expect(status).toBe(409);
    const { error } = errorEnvelopeSchema.parse(json);
    expect(error.code).toBe('COMMERCE_PLAN_ON_SALE');
    expect(error.message).toBe('AI Business Growth Mastery is the course on sale: it cannot be deleted.');
    expect(await storedCourse()).toEqual([{ price: 8900, interval: 'once', is_active: true }]);
    const plans = subscriptionPlansResponseSchema.parse((await call('GET', '/api/subscription-plans')).json);
    expect(plans[0]).toMatchObject({ id: 'lifetime-access', price: 8900, interval: 'once' });
    const announced = await sql.query(
      "select payload->>'outcome' as outcome, payload->>'code' as code from event_outbox where type = 'admin.action' and payload->>'action' = 'plan.delete'",
    );
    expect(announced.rows).toEqual([{ outcome: 'failure', code: 'COMMERCE_PLAN_ON_SALE' }]);
  });

  it('refuses to deactivate it, make it recurring or make it free, and changes nothing', async () => {
    const course = subscriptionPlanSchema.parse(
      subscriptionPlansResponseSchema.parse((await call('GET', '/api/admin/subscription-plans')).json).find((plan) => plan.id === 'lifetime-access'),
    );
    const refusals = [
      [{ ...course, isActive: false }, 'it cannot be deactivated'],
      [{ ...course, interval: 'month' }, 'it stays a one-time payment'],
      [{ ...course, price: 0 }, 'it cannot be free'],
    ] as const;
    for (const [body, reason] of refusals) {
      const { status, json } = await call('PUT', '/api/admin/subscription-plans/lifetime-access', body);
      expect(status).toBe(409);
      const { error } = errorEnvelopeSchema.parse(json);
      expect(error.code).toBe('COMMERCE_PLAN_ON_SALE');
      expect(error.message).toContain(reason);
    }
    expect(await storedCourse()).toEqual([{ price: 8900, interval: 'once', is_active: true }]);
  });

  it('still takes an ordinary edit: a new price, name and features', async () => {
    const course = subscriptionPlansResponseSchema
      .parse((await call('GET', '/api/admin/subscription-plans')).json)
      .find((plan) => plan.id === 'lifetime-access')!;
    const { status, json } = await call('PUT', '/api/admin/subscription-plans/lifetime-access', {
      ...course,
      price: 9900,
      name: 'AI Business Growth Mastery (2nd edition)',
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ id: 'lifetime-access', price: 9900, interval: 'once', isActive: true });
  });
});
