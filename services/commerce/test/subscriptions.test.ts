import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscriptionResponseSchema, errorEnvelopeSchema, subscriptionPlansResponseSchema } from '@academy/contracts';
import { errorCode, startCommerce, type RunningCommerce } from './support/commerce-harness.ts';

/*
 * Plans managed by administrators, and a plan bought as a real recurring subscription through the
 * stripe SDK against the test-mode payment server.
 */

let commerce: RunningCommerce;
const call: RunningCommerce['call'] = (...args) => commerce.call(...args);
const rows: RunningCommerce['rows'] = (...args) => commerce.rows(...args);
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

beforeAll(async () => {
  commerce = await startCommerce('commerce_subscriptions');
});

afterAll(async () => {
  await commerce?.stop();
});

describe('/api/admin/subscription-plans', () => {
  it('is for administrators only', async () => {
    expect((await call('GET', '/api/admin/subscription-plans', undefined)).status).toBe(401);
    expect((await call('POST', '/api/admin/subscription-plans', commerce.cookies.free, proPlan)).status).toBe(403);
    expect(await rows("select id from subscription_plans where id = 'pro-monthly'")).toEqual([]);
  });

  it('refuses a bad plan with 400 naming the fields and writes nothing', async () => {
    const { status, json } = await call('POST', '/api/admin/subscription-plans', commerce.cookies.admin, { ...proPlan, id: 'Pro Monthly!', price: -5 });
    expect(status).toBe(400);
    expect(errorCode(json)).toBe('COMMERCE_INVALID_REQUEST');
    const fields = JSON.stringify(errorEnvelopeSchema.parse(json).error.details);
    expect(fields).toContain('id');
    expect(fields).toContain('price');
    expect(await rows('select count(*)::int as n from subscription_plans')).toEqual([{ n: 1 }]);
  });

  it('creates, edits and lists plans; the id is fixed at creation and cannot be taken twice', async () => {
    expect((await call('POST', '/api/admin/subscription-plans', commerce.cookies.admin, proPlan)).status).toBe(201);
    const again = await call('POST', '/api/admin/subscription-plans', commerce.cookies.admin, proPlan);
    expect(again.status).toBe(409);
    expect(errorCode(again.json)).toBe('COMMERCE_PLAN_EXISTS');
    const renamed = await call('PUT', '/api/admin/subscription-plans/pro-monthly', commerce.cookies.admin, { ...proPlan, name: 'Pro' });
    expect(renamed).toMatchObject({ status: 200, json: { id: 'pro-monthly', name: 'Pro' } });
    const moved = await call('PUT', '/api/admin/subscription-plans/pro-monthly', commerce.cookies.admin, { ...proPlan, id: 'other' });
    expect(moved.status).toBe(400);
    expect((await call('DELETE', '/api/admin/subscription-plans/nope-plan', commerce.cookies.admin)).status).toBe(404);
    const listed = subscriptionPlansResponseSchema.parse((await call('GET', '/api/subscription-plans', undefined)).json);
    expect(listed.map((plan) => plan.id)).toEqual(['lifetime-access', 'pro-monthly']);
  });
});

describe('POST /api/create-subscription', () => {
  it('refuses the lifetime course (bought at the checkout), unknown plans and bad input', async () => {
    const lifetime = await call('POST', '/api/create-subscription', commerce.cookies.free, { planId: 'lifetime-access' });
    expect(errorCode(lifetime.json)).toBe('COMMERCE_PLAN_NOT_RECURRING');
    expect((await call('POST', '/api/create-subscription', commerce.cookies.free, { planId: 'no-such-plan' })).status).toBe(404);
    expect((await call('POST', '/api/create-subscription', commerce.cookies.free, {})).status).toBe(400);
    expect((await call('POST', '/api/create-subscription', undefined, { planId: 'pro-monthly' })).status).toBe(401);
    expect(await rows('select * from subscriptions')).toEqual([]);
  });

  it('makes a real recurring subscription at the provider; the first payment makes it active and the pricing status names the plan', async () => {
    const { status, json } = await call('POST', '/api/create-subscription', commerce.cookies.free, { planId: 'pro-monthly' });
    expect(status).toBe(200);
    const { clientSecret, subscriptionId } = createSubscriptionResponseSchema.parse(json);
    const atProvider = await commerce.payments.stripe.subscriptions.retrieve(subscriptionId);
    expect(atProvider.status).toBe('incomplete');
    expect(atProvider.items.data[0]?.price).toMatchObject({ unit_amount: 2900, currency: 'usd', recurring: { interval: 'month' } });
    expect(await rows('select plan_id, status from subscriptions')).toEqual([{ plan_id: 'pro-monthly', status: 'incomplete' }]);

    const declined = await commerce.payFirstInvoice(clientSecret, '4000000000000002');
    expect(declined.status).toBe(402);
    await commerce.standIns.payments!.webhooksIdle();
    expect((await call('GET', '/api/subscription-status', commerce.cookies.free)).json).toMatchObject({ hasSubscription: false });

    expect((await commerce.payFirstInvoice(clientSecret, '4242424242424242')).status).toBe(200);
    await commerce.standIns.payments!.webhooksIdle();
    expect(await rows('select status, current_period_end is not null as has_period from subscriptions')).toEqual([{ status: 'active', has_period: true }]);
    expect((await call('GET', '/api/subscription-status', commerce.cookies.free)).json).toEqual({
      hasSubscription: true,
      currentPlan: { id: 'pro-monthly', name: 'Pro', interval: 'month' },
      ownsCourse: false,
    });
    const twice = await call('POST', '/api/create-subscription', commerce.cookies.free, { planId: 'pro-monthly' });
    expect(twice.status).toBe(409);
    expect(errorCode(twice.json)).toBe('COMMERCE_ALREADY_SUBSCRIBED');
  });

  it('without the webhook, the subscriber’s status check finds the payment at the provider', async () => {
    commerce.standIns.payments!.pauseWebhooks(true);
    try {
      const { clientSecret } = createSubscriptionResponseSchema.parse(
        (await call('POST', '/api/create-subscription', commerce.cookies.owner, { planId: 'pro-monthly' })).json,
      );
      expect((await commerce.payFirstInvoice(clientSecret, '4242424242424242')).status).toBe(200);
      expect((await call('GET', '/api/subscription-status', commerce.cookies.owner)).json).toMatchObject({
        hasSubscription: true,
        currentPlan: { id: 'pro-monthly' },
      });
    } finally {
      commerce.standIns.payments!.pauseWebhooks(false);
    }
  });
});
