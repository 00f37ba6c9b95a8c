import { expect } from 'vitest';

/** A call's answer: its status and its JSON body (null when empty). */
export interface CallResult {
  status: number;
  json: unknown;
}

export type Call = (method: string, pathname: string, body?: unknown) => Promise<CallResult>;

/** Calls under `base()` (the gateway, or one process) with a session cookie (and any further headers: a traceparent), JSON in and out. */
export function platformClient(base: () => string, cookie: string, headers: Record<string, string> = {}): Call {
  return async (method, pathname, body) => {
    const response = await fetch(`${base()}${pathname}`, {
      method,
      headers: { ...headers, cookie, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
  };
}

export function expectOk(result: CallResult, what: string): void {
  expect(result.status, `${what}: ${JSON.stringify(result.json)}`).toBeLessThan(300);
}

export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Buys the course as the caller in test mode (no Stripe keys): the payment intent, the TEST MODE
 * card confirmed at the stand-ins' payment server (what the checkout page's card form does), and the
 * return page's verification. Answers the payment intent's id.
 */
export async function buyTheCourse(call: Call): Promise<string> {
  const intent = await call('POST', '/api/create-payment-intent', { amount: 89, description: 'AI Business Growth Mastery' });
  expectOk(intent, 'payment intent');
  const clientSecret = (intent.json as { clientSecret: string }).clientSecret;
  const intentId = clientSecret.split('_secret_')[0] ?? '';
  const card = { number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' };
  expectOk(await call('POST', `/api/payments/test-mode/v1/payment_intents/${intentId}/confirm`, { client_secret: clientSecret, card }), 'card payment');
  expectOk(await call('POST', '/api/verify-payment', { paymentIntentId: intentId }), 'verification');
  return intentId;
}
