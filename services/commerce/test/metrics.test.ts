import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentIntentResponseSchema } from '@academy/contracts';
import { scrapeMetrics } from '@academy/test-kit';
import { payWithCard, startCommerce, type RunningCommerce } from './support/commerce-harness.ts';

let commerce: RunningCommerce;

beforeAll(async () => {
  commerce = await startCommerce('commerce_metrics');
});
afterAll(async () => {
  await commerce?.stop();
});

describe('GET /metrics of the commerce service', () => {
  it('counts a payment once however many signals fulfil it, and its refund', async () => {
    const metrics = () => scrapeMetrics(commerce.server.url);
    expect((await metrics()).value('academy_payments_total', { service: 'commerce' })).toBe(0);
    expect((await metrics()).value('academy_refunds_total')).toBe(0);

    const started = await commerce.call('POST', '/api/create-payment-intent', commerce.cookies.free, { amount: 89, description: 'AI Business Growth Mastery' });
    const { clientSecret } = createPaymentIntentResponseSchema.parse(started.json);
    const intentId = clientSecret.split('_secret_')[0];
    expect((await payWithCard(commerce.standIns.url, clientSecret, '4242 4242 4242 4242')).status).toBe(200);
    await commerce.standIns.payments!.webhooksIdle();
    // The buyer's verification after the webhook finds the order paid: not a second payment.
    expect((await commerce.call('POST', '/api/verify-payment', commerce.cookies.free, { paymentIntentId: intentId })).status).toBe(200);
    const paid = await metrics();
    expect(paid.value('academy_payments_total')).toBe(1);
    expect(paid.value('academy_http_requests_total', { operation: 'createPaymentIntent', method: 'POST', status: '200' })).toBe(1);
    expect(paid.value('academy_http_requests_total', { operation: 'stripeWebhook', method: 'POST', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(paid.value('academy_http_request_duration_seconds_count', { operation: 'verifyPayment', status: '200' })).toBe(1);

    const [order] = await commerce.rows('select id from orders where payment_intent_id = $1', [intentId]);
    expect((await commerce.call('POST', `/api/payments/purchases/${String(order?.id)}/refund`, commerce.cookies.free)).status).toBe(200);
    await commerce.standIns.payments!.webhooksIdle();
    const refunded = await metrics();
    // The refund asked for and the provider's charge.refunded webhook that follows it: one refund.
    expect(refunded.value('academy_refunds_total')).toBe(1);
    expect(refunded.value('academy_payments_total')).toBe(1);
  });
});
