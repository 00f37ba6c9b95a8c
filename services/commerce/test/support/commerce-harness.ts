import pg from 'pg';
import { inject } from 'vitest';
import { errorEnvelopeSchema } from '@academy/contracts';
import type { RunningServer } from '@academy/service-kit';
import {
  createTestDatabase,
  startIdentityProcess,
  startTestStandIns,
  type DevelopmentAccount,
  type IdentityProcess,
  type TestDatabase,
  type TestStandIns,
} from '@academy/test-kit';
import { commerceConfigSchema } from '../../src/config.ts';
import { createCommerceService } from '../../src/http/server.ts';
import type { PaymentProvider } from '../../src/payments/payment-provider.ts';

export interface RunningCommerce {
  service: ReturnType<typeof createCommerceService>;
  server: RunningServer;
  /** The service's stripe client and webhook secret (the SDK against the test-mode payment server). */
  payments: PaymentProvider;
  identity: IdentityProcess;
  /** The development stand-ins the service uses: the mailbox and the test-mode payment server. */
  standIns: TestStandIns;
  /** A direct connection for looking at what the service stored. */
  sql: pg.Pool;
  /** The Cookie header of each demo account, signed in through the identity service. */
  cookies: Record<DevelopmentAccount, string>;
  /** A JSON request to the service: the status and the parsed body. */
  call(method: string, url: string, cookie: string | undefined, body?: unknown): Promise<{ status: number; json: unknown }>;
  rows(query: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** A Stripe-Signature header for a payload, made with the service's webhook secret as Stripe does. */
  signWebhook(payload: string): string;
  /** Pays the first invoice of a subscription as the TEST MODE card form does (at the payment server). */
  payFirstInvoice(clientSecret: string, number: string): Promise<{ status: number; json: unknown }>;
  stop(): Promise<void>;
}

export const errorCode = (json: unknown) => errorEnvelopeSchema.parse(json).error.code;

/** What the TEST MODE card form does in the browser: confirms at the payment server with the client secret. */
export async function payWithCard(standInsUrl: string, clientSecret: string, number: string): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${standInsUrl}/api/payments/test-mode/v1/payment_intents/${clientSecret.split('_secret_')[0]}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_secret: clientSecret, card: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' } }),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}

/**
 * The real commerce service on port 0 with its own database, the identity service it resolves
 * sessions through, the development mailbox it sends receipts to, the test-mode payment server its
 * stripe SDK talks to (which posts its webhooks to this service), and the payment rate limit lifted.
 */
export async function startCommerce(databaseName: string): Promise<RunningCommerce> {
  const adminUrl = inject('postgresAdminUrl');
  const [database, identity, standIns]: [TestDatabase, IdentityProcess, TestStandIns] = await Promise.all([
    createTestDatabase(adminUrl, databaseName),
    startIdentityProcess(adminUrl),
    startTestStandIns({ mailbox: true, payments: true }),
  ]);
  const config = commerceConfigSchema.parse({ PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', IDENTITY_URL: identity.url, ...standIns.env });
  const service = createCommerceService(config, { rateLimits: { policies: { payment: { limit: 1_000, windowMs: 60_000 } } } });
  const server = await service.start();
  standIns.payments!.setWebhookUrl(`${server.url}/api/webhooks/stripe`);
  const sql = new pg.Pool({ connectionString: database.url, max: 2 });
  const cookies = {} as Record<DevelopmentAccount, string>;
  for (const who of ['free', 'owner', 'admin'] as const) cookies[who] = await identity.signIn(who);

  async function call(method: string, url: string, cookie: string | undefined, body?: unknown) {
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
  }

  return {
    service,
    server,
    payments: service.payments,
    identity,
    standIns,
    sql,
    cookies,
    call,
    rows: async (query, params = []) => (await sql.query(query, params)).rows as Record<string, unknown>[],
    signWebhook: (payload) => service.payments.stripe.webhooks.generateTestHeaderString({ payload, secret: service.payments.webhookSecret }),
    payFirstInvoice: (clientSecret, number) => payWithCard(standIns.url, clientSecret, number),
    async stop() {
      await server.stop();
      await sql.end();
      await identity.stop();
      await standIns.stop();
      await database.drop();
    },
  };
}
