import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSubscriptionResponseSchema, errorEnvelopeSchema, subscriptionPlansResponseSchema } from '@academy/contracts';
import type { RunningServer } from '@academy/service-kit';
import { createTestDatabase, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import { commerceConfigSchema } from '../src/config.ts';
import { createCommerceService } from '../src/http/server.ts';
import type { PaymentProvider } from '../src/payments/payment-provider.ts';

/*
 * Plans managed by administrators, and a plan bought as a real recurring subscription through the
 * stripe SDK against the test-mode payment server.
 */

let database: TestDatabase;
let identity: IdentityProcess;
let server: RunningServer;
let payments: PaymentProvider;
let sql: pg.Pool;
let mailboxDir: string;
const cookies = {} as Record<'free' | 'owner' | 'admin', string>;

async function call(method: string, url: string, cookie: string | undefined, body?: unknown) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}
const errorCode = (json: unknown) => errorEnvelopeSchema.parse(json).error.code;
const rows = async (query: string, params: unknown[] = []) => (await sql.query(query, params)).rows;
const proPlan = {
  id: 'pro-monthly',
  name: 'Professional',
  description: 'Monthly coaching calls and every new tool first.',
  price: 2900,
  interval: 'month',
  features: ['Monthly group coaching', 'Early access to new tools'],
  isPopular: false,
  isActive: true,
  stripePriceId: null,
};

function payFirstInvoice(clientSecret: string, number: string) {
  const intentId = clientSecret.split('_secret_')[0];
  return call('POST', `/api/payments/test-mode/v1/payment_intents/${intentId}/confirm`, undefined, {
    client_secret: clientSecret,
    card: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
  });
}

beforeAll(async () => {
  const adminUrl = inject('postgresAdminUrl');
  [database, identity] = await Promise.all([createTestDatabase(adminUrl, 'commerce_subscriptions'), startIdentityProcess(adminUrl)]);
  mailboxDir = await mkdtemp(path.join(os.tmpdir(), 'commerce-mailbox-'));
  const config = commerceConfigSchema.parse({ PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', IDENTITY_URL: identity.url, MAILBOX_DIR: mailboxDir, PAYMENTS_TEST_STATE_FILE: path.join(mailboxDir, 'test-payments.json') });
  const service = createCommerceService(config, { rateLimits: { policies: { payment: { limit: 1_000, windowMs: 60_000 } } } });
  server = await service.start();
  payments = service.payments();
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  for (const who of ['free', 'owner', 'admin'] as const) cookies[who] = await identity.signIn(who);
});

afterAll(async () => {
  await server?.stop();
  await sql?.end();
  await identity?.stop();
  await database?.drop();
  if (mailboxDir) await rm(mailboxDir, { recursive: true, force: true });
});

describe('/api/admin/subscription-plans', () => {
  it('is for administrators only', async () => {
    expect((await call('GET', '/api/admin/subscription-plans', undefined)).status).toBe(401);
    expect((await call('POST', '/api/admin/subscription-plans', cookies.free, proPlan)).status).toBe(403);
    expect(await rows("select id from subscription_plans where id = 'pro-monthly'")).toEqual([]);
  });

  it('refuses a bad plan with 400 naming the fields and writes nothing', async () => {
    const { status, json } = await call('POST', '/api/admin/subscription-plans', cookies.admin, { ...proPlan, id: 'Pro Monthly!', price: -5 });
    expect(status).toBe(400);
    expect(errorCode(json)).toBe('COMMERCE_INVALID_REQUEST');
    const fields = JSON.stringify(errorEnvelopeSchema.parse(json).error.details);
    expect(fields).toContain('id');
    expect(fields).toContain('price');
    expect(await rows('select count(*)::int as n from subscription_plans')).toEqual([{ n: 1 }]);
  });

  it('creates, edits and lists plans; the id is fixed at creation and cannot be taken twice', async () => {
    expect((await call('POST', '/api/admin/subscription-plans', cookies.admin, proPlan)).status).toBe(201);
    const again = await call('POST', '/api/admin/subscription-plans', cookies.admin, proPlan);
    expect(again.status).toBe(409);
    expect(errorCode(again.json)).toBe('COMMERCE_PLAN_EXISTS');
    const renamed = await call('PUT', '/api/admin/subscription-plans/pro-monthly', cookies.admin, { ...proPlan, name: 'Pro' });
    expect(renamed).toMatchObject({ status: 200, json: { id: 'pro-monthly', name: 'Pro' } });
    const moved = await call('PUT', '/api/admin/subscription-plans/pro-monthly', cookies.admin, { ...proPlan, id: 'other' });
    expect(moved.status).toBe(400);
    expect((await call('DELETE', '/api/admin/subscription-plans/nope-plan', cookies.admin)).status).toBe(404);
    const listed = subscriptionPlansResponseSchema.parse((await call('GET', '/api/subscription-plans', undefined)).json);
    expect(listed.map((plan) => plan.id)).toEqual(['lifetime-access', 'pro-monthly']);
  });
});

describe('POST /api/create-subscription', () => {
  it('refuses the lifetime course (bought at the checkout), unknown plans and bad input', async () => {
    const lifetime = await call('POST', '/api/create-subscription', cookies.free, { planId: 'lifetime-access' });
    expect(errorCode(lifetime.json)).toBe('COMMERCE_PLAN_NOT_RECURRING');
    expect((await call('POST', '/api/create-subscription', cookies.free, { planId: 'no-such-plan' })).status).toBe(404);
    expect((await call('POST', '/api/create-subscription', cookies.free, {})).status).toBe(400);
    expect((await call('POST', '/api/create-subscription', undefined, { planId: 'pro-monthly' })).status).toBe(401);
    expect(await rows('select * from subscriptions')).toEqual([]);
  });

  it('makes a real recurring subscription at the provider; the first payment makes it active and the pricing status names the plan', async () => {
    const { status, json } = await call('POST', '/api/create-subscription', cookies.free, { planId: 'pro-monthly' });
    expect(status).toBe(200);
    const { clientSecret, subscriptionId } = createSubscriptionResponseSchema.parse(json);
    const atProvider = await payments.stripe.subscriptions.retrieve(subscriptionId);
    expect(atProvider.status).toBe('incomplete');
    expect(atProvider.items.data[0]?.price).toMatchObject({ unit_amount: 2900, currency: 'usd', recurring: { interval: 'month' } });
    expect(await rows('select plan_id, status from subscriptions')).toEqual([{ plan_id: 'pro-monthly', status: 'incomplete' }]);

    const declined = await payFirstInvoice(clientSecret, '4000000000000002');
    expect(declined.status).toBe(402);
    await payments.testServer!.webhooksIdle();
    expect((await call('GET', '/api/subscription-status', cookies.free)).json).toMatchObject({ hasSubscription: false });

    expect((await payFirstInvoice(clientSecret, '4242424242424242')).status).toBe(200);
    await payments.testServer!.webhooksIdle();
    expect(await rows('select status, current_period_end is not null as has_period from subscriptions')).toEqual([{ status: 'active', has_period: true }]);
    expect((await call('GET', '/api/subscription-status', cookies.free)).json).toEqual({
      hasSubscription: true,
      currentPlan: { id: 'pro-monthly', name: 'Pro', interval: 'month' },
      ownsCourse: false,
    });
    const twice = await call('POST', '/api/create-subscription', cookies.free, { planId: 'pro-monthly' });
    expect(twice.status).toBe(409);
    expect(errorCode(twice.json)).toBe('COMMERCE_ALREADY_SUBSCRIBED');
  });

  it('without the webhook, the subscriber’s status check finds the payment at the provider', async () => {
    payments.testServer!.pauseWebhooks(true);
    try {
      const { clientSecret } = createSubscriptionResponseSchema.parse((await call('POST', '/api/create-subscription', cookies.owner, { planId: 'pro-monthly' })).json);
      expect((await payFirstInvoice(clientSecret, '4242424242424242')).status).toBe(200);
      expect((await call('GET', '/api/subscription-status', cookies.owner)).json).toMatchObject({ hasSubscription: true, currentPlan: { id: 'pro-monthly' } });
    } finally {
      payments.testServer!.pauseWebhooks(false);
    }
  });
});
