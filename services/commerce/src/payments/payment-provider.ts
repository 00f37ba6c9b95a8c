import { randomBytes } from 'node:crypto';
import type { Router } from 'express';
import type { Logger } from 'pino';
import Stripe from 'stripe';
import type { CommerceConfig } from '../config.ts';
import { startTestPaymentServer, type TestPaymentServer } from '../test-mode-payments/test-payment-server.ts';

export interface PaymentProvider {
  /** The one client every use case talks to, whichever server is behind it. */
  stripe: Stripe;
  webhookSecret: string;
  webhookToleranceSeconds: number;
  mode: 'stripe' | 'test';
  /** Test mode only: the browser-facing confirm endpoint of the built-in payment server. */
  testModeBrowserRouter?: Router;
  /** Test mode only: the built-in payment server (tests wait for or pause its webhooks). */
  testServer?: TestPaymentServer;
  /** Where the built-in server posts its webhooks (Stripe's endpoints are set in its dashboard). */
  setWebhookUrl(url: string): void;
  stop(): Promise<void>;
}

const randomKey = (prefix: string) => `${prefix}${randomBytes(24).toString('hex')}`;

/**
 * With Stripe keys, the SDK talks to Stripe. Without, the built-in test-mode payment server is
 * started on a loopback port with fresh keys, and the same SDK is pointed at it through its
 * host/port/protocol options: one code path either way.
 */
export async function startPaymentProvider(config: CommerceConfig, logger: Logger): Promise<PaymentProvider> {
  const webhookToleranceSeconds = config.STRIPE_WEBHOOK_TOLERANCE_SECONDS;
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return {
      stripe: new Stripe(config.STRIPE_SECRET_KEY, { maxNetworkRetries: 2, appInfo: { name: 'ai-business-academy' } }),
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      webhookToleranceSeconds,
      mode: 'stripe',
      setWebhookUrl: () => undefined,
      stop: async () => undefined,
    };
  }
  const secretKey = randomKey('sk_test_');
  const webhookSecret = randomKey('whsec_');
  const server = await startTestPaymentServer({ secretKey, webhookSecret, logger, stateFile: config.PAYMENTS_TEST_STATE_FILE });
  return {
    stripe: new Stripe(secretKey, { host: server.host, port: server.port, protocol: server.protocol, maxNetworkRetries: 2, telemetry: false }),
    webhookSecret,
    webhookToleranceSeconds,
    mode: 'test',
    testModeBrowserRouter: server.browserRouter,
    testServer: server,
    setWebhookUrl: (url) => server.setWebhookUrl(url),
    stop: () => server.stop(),
  };
}
