import pg from 'pg';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  checkoutResponseSchema,
  createPaymentIntentResponseSchema,
  errorEnvelopeSchema,
  purchasesResponseSchema,
  verifyPaymentResponseSchema,
} from '@academy/contracts';
import type { RunningServer } from '@academy/service-kit';
import { createTestDatabase, startIdentityProcess, startTestStandIns, type IdentityProcess, type TestDatabase, type TestStandIns } from '@academy/test-kit';
import { commerceConfigSchema } from '../src/config.ts';
import { createCommerceService } from '../src/http/server.ts';
import type { PaymentProvider } from '../src/payments/payment-provider.ts';
import { payWithCard as payAtTheServer } from './support/commerce-harness.ts';

/*
 * The purchase through the real stripe SDK against the test-mode payment server, on a
 * real PostgreSQL, with real sign-ins from the identity service.
 */

let database: TestDatabase;
let identity: IdentityProcess;
let server: RunningServer;
let payments: PaymentProvider;
let sql: pg.Pool;
let standIns: TestStandIns;
let service: ReturnType<typeof createCommerceService>;
const cookies = {} as Record<'free' | 'owner' | 'admin', string>;
const userIds = {} as Record<'free' | 'owner' | 'admin', string>;

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
const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

async function startPurchase(who: keyof typeof cookies, body: unknown = { amount: 89, description: 'AI Business Growth Mastery' }) {
  const { status, json } = await call('POST', '/api/create-payment-intent', cookies[who], body);
  expect(status).toBe(200);
  const { clientSecret } = createPaymentIntentResponseSchema.parse(json);
  return { clientSecret, intentId: intentIdOf(clientSecret) };
}

/** What the TEST MODE card form does in the browser (the intent is named by its client secret). */
const payWithCard = (clientSecret: string, number: string) => payAtTheServer(standIns.url, clientSecret, number);

/** Posts an event to the webhook endpoint signed as Stripe signs it. */
function deliverWebhook(event: Stripe.Event, secret = payments.webhookSecret) {
  const payload = JSON.stringify(event);
  return fetch(`${server.url}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': payments.stripe.webhooks.generateTestHeaderString({ payload, secret }) },
    body: payload,
  });
}

async function eventFor(type: string, objectId: string): Promise<Stripe.Event> {
  const list = await payments.stripe.events.list({ type, limit: 100 });
  const event = list.data.find((e) => {
    const object = e.data.object as { id?: string; payment_intent?: string };
    return object.id === objectId || object.payment_intent === objectId;
  });
  if (!event) throw new Error(`no ${type} event for ${objectId}`);
  return event;
}

beforeAll(async () => {
  const adminUrl = inject('postgresAdminUrl');
  [database, identity, standIns] = await Promise.all([
    createTestDatabase(adminUrl, 'commerce_purchase'),
    startIdentityProcess(adminUrl),
    startTestStandIns({ mailbox: true, payments: true }),
  ]);
  const config = commerceConfigSchema.parse({ PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', IDENTITY_URL: identity.url, ...standIns.env });
  // The payment policy (10 in 10 minutes) is lifted here: these tests pay far more often than a person.
  service = createCommerceService(config, { rateLimits: { policies: { payment: { limit: 1_000, windowMs: 60_000 } } } });
  server = await service.start();
  standIns.payments!.setWebhookUrl(`${server.url}/api/webhooks/stripe`);
  payments = service.payments;
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  for (const who of ['free', 'owner', 'admin'] as const) {
    cookies[who] = await identity.signIn(who);
    const me = (await (await fetch(`${identity.url}/api/auth/user`, { headers: { cookie: cookies[who] } })).json()) as { id: string };
    userIds[who] = me.id;
  }
});

afterAll(async () => {
  await server?.stop();
  await sql?.end();
  await identity?.stop();
  await standIns?.stop();
  await database?.drop();
});

const mailTo = async (email: string) => (await standIns.mailbox!.list()).filter((message) => message.to.includes(email));

describe('the payment provider', () => {
  it('is the stripe SDK pointed at STRIPE_API_URL (here the test-mode payment server)', () => {
    const api = new URL(standIns.env.STRIPE_API_URL!);
    expect([payments.stripe.getApiField('host'), String(payments.stripe.getApiField('port')), payments.stripe.getApiField('protocol')]).toEqual([
      api.hostname,
      api.port,
      'http',
    ]);
  });
});

describe('POST /api/create-payment-intent', () => {
  it('when signed out, answers 401 and starts nothing', async () => {
    const { status } = await call('POST', '/api/create-payment-intent', undefined, { amount: 89, description: 'x' });
    expect(status).toBe(401);
    expect(await rows('select * from orders')).toEqual([]);
  });

  it('answers bad input with 400 naming the field and writes nothing', async () => {
    const { status, json } = await call('POST', '/api/create-payment-intent', cookies.free, { amount: 'eighty-nine' });
    expect(status).toBe(400);
    expect(errorCode(json)).toBe('COMMERCE_INVALID_REQUEST');
    expect(JSON.stringify(errorEnvelopeSchema.parse(json).error.details)).toContain('amount');
    expect(await rows('select * from orders')).toEqual([]);
  });

  it('charges the price of the product record, whatever amount the page sends', async () => {
    const { intentId } = await startPurchase('free', { amount: 1, description: 'AI Business Growth Mastery' });
    const intent = await payments.stripe.paymentIntents.retrieve(intentId);
    expect(intent).toMatchObject({
      amount: 8900,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: { userId: userIds.free, productId: 'lifetime-access' },
    });
    expect(await rows('select user_id, product_id, amount, currency, status from orders')).toEqual([
      { user_id: userIds.free, product_id: 'lifetime-access', amount: 8900, currency: 'usd', status: 'pending' },
    ]);
  });

  it('continues the unpaid payment when the buyer starts again, instead of opening a second one', async () => {
    const first = await startPurchase('free');
    const again = await startPurchase('free');
    expect(again.clientSecret).toBe(first.clientSecret);
    expect(await rows('select count(*)::int as n from orders')).toEqual([{ n: 1 }]);
  });
});

describe('GET /api/payments/checkout/{paymentIntentId}', () => {
  it('answers the price the server holds for the buyer’s payment, whatever amount the page sent; another account gets 403', async () => {
    const { intentId } = await startPurchase('free', { amount: 1, description: 'AI Business Growth Mastery' });
    const mine = await call('GET', `/api/payments/checkout/${intentId}`, cookies.free);
    expect(mine.status).toBe(200);
    expect(checkoutResponseSchema.parse(mine.json)).toEqual({
      paymentIntentId: intentId,
      productId: 'lifetime-access',
      productName: 'AI Business Growth Mastery',
      amount: 8900,
      currency: 'usd',
      status: 'pending',
    });
    const theirs = await call('GET', `/api/payments/checkout/${intentId}`, cookies.admin);
    expect(theirs.status).toBe(403);
    expect(errorCode(theirs.json)).toBe('COMMERCE_PAYMENT_NOT_YOURS');
    const unknown = await call('GET', '/api/payments/checkout/pi_unknown12345', cookies.free);
    expect(unknown.status).toBe(404);
    expect(errorCode(unknown.json)).toBe('COMMERCE_PAYMENT_NOT_FOUND');
    expect((await call('GET', `/api/payments/checkout/${intentId}`, undefined)).status).toBe(401);
  });
});

describe('a purchase end to end', () => {
  it('a declined card grants nothing and leaves the payment open for another card', async () => {
    const { intentId, clientSecret } = await startPurchase('free');
    const declined = await payWithCard(clientSecret, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.json).toMatchObject({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
    const poor = await payWithCard(clientSecret, '4000000000009995');
    expect(poor.json).toMatchObject({ error: { decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' } });
    await standIns.payments!.webhooksIdle();

    const verify = await call('POST', '/api/verify-payment', cookies.free, { paymentIntentId: intentId });
    expect(verify.status).toBe(409);
    expect(errorCode(verify.json)).toBe('COMMERCE_PAYMENT_NOT_SUCCEEDED');
    expect(await rows('select status from orders')).toEqual([{ status: 'pending' }]);
    expect(await rows('select * from entitlements')).toEqual([]);
    expect(await rows("select * from event_outbox where type in ('entitlement.granted', 'payment.succeeded')")).toEqual([]);
  });

  it('4242 4242 4242 4242 pays; the signed webhook fulfils the order, and verification confirms it', async () => {
    const { intentId, clientSecret } = await startPurchase('free');
    const paid = await payWithCard(clientSecret, '4242 4242 4242 4242');
    expect(paid).toEqual({ status: 200, json: { id: intentId, status: 'succeeded' } });
    await standIns.payments!.webhooksIdle();

    expect(await rows('select status, paid_at is not null as paid from orders where payment_intent_id = $1', [intentId])).toEqual([
      { status: 'paid', paid: true },
    ]);
    expect(await rows('select user_id, product_id, reason from entitlements')).toEqual([
      { user_id: userIds.free, product_id: 'lifetime-access', reason: 'purchase' },
    ]);
    const granted = await rows("select payload from event_outbox where type = 'entitlement.granted'");
    expect(granted).toHaveLength(1);
    expect(granted[0].payload).toMatchObject({ userId: userIds.free, productId: 'lifetime-access', reason: 'purchase' });
    expect(await rows("select payload->>'amount' as amount from event_outbox where type = 'payment.succeeded'")).toEqual([{ amount: '8900' }]);

    const verify = await call('POST', '/api/verify-payment', cookies.free, { paymentIntentId: intentId });
    expect(verify.status).toBe(200);
    expect(verifyPaymentResponseSchema.parse(verify.json)).toEqual({
      success: true,
      productId: 'lifetime-access',
      amount: 8900,
      currency: 'usd',
      receiptEmailSent: true,
    });
    const receipts = await mailTo('visitor@academy.test');
    expect(receipts.map((m) => m.subject)).toEqual(['Your receipt for AI Business Growth Mastery — $89.00']);
    expect(receipts[0]?.text).toContain('Amount paid: $89.00');
    expect(receipts[0]?.text).toContain(intentId);
    expect(await rows("select count(*)::int as n from event_outbox where type = 'entitlement.granted'")).toEqual([{ n: 1 }]);
  });

  it('lists the buyer’s purchase with its 30-day guarantee, leaving abandoned checkouts out', async () => {
    const { status, json } = await call('GET', '/api/payments/purchases', cookies.free);
    expect(status).toBe(200);
    const [purchase, ...others] = purchasesResponseSchema.parse(json);
    expect(others).toEqual([]);
    expect(purchase).toMatchObject({
      productId: 'lifetime-access',
      productName: 'AI Business Growth Mastery',
      amount: 8900,
      currency: 'usd',
      status: 'paid',
      refundable: true,
    });
    expect(Date.parse(purchase!.refundableUntil!) - Date.parse(purchase!.paidAt!)).toBe(30 * 24 * 60 * 60 * 1000);
    expect((await call('GET', '/api/payments/purchases', cookies.admin)).json).toEqual([]);
    expect((await call('GET', '/api/payments/purchases', undefined)).status).toBe(401);
  });

  it('refuses to sell the course again to its owner', async () => {
    const { status, json } = await call('POST', '/api/create-payment-intent', cookies.free, { amount: 89, description: 'again' });
    expect(status).toBe(409);
    expect(errorCode(json)).toBe('COMMERCE_ALREADY_OWNED');
  });
});

describe('the payment rate limit', () => {
  it('refuses payment calls beyond the payment policy with 429', async () => {
    const config = commerceConfigSchema.parse({ PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', IDENTITY_URL: identity.url, ...standIns.env });
    const limited = await createCommerceService(config, { rateLimits: { policies: { payment: { limit: 2, windowMs: 60_000 } } } }).start();
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await fetch(`${limited.url}/api/verify-payment`, {
          method: 'POST',
          headers: { cookie: cookies.admin, 'content-type': 'application/json' },
          body: JSON.stringify({ paymentIntentId: 'pi_doesnotexist1' }),
        });
        statuses.push(response.status);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.stop();
    }
  });
});

describe('GET /api/subscription-status', () => {
  it('names the lifetime plan for a buyer, nothing for someone who has not bought, and 401 when signed out', async () => {
    expect((await call('GET', '/api/subscription-status', undefined)).status).toBe(401);
    expect((await call('GET', '/api/subscription-status', cookies.free)).json).toEqual({
      hasSubscription: true,
      currentPlan: { id: 'lifetime-access', name: 'AI Business Growth Mastery', interval: 'once' },
      ownsCourse: true,
    });
    expect((await call('GET', '/api/subscription-status', cookies.admin)).json).toEqual({ hasSubscription: false, currentPlan: null, ownsCourse: false });
  });
});

describe('fulfilment is idempotent', () => {
  it('50 concurrent duplicate webhooks plus verification calls give one order, one entitlement and one event', async () => {
    standIns.payments!.pauseWebhooks(true);
    try {
      const { intentId, clientSecret } = await startPurchase('owner');
      expect((await payWithCard(clientSecret, '4242424242424242')).status).toBe(200);
      const succeeded = await eventFor('payment_intent.succeeded', intentId);
      const answers = await Promise.all([
        ...Array.from({ length: 50 }, () => deliverWebhook(succeeded).then((r) => r.status)),
        ...Array.from({ length: 10 }, () => call('POST', '/api/verify-payment', cookies.owner, { paymentIntentId: intentId }).then((r) => r.status)),
      ]);
      expect(new Set(answers)).toEqual(new Set([200]));
      expect(await rows('select status from orders where user_id = $1', [userIds.owner])).toEqual([{ status: 'paid' }]);
      expect(await rows('select count(*)::int as n from entitlements where user_id = $1', [userIds.owner])).toEqual([{ n: 1 }]);
      expect(await rows("select count(*)::int as n from event_outbox where type = 'entitlement.granted' and subject = $1", [userIds.owner])).toEqual([
        { n: 1 },
      ]);
      expect(await rows("select count(*)::int as n from event_outbox where type = 'payment.succeeded' and subject = $1", [userIds.owner])).toEqual([{ n: 1 }]);
      expect(await rows('select count(*)::int as n from orders where user_id = $1 and receipt_sent_at is not null', [userIds.owner])).toEqual([{ n: 1 }]);
      expect((await mailTo('learner@academy.test')).filter((m) => m.subject.startsWith('Your receipt'))).toHaveLength(1);
    } finally {
      standIns.payments!.pauseWebhooks(false);
    }
  });
});

describe('a second payment for a course already owned', () => {
  it('grants nothing more, takes nothing back and is refunded at once', async () => {
    // Two checkouts opened before either was paid: the second is paid after the first.
    const second = await payments.stripe.paymentIntents.create({
      amount: 8900,
      currency: 'usd',
      metadata: { userId: userIds.owner, productId: 'lifetime-access' },
    });
    await sql.query(
      "insert into orders (user_id, email, product_id, amount, currency, payment_intent_id) values ($1, 'learner@academy.test', 'lifetime-access', 8900, 'usd', $2)",
      [userIds.owner, second.id],
    );
    expect((await payWithCard(second.client_secret!, '4242424242424242')).status).toBe(200);
    await standIns.payments!.webhooksIdle();

    expect(await rows('select status, granted, refund_id is not null as has_refund from orders where payment_intent_id = $1', [second.id])).toEqual([
      { status: 'refunded', granted: false, has_refund: true },
    ]);
    const charge = await payments.stripe.charges.retrieve(String((await payments.stripe.paymentIntents.retrieve(second.id)).latest_charge));
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 8900 });
    expect(await rows('select count(*)::int as n from entitlements where user_id = $1', [userIds.owner])).toEqual([{ n: 1 }]);
    expect(await rows("select count(*)::int as n from event_outbox where type = 'entitlement.granted' and subject = $1", [userIds.owner])).toEqual([{ n: 1 }]);
    expect(await rows("select count(*)::int as n from event_outbox where type = 'entitlement.revoked' and subject = $1", [userIds.owner])).toEqual([{ n: 0 }]);
    expect(await rows("select payload->>'paymentId' as id from event_outbox where type = 'payment.refunded' and subject = $1", [userIds.owner])).toEqual([
      { id: second.id },
    ]);
    expect((await mailTo('learner@academy.test')).filter((m) => m.subject.startsWith('Your refund'))).toHaveLength(1);
  });
});

describe('POST /api/verify-payment', () => {
  it('refuses another user’s payment and grants nothing', async () => {
    standIns.payments!.pauseWebhooks(true);
    try {
      const { intentId, clientSecret } = await startPurchase('admin');
      await payWithCard(clientSecret, '4242424242424242');
      const { status, json } = await call('POST', '/api/verify-payment', cookies.free, { paymentIntentId: intentId });
      expect(status).toBe(403);
      expect(errorCode(json)).toBe('COMMERCE_PAYMENT_NOT_YOURS');
      expect(await rows('select status from orders where user_id = $1', [userIds.admin])).toEqual([{ status: 'pending' }]);
      expect(await rows('select * from entitlements where user_id = $1', [userIds.admin])).toEqual([]);
    } finally {
      standIns.payments!.pauseWebhooks(false);
    }
  });

  it('answers 401 when signed out, 400 for a malformed id and 404 for a payment it did not start', async () => {
    expect((await call('POST', '/api/verify-payment', undefined, { paymentIntentId: 'pi_12345678' })).status).toBe(401);
    const bad = await call('POST', '/api/verify-payment', cookies.free, { paymentIntentId: 'not-an-intent' });
    expect(bad.status).toBe(400);
    expect(errorCode(bad.json)).toBe('COMMERCE_INVALID_REQUEST');
    const foreign = await payments.stripe.paymentIntents.create({ amount: 8900, currency: 'usd', metadata: { userId: userIds.free } });
    const unknown = await call('POST', '/api/verify-payment', cookies.free, { paymentIntentId: foreign.id });
    expect(unknown.status).toBe(404);
    expect(errorCode(unknown.json)).toBe('COMMERCE_PAYMENT_NOT_FOUND');
  });
});

describe('POST /api/webhooks/stripe', () => {
  it('refuses a delivery that is not signed with the endpoint secret, and acts on nothing', async () => {
    const before = await rows('select count(*)::int as n from event_outbox');
    const event = await eventFor(
      'payment_intent.succeeded',
      (await rows('select payment_intent_id from orders where user_id = $1', [userIds.admin]))[0].payment_intent_id,
    );
    const response = await deliverWebhook(event, 'whsec_not_the_secret');
    expect(response.status).toBe(400);
    expect(errorCode(await response.json())).toBe('COMMERCE_WEBHOOK_SIGNATURE_INVALID');
    expect(await rows('select status from orders where user_id = $1', [userIds.admin])).toEqual([{ status: 'pending' }]);
    expect(await rows('select count(*)::int as n from event_outbox')).toEqual(before);
  });

  it('acknowledges events it does not use', async () => {
    const event = { id: 'evt_unused', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1' } } } as unknown as Stripe.Event;
    expect((await deliverWebhook(event)).status).toBe(200);
  });

  it('a refund takes the course back once; a late payment_intent.succeeded after it grants nothing again', async () => {
    const [order] = await rows('select payment_intent_id from orders where user_id = $1 and status = $2', [userIds.owner, 'paid']);
    const intentId: string = order.payment_intent_id;
    await payments.stripe.refunds.create({ payment_intent: intentId });
    await standIns.payments!.webhooksIdle();
    expect(await rows('select status, refunded_at is not null as refunded from orders where payment_intent_id = $1', [intentId])).toEqual([
      { status: 'refunded', refunded: true },
    ]);
    expect(await rows('select * from entitlements where user_id = $1', [userIds.owner])).toEqual([]);
    const revoked = await rows("select payload from event_outbox where type = 'entitlement.revoked' and subject = $1", [userIds.owner]);
    expect(revoked).toHaveLength(1);
    expect(revoked[0].payload).toMatchObject({ userId: userIds.owner, productId: 'lifetime-access', reason: 'refund' });

    const late = await eventFor('payment_intent.succeeded', intentId);
    expect((await deliverWebhook(late)).status).toBe(200);
    expect((await deliverWebhook(await eventFor('charge.refunded', intentId))).status).toBe(200);
    expect(await rows('select status from orders where payment_intent_id = $1', [intentId])).toEqual([{ status: 'refunded' }]);
    expect(await rows('select * from entitlements where user_id = $1', [userIds.owner])).toEqual([]);
    expect(await rows("select count(*)::int as n from event_outbox where type = 'entitlement.granted' and subject = $1", [userIds.owner])).toEqual([{ n: 1 }]);
    expect(await rows("select count(*)::int as n from event_outbox where type = 'entitlement.revoked' and subject = $1", [userIds.owner])).toEqual([{ n: 1 }]);
  });
});

describe('POST /api/payments/purchases/{id}/refund', () => {
  const refund = (who: keyof typeof cookies, id: string) => call('POST', `/api/payments/purchases/${id}/refund`, cookies[who]);
  const paidOrderOf = async (who: keyof typeof cookies) =>
    (await rows("select id, payment_intent_id from orders where user_id = $1 and status = 'paid'", [userIds[who]]))[0];

  it('refuses a malformed id with 400 and another buyer’s purchase with 404, and changes nothing', async () => {
    const order = await paidOrderOf('free');
    const bad = await refund('free', 'not-a-uuid');
    expect(bad.status).toBe(400);
    expect(errorCode(bad.json)).toBe('COMMERCE_INVALID_REQUEST');
    const foreign = await refund('admin', order.id);
    expect(foreign.status).toBe(404);
    expect(errorCode(foreign.json)).toBe('COMMERCE_PURCHASE_NOT_FOUND');
    expect(await rows('select status from orders where id = $1', [order.id])).toEqual([{ status: 'paid' }]);
  });

  it('gives the money back through the provider in one click, takes the course back once and keeps it refunded', async () => {
    const order = await paidOrderOf('free');
    const { status, json } = await refund('free', order.id);
    expect(status).toBe(200);
    expect(json).toMatchObject({ id: order.id, status: 'refunded', refundable: false, refundableUntil: null });
    const intent = await payments.stripe.paymentIntents.retrieve(order.payment_intent_id);
    const charge = await payments.stripe.charges.retrieve(String(intent.latest_charge));
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 8900 });
    await standIns.payments!.webhooksIdle();

    expect(await rows('select * from entitlements where user_id = $1', [userIds.free])).toEqual([]);
    const revoked = await rows("select payload from event_outbox where type = 'entitlement.revoked' and subject = $1", [userIds.free]);
    expect(revoked).toHaveLength(1);
    expect(revoked[0].payload).toMatchObject({ reason: 'refund', productId: 'lifetime-access' });
    const again = await refund('free', order.id);
    expect(again.status).toBe(409);
    expect(errorCode(again.json)).toBe('COMMERCE_PURCHASE_NOT_REFUNDABLE');
    expect(await rows("select count(*)::int as n from event_outbox where type = 'payment.refunded' and subject = $1", [userIds.free])).toEqual([{ n: 1 }]);
    expect((await mailTo('visitor@academy.test')).filter((m) => m.subject.startsWith('Your refund'))).toHaveLength(1);
  });

  it('when two refunds of one purchase arrive at once, refunds once and answers the second 409 already refunded', async () => {
    const { intentId, clientSecret } = await startPurchase('free');
    expect((await payWithCard(clientSecret, '4242 4242 4242 4242')).status).toBe(200);
    await standIns.payments!.webhooksIdle();
    const [order] = await rows('select id from orders where payment_intent_id = $1', [intentId]);

    const answers = await Promise.all([refund('free', order.id), refund('free', order.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(errorCode(refused.json)).toBe('COMMERCE_PURCHASE_NOT_REFUNDABLE');
    expect(errorEnvelopeSchema.parse(refused.json).error.message).toContain('already been refunded');
    await standIns.payments!.webhooksIdle();
    expect(await rows('select status from orders where id = $1', [order.id])).toEqual([{ status: 'refunded' }]);
    expect(await rows("select count(*)::int as n from event_outbox where type = 'payment.refunded' and payload->>'paymentId' = $1", [intentId])).toEqual([
      { n: 1 },
    ]);
  });

  it('after the 30 days of the guarantee, refuses and says why; the purchase shows it is no longer refundable', async () => {
    const [order] = await rows("update orders set status = 'paid', paid_at = now() - interval '31 days' where user_id = $1 returning id", [userIds.admin]);
    const { status, json } = await refund('admin', order.id);
    expect(status).toBe(409);
    expect(errorCode(json)).toBe('COMMERCE_REFUND_WINDOW_CLOSED');
    expect(errorEnvelopeSchema.parse(json).error.message).toContain('30-day money-back guarantee');
    const [listed] = purchasesResponseSchema.parse((await call('GET', '/api/payments/purchases', cookies.admin)).json);
    expect(listed).toMatchObject({ status: 'paid', refundable: false });
    expect(await rows('select status from orders where id = $1', [order.id])).toEqual([{ status: 'paid' }]);
  });
});

describe('a restart of the service', () => {
  it('a payment made before the service restarts can still be refunded after it', async () => {
    const [order] = await rows("update orders set paid_at = now(), granted = true where user_id = $1 and status = 'paid' returning id, payment_intent_id", [
      userIds.admin,
    ]);
    await server.stop();
    const config = commerceConfigSchema.parse({ PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', IDENTITY_URL: identity.url, ...standIns.env });
    service = createCommerceService(config, { rateLimits: { policies: { payment: { limit: 1_000, windowMs: 60_000 } } } });
    server = await service.start();
    standIns.payments!.setWebhookUrl(`${server.url}/api/webhooks/stripe`);
    payments = service.payments;

    const { status, json } = await call('POST', `/api/payments/purchases/${order.id}/refund`, cookies.admin);
    expect(status).toBe(200);
    expect(json).toMatchObject({ status: 'refunded' });
    const intent = await payments.stripe.paymentIntents.retrieve(order.payment_intent_id);
    expect(await payments.stripe.charges.retrieve(String(intent.latest_charge))).toMatchObject({ refunded: true });
  });
});
