import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { AppError } from '@academy/service-kit';
import { verifyWebhook } from '../src/domain/stripe-webhook.use-case.ts';

const stripe = new Stripe('sk_test_unit', { telemetry: false });
const secrets = { webhookSecret: 'whsec_unit_secret', toleranceSeconds: 300 };
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } });
const now = 1_800_000_000;
/** A Stripe-Signature header as Stripe makes it (the SDK's own signer). */
const stripeSignatureHeader = (body: string, secret: string, timestamp: number) =>
  stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });

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

  it('refuses a tampered body', () => {
    const header = stripeSignatureHeader(payload, secrets.webhookSecret, now * 1000);
    const tampered = payload.replace('pi_1', 'pi_2');
    expect(refusal(() => verifyWebhook(stripe, secrets, Buffer.from(tampered), header, now * 1000))).toEqual({
      code: 'COMMERCE_WEBHOOK_SIGNATURE_INVALID',
      status: 400,
    });
  });

  it('refuses a signature made with another secret', () => {
    const header = stripeSignatureHeader(payload, 'whsec_someone_else', now * 1000);
    expect(refusal(() => verifyWebhook(stripe, secrets, Buffer.from(payload), header, now * 1000))).toEqual({
      code: 'COMMERCE_WEBHOOK_SIGNATURE_INVALID',
      status: 400,
    });
  });

  it('refuses a stale timestamp (a replayed old delivery)', () => {
    const header = stripeSignatureHeader(payload, secrets.webhookSecret, now - 301);
    expect(refusal(() => verifyWebhook(stripe, secrets, Buffer.from(payload), header, now * 1000))).toEqual({
      code: 'COMMERCE_WEBHOOK_SIGNATURE_INVALID',
      status: 400,
    });
  });

  it('refuses a delivery without a signature header', () => {
    expect(refusal(() => verifyWebhook(stripe, secrets, Buffer.from(payload), undefined, now * 1000))).toEqual({
      code: 'COMMERCE_WEBHOOK_SIGNATURE_INVALID',
      status: 400,
    });
  });
});
