import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { errorEnvelopeSchema } from '@academy/contracts';
import type { RunningServer } from '@academy/service-kit';
import { createTestDatabase, startIdentityProcess, startTestStandIns, type DevelopmentAccount, type IdentityProcess, type TestDatabase, type TestStandIns } from '@academy/test-kit';
import { commerceConfigSchema } from '../../src/config.ts';
import { createCommerceService } from '../../src/http/server.ts';
import type { PaymentProvider } from '../../src/payments/payment-provider.ts';

export interface RunningCommerce {
  service: ReturnType<typeof createCommerceService>;
  server: RunningServer;
  /** The test-mode payment provider the service started (the stripe SDK against the built-in server). */
  payments: PaymentProvider;
  identity: IdentityProcess;
  /** The development stand-ins the service sends to: the mailbox. */
  standIns: TestStandIns;
  /** A direct connection for looking at what the service stored. */
  sql: pg.Pool;
  /** The Cookie header of each demo account, signed in through the identity service. */
  cookies: Record<DevelopmentAccount, string>;
  /** A JSON request to the service: the status and the parsed body. */
  call(method: string, url: string, cookie: string | undefined, body?: unknown): Promise<{ status: number; json: unknown }>;
  rows(query: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** Pays the first invoice of a subscription as the TEST MODE card form does. */
  payFirstInvoice(clientSecret: string, number: string): Promise<{ status: number; json: unknown }>;
  stop(): Promise<void>;
}

export const errorCode = (json: unknown) => errorEnvelopeSchema.parse(json).error.code;

/**
 * The real commerce service on port 0 with its own database, the identity service it resolves
 * sessions through, the development mailbox it sends receipts to, and the payment rate limit lifted.
 */
export async function startCommerce(databaseName: string): Promise<RunningCommerce> {
  const adminUrl = inject('postgresAdminUrl');
  const [database, identity, standIns]: [TestDatabase, IdentityProcess, TestStandIns] = await Promise.all([createTestDatabase(adminUrl, databaseName), startIdentityProcess(adminUrl), startTestStandIns({ mailbox: true })]);
  const mailboxDir = await mkdtemp(path.join(os.tmpdir(), 'commerce-payments-'));
  const config = commerceConfigSchema.parse({ PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', IDENTITY_URL: identity.url, PAYMENTS_TEST_STATE_FILE: path.join(mailboxDir, 'test-payments.json'), ...standIns.env });
  const service = createCommerceService(config, { rateLimits: { policies: { payment: { limit: 1_000, windowMs: 60_000 } } } });
  const server = await service.start();
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
    payments: service.payments(),
    identity,
    standIns,
    sql,
    cookies,
    call,
    rows: async (query, params = []) => (await sql.query(query, params)).rows as Record<string, unknown>[],
    payFirstInvoice: (clientSecret, number) =>
      call('POST', `/api/payments/test-mode/v1/payment_intents/${clientSecret.split('_secret_')[0]}/confirm`, undefined, {
        client_secret: clientSecret,
        card: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
      }),
    async stop() {
      await server.stop();
      await sql.end();
      await identity.stop();
      await standIns.stop();
      await database.drop();
      await rm(mailboxDir, { recursive: true, force: true });
    },
  };
}
