import Stripe from 'stripe';
import type { CommerceConfig } from '../config.ts';

export interface PaymentProvider {
  /** The one client every use case talks to. */
  stripe: Stripe;
  webhookSecret: string;
  webhookToleranceSeconds: number;
}

/**
 * The stripe SDK with the configured keys. It talks to Stripe, or, when STRIPE_API_URL is set
 * (development only), to the server there: `npm start` points it at the test-mode payment server
 * (dev/stand-ins), which speaks Stripe's API. One code path either way.
 */
export function createPaymentProvider(config: CommerceConfig): PaymentProvider {
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
  const protocol = api?.protocol === 'http:' ? 'http' : 'https';
  return {
    stripe: new Stripe(config.STRIPE_SECRET_KEY, {
      maxNetworkRetries: 2,
      appInfo: { name: 'ai-business-academy' },
      ...(api ? { host: api.hostname, port: Number(api.port) || (protocol === 'http' ? 80 : 443), protocol, telemetry: false } : {}),
    }),
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    webhookToleranceSeconds: config.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
  };
}
