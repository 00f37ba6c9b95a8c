import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSubscriptionResponseSchema,
  errorEnvelopeSchema,
  subscriberSubscriptionSchema,
  subscriberSubscriptionsResponseSchema,
  type SubscriberSubscription,
} from '@academy/contracts';
import type { TestPaymentServer } from '@academy/test-kit';
import { errorCode, startCommerce, type RunningCommerce } from './support/commerce-harness.ts';

/*
 * The subscriber's side of a recurring plan: seeing it with its invoices, cancelling at the end of
 * the period paid for, taking the cancellation back, and a receipt e-mail for every paid invoice.
 * Everything goes through the stripe SDK against the test-mode payment server.
 */

let commerce: RunningCommerce;
let testServer: TestPaymentServer;
const emails = {} as Record<'free' | 'owner', string>;
const call: RunningCommerce['call'] = (...args) => commerce.call(...args);
const rows: RunningCommerce['rows'] = (...args) => commerce.rows(...args);
const receiptsTo = async (email: string) =>
  (await commerce.standIns.mailbox!.list()).filter((message) => message.to.includes(email) && message.subject.startsWith('Your receipt'));
const stripeIdOf = async (id: string) =>
  (await rows('select stripe_subscription_id from subscriptions where id = $1', [id]))[0]!.stripe_subscription_id as string;

const plan = {
  id: 'coaching-monthly',
  name: 'Coaching',
  description: 'Monthly group coaching.',
  price: 2900,
  interval: 'month',
  features: ['Monthly group coaching'],
  isPopular: false,
  isActive: true,
  stripePriceId: null,
};

/** Subscribes and pays the first invoice as the 'Complete Your Subscription' form does. */
async function subscribe(who: 'free' | 'owner'): Promise<string> {
  const created = await call('POST', '/api/create-subscription', commerce.cookies[who], { planId: plan.id });
  expect(created.status).toBe(200);
  const { clientSecret, subscriptionId } = createSubscriptionResponseSchema.parse(created.json);
  expect((await commerce.payFirstInvoice(clientSecret, '4242424242424242')).status).toBe(200);
  await testServer.webhooksIdle();
  return subscriptionId;
}

async function mine(who: 'free' | 'owner'): Promise<SubscriberSubscription[]> {
  const { status, json } = await call('GET', '/api/payments/subscriptions', commerce.cookies[who]);
  expect(status).toBe(200);
  return subscriberSubscriptionsResponseSchema.parse(json);
}

/** Posts again, signed as Stripe signs, every event the provider sent about these objects. */
async function redeliver(objectIds: string[]) {
  const events = (await commerce.payments.stripe.events.list({ limit: 100 })).data.filter((event) => {
    const object = event.data.object as { id?: string; parent?: { subscription_details?: { subscription?: string } } };
    return objectIds.includes(object.id ?? '') || objectIds.includes(object.parent?.subscription_details?.subscription ?? '');
  });
  expect(events.map((event) => event.type)).toEqual(expect.arrayContaining(['invoice.paid', 'invoice.payment_succeeded', 'customer.subscription.updated']));
  for (const event of events.reverse()) {
    const payload = JSON.stringify(event satisfies Stripe.Event);
    const response = await fetch(`${commerce.server.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': commerce.signWebhook(payload) },
      body: payload,
    });
    expect(response.status).toBe(200);
  }
}

beforeAll(async () => {
  commerce = await startCommerce('commerce_subscription_management');
  testServer = commerce.standIns.payments!;
  for (const who of ['free', 'owner'] as const) {
    const user = (await (await fetch(`${commerce.identity.url}/api/auth/user`, { headers: { cookie: commerce.cookies[who] } })).json()) as { email: string };
    emails[who] = user.email;
  }
  expect((await call('POST', '/api/admin/subscription-plans', commerce.cookies.admin, plan)).status).toBe(201);
});

afterAll(async () => {
  await commerce?.stop();
});

describe('GET /api/payments/subscriptions', () => {
  it('is for signed-in users; someone who never subscribed has none', async () => {
    expect((await call('GET', '/api/payments/subscriptions', undefined)).status).toBe(401);
    expect(await mine('free')).toEqual([]);
  });

  it('shows the plan, its price, status, next billing date and the paid invoice; the receipt is e-mailed once', async () => {
    const stripeId = await subscribe('free');
    const [subscription, ...others] = await mine('free');
    expect(others).toEqual([]);
    const atProvider = await commerce.payments.stripe.subscriptions.retrieve(stripeId);
    const periodEnd = new Date(atProvider.items.data[0]!.current_period_end * 1000).toISOString();
    expect(subscription).toMatchObject({
      planId: plan.id,
      planName: 'Coaching',
      price: 2900,
      currency: 'usd',
      interval: 'month',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: periodEnd,
    });
    expect(new Date(periodEnd).getTime() - Date.now()).toBeGreaterThan(27 * 24 * 3600 * 1000);
    expect(subscription!.invoices).toHaveLength(1);
    expect(subscription!.invoices[0]).toMatchObject({ amount: 2900, currency: 'usd', status: 'paid', receiptSent: true });
    expect(subscription!.invoices[0]!.paidAt).not.toBeNull();

    // invoice.paid and invoice.payment_succeeded both arrived, and the subscriber asked twice: one receipt.
    await mine('free');
    const receipts = await receiptsTo(emails.free);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe('Your receipt for Coaching — $29.00');
    expect(receipts[0]!.text).toContain(subscription!.invoices[0]!.id);
    expect(receipts[0]!.text).toMatch(/Billing period: [A-Z][a-z]+ \d{1,2}, \d{4} – [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(await rows('select count(*)::int as n from subscription_invoice_receipts')).toEqual([{ n: 1 }]);
  });

  it('repeated webhook deliveries change nothing and send no second receipt', async () => {
    const [before] = await mine('free');
    const stripeId = await stripeIdOf(before!.id);
    await redeliver([stripeId]);
    expect(await mine('free')).toEqual([before]);
    expect(await receiptsTo(emails.free)).toHaveLength(1);
  });
});

describe('POST /api/webhooks/stripe (invoices)', () => {
  it('acknowledges a paid invoice of a subscription the academy did not start, and does nothing with it', async () => {
    const event = {
      id: 'evt_ForeignInvoice1',
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_NotOurs123',
          object: 'invoice',
          status: 'paid',
          parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_NotOurs123' } },
        },
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    const payload = JSON.stringify(event);
    const before = (await commerce.standIns.mailbox!.list()).length;
    const response = await fetch(`${commerce.server.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': commerce.signWebhook(payload) },
      body: payload,
    });
    expect(response.status).toBe(200);
    expect((await commerce.standIns.mailbox!.list()).length).toBe(before);
    expect(await rows("select * from subscription_invoice_receipts where stripe_invoice_id = 'in_NotOurs123'")).toEqual([]);
  });
});

describe('POST /api/payments/subscriptions/{id}/cancel and /resume', () => {
  it('only the subscriber may cancel or resume: someone else gets 404 and nothing changes', async () => {
    const [subscription] = await mine('free');
    for (const action of ['cancel', 'resume']) {
      const other = await call('POST', `/api/payments/subscriptions/${subscription!.id}/${action}`, commerce.cookies.owner);
      expect(other.status).toBe(404);
      expect(errorCode(other.json)).toBe('COMMERCE_SUBSCRIPTION_NOT_FOUND');
    }
    expect((await call('POST', `/api/payments/subscriptions/${subscription!.id}/cancel`, undefined)).status).toBe(401);
    expect((await call('POST', '/api/payments/subscriptions/not-a-uuid/cancel', commerce.cookies.free)).status).toBe(400);
    expect((await call('POST', '/api/payments/subscriptions/00000000-0000-4000-8000-000000000000/cancel', commerce.cookies.free)).status).toBe(404);
    expect(await mine('free')).toEqual([subscription]);
  });

  it('cancelling keeps access until the period ends; resuming takes the cancellation back', async () => {
    const [subscription] = await mine('free');
    const stripeId = await stripeIdOf(subscription!.id);

    const cancelled = await call('POST', `/api/payments/subscriptions/${subscription!.id}/cancel`, commerce.cookies.free);
    expect(cancelled.status).toBe(200);
    expect(subscriberSubscriptionSchema.parse(cancelled.json)).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: subscription!.currentPeriodEnd,
    });
    expect(await commerce.payments.stripe.subscriptions.retrieve(stripeId)).toMatchObject({ status: 'active', cancel_at_period_end: true });
    await testServer.webhooksIdle();
    expect(await rows('select status, cancel_at_period_end from subscriptions where id = $1', [subscription!.id])).toEqual([
      { status: 'active', cancel_at_period_end: true },
    ]);
    expect((await call('GET', '/api/subscription-status', commerce.cookies.free)).json).toMatchObject({ hasSubscription: true, currentPlan: { id: plan.id } });
    // Asking twice is no error: the subscription stays cancelled at period end.
    expect(
      subscriberSubscriptionSchema.parse((await call('POST', `/api/payments/subscriptions/${subscription!.id}/cancel`, commerce.cookies.free)).json)
        .cancelAtPeriodEnd,
    ).toBe(true);

    const resumed = await call('POST', `/api/payments/subscriptions/${subscription!.id}/resume`, commerce.cookies.free);
    expect(resumed.status).toBe(200);
    expect(subscriberSubscriptionSchema.parse(resumed.json)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(await commerce.payments.stripe.subscriptions.retrieve(stripeId)).toMatchObject({ cancel_at_period_end: false });
    await testServer.webhooksIdle();
    expect(await rows('select cancel_at_period_end from subscriptions where id = $1', [subscription!.id])).toEqual([{ cancel_at_period_end: false }]);
  });

  it('a renewal bills the next period and e-mails its receipt; a cancelled subscription ends at the period end and can no longer be resumed', async () => {
    const [subscription] = await mine('free');
    const stripeId = await stripeIdOf(subscription!.id);

    testServer.endCurrentPeriod(stripeId);
    await testServer.webhooksIdle();
    const [renewed] = await mine('free');
    expect(renewed).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(new Date(renewed!.currentPeriodEnd!).getTime()).toBeGreaterThan(new Date(subscription!.currentPeriodEnd!).getTime());
    expect(renewed!.invoices.map((invoice) => [invoice.status, invoice.receiptSent])).toEqual([
      ['paid', true],
      ['paid', true],
    ]);
    expect(renewed!.invoices[1]!.id).toBe(subscription!.invoices[0]!.id);
    expect(await receiptsTo(emails.free)).toHaveLength(2);

    expect((await call('POST', `/api/payments/subscriptions/${subscription!.id}/cancel`, commerce.cookies.free)).status).toBe(200);
    testServer.endCurrentPeriod(stripeId);
    await testServer.webhooksIdle();
    const [ended] = await mine('free');
    expect(ended).toMatchObject({ status: 'canceled' });
    expect(await rows('select status from subscriptions where id = $1', [subscription!.id])).toEqual([{ status: 'canceled' }]);
    expect((await call('GET', '/api/subscription-status', commerce.cookies.free)).json).toMatchObject({ hasSubscription: false });
    const resume = await call('POST', `/api/payments/subscriptions/${subscription!.id}/resume`, commerce.cookies.free);
    expect(resume.status).toBe(409);
    expect(errorCode(resume.json)).toBe('COMMERCE_SUBSCRIPTION_NOT_ACTIVE');
    expect(await receiptsTo(emails.free)).toHaveLength(2);
  });

  it('when the period ended without a webhook, a change is refused and the stored subscription learns that it ended', async () => {
    const stripeId = await subscribe('owner');
    const [subscription] = await mine('owner');
    expect((await call('POST', `/api/payments/subscriptions/${subscription!.id}/cancel`, commerce.cookies.owner)).status).toBe(200);
    await testServer.webhooksIdle();
    testServer.pauseWebhooks(true);
    try {
      testServer.endCurrentPeriod(stripeId);
      expect(await rows('select status from subscriptions where id = $1', [subscription!.id])).toEqual([{ status: 'active' }]);
      const resume = await call('POST', `/api/payments/subscriptions/${subscription!.id}/resume`, commerce.cookies.owner);
      expect(resume.status).toBe(409);
      expect(errorEnvelopeSchema.parse(resume.json).error.details).toEqual({ status: 'canceled' });
      expect(await rows('select status from subscriptions where id = $1', [subscription!.id])).toEqual([{ status: 'canceled' }]);
    } finally {
      testServer.pauseWebhooks(false);
    }
  });
});
