import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { stripeSignatureHeader } from '../src/payments/webhook-signature.ts';

describe('stripeSignatureHeader', () => {
  it('signs exactly as Stripe does (the SDK’s own test header is the same)', () => {
    const stripe = new Stripe('sk_test_unit', { telemetry: false });
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } });
    const now = 1_800_000_000;
    expect(stripeSignatureHeader(payload, 'whsec_unit_secret', now)).toBe(
      stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_unit_secret', timestamp: now }),
    );
  });
});
