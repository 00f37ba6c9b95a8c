import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@academy/service-kit';
import { startStandIns, type RunningStandIns } from '../src/stand-ins.ts';

/*
 * The test-mode payment server as commerce and the browser meet it: Stripe's API through the real
 * stripe SDK, the card form's confirmation on the stand-ins' pages server, signed webhooks, and
 * payments kept across a restart.
 */

const secretKey = 'sk_test_standins';
const webhookSecret = 'whsec_standins';
let dir: string;
let standIns: RunningStandIns;
let receiver: http.Server;
const delivered: Array<{ body: string; signature: string }> = [];

const logger = createLogger('stand-ins', 'silent');
const start = () => startStandIns({ logger, payments: { secretKey, webhookSecret, stateFile: path.join(dir, 'test-payments.json') } });
/** The SDK as commerce makes it from STRIPE_API_URL. */
function sdk(apiUrl: string): Stripe {
  const api = new URL(apiUrl);
  return new Stripe(secretKey, { host: api.hostname, port: Number(api.port), protocol: 'http', telemetry: false, maxNetworkRetries: 0 });
}
const card = (number: string) => ({ number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' });
/** What the TEST MODE card form posts. */
const confirm = (intentId: string, clientSecret: string, number: string) =>
  fetch(`${standIns.url}/api/payments/test-mode/v1/payment_intents/${intentId}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_secret: clientSecret, card: card(number) }),
  });

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'payments-test-'));
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      delivered.push({ body: Buffer.concat(chunks).toString('utf8'), signature: String(req.headers['stripe-signature'] ?? '') });
      res.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  standIns = await start();
  standIns.payments!.setWebhookUrl(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/stripe`);
});

afterAll(async () => {
  await standIns?.stop();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});

describe('the test-mode payment server', () => {
  it('refuses the SDK without the secret key it was started with', async () => {
    const api = new URL(standIns.payments!.apiUrl);
    const stranger = new Stripe('sk_test_someone_else', {
      host: api.hostname,
      port: Number(api.port),
      protocol: 'http',
      telemetry: false,
      maxNetworkRetries: 0,
    });
    await expect(stranger.paymentIntents.create({ amount: 8900, currency: 'usd' })).rejects.toMatchObject({ statusCode: 401 });
  });

  it('takes the card form’s confirmation with the client secret, declines as Stripe does, and posts a signed webhook', async () => {
    const stripe = sdk(standIns.payments!.apiUrl);
    const intent = await stripe.paymentIntents.create({ amount: 8900, currency: 'usd', metadata: { userId: 'u1' } });

    const declined = await confirm(intent.id, intent.client_secret!, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(await declined.json()).toMatchObject({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
    expect((await confirm(intent.id, `${intent.id}_secret_wrong`, '4242424242424242')).status).toBe(404);

    const paid = await confirm(intent.id, intent.client_secret!, '4242 4242 4242 4242');
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ id: intent.id, status: 'succeeded' });
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');

    await standIns.payments!.webhooksIdle();
    const events = delivered.map((delivery) => stripe.webhooks.constructEvent(delivery.body, delivery.signature, webhookSecret));
    expect(events.find((event) => event.type === 'payment_intent.succeeded')?.data.object).toMatchObject({ id: intent.id, status: 'succeeded' });
  });

  it('keeps its payments across a restart, so one made before can be refunded after', async () => {
    const stripe = sdk(standIns.payments!.apiUrl);
    const intent = await stripe.paymentIntents.create({ amount: 8900, currency: 'usd' });
    expect((await confirm(intent.id, intent.client_secret!, '4242424242424242')).status).toBe(200);
    await standIns.stop();

    standIns = await start();
    const after = sdk(standIns.payments!.apiUrl);
    const refund = await after.refunds.create({ payment_intent: intent.id });
    expect(refund).toMatchObject({ status: 'succeeded', amount: 8900 });
    const charge = await after.charges.retrieve(String((await after.paymentIntents.retrieve(intent.id)).latest_charge));
    expect(charge).toMatchObject({ refunded: true });
  });
});
