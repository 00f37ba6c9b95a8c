import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { AppError } from '@academy/service-kit';
import { verifyWebhook } from '../src/domain/stripe-webhook.use-case.ts';
import { stripeSignatureHeader } from '../src/test-mode-payments/webhook-signature.ts';

const stripe = new Stripe('sk_test_unit', { telemetry: false });
const secrets = { webhookSecret: 'whsec_unit_secret', toleranceSeconds: 300 };
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } });
const now = 1_800_000_000;

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? { code: error.code, status: error.status } : error;
  }
  return 'accepted';
};

describe('verifyWebhook', () => {
  it('accepts a delivery signed with the endpoint secret within the tolerance', () => {
    const event = verifyWebhook(stripe, secrets, Buffer.from(payload), stripeSignatureHeader(payload, secrets.webhookSecret, now - 10), now * 1000);
    expect(event).toMatchObject({ id: 'evt_1', type: 'payment_intent.succeeded' });
  });

  it('signs exactly as Stripe does (the SDK’s own test header verifies the same way)', () => {
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: secrets.webhookSecret, timestamp: now });
    expect(stripeSignatureHeader(payload, secrets.webhookSecret, now)).toBe(header);
  });

  it('refuses a tampered body', () => {
    const header = stripeSignatureHeader(payload, secrets.webhookSecret, now * 1000);
    const tampered = payload.replace('pi_1', 'pi_2');
    expect(refusal(() => verifyWebhook(stripe, secrets, Buffer.from(tampered), header, now * 1000))).toEqual({ code: 'COMMERCE_WEBHOOK_SIGNATURE_INVALID', status: 400 });
  });

  it('refuses a signature made with another secret', () => {
    const header = stripeSignatureHeader(payload, 'whsec_someone_else', now * 1000);
    expect(refusal(() => verifyWebhook(stripe, secrets, Buffer.from(payload), header, now * 1000))).toEqual({ code: 'COMMERCE_WEBHOOK_SIGNATURE_INVALID', status: 400 });
  });

  it('refuses a stale timestamp (a replayed old delivery)', () => {
    const header = stripeSignatureHeader(payload, secrets.webhookSecret, now - 301);
    expect(refusal(() => verifyWebhook(stripe, secrets, Buffer.from(payload), header, now * 1000))).toEqual({ code: 'COMMERCE_WEBHOOK_SIGNATURE_INVALID', status: 400 });
  });

  it('refuses a delivery without a signature header', () => {
    expect(refusal(() => verifyWebhook(stripe, secrets, Buffer.from(payload), undefined, now * 1000))).toEqual({ code: 'COMMERCE_WEBHOOK_SIGNATURE_INVALID', status: 400 });
  });
});
