import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { EventEnvelope } from '@academy/contracts';
import type { RunningServer } from '@academy/service-kit';
import { createTestDatabase, type TestDatabase } from '@academy/test-kit';
import { commerceConfigSchema } from '../src/config.ts';
import { createCommerceService } from '../src/http/server.ts';
import { unreachedProviders } from './support/unreached-providers.ts';

let database: TestDatabase;
let server: RunningServer;
let sql: pg.Pool;

const deliver = (event: EventEnvelope) =>
  fetch(`${server.url}/internal/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) });

beforeAll(async () => {
  database = await createTestDatabase(inject('postgresAdminUrl'), 'commerce_user_deleted');
  server = await createCommerceService(
    commerceConfigSchema.parse({ PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', ...unreachedProviders }),
  ).start();
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
});

afterAll(async () => {
  await server?.stop();
  await sql?.end();
  await database?.drop();
});

describe('POST /internal/events: user.deleted', () => {
  it('removes the user’s entitlements and the e-mail on their orders, keeps the orders and everyone else’s data', async () => {
    for (const [userId, email] of [
      ['u-gone', 'gone@example.com'],
      ['u-kept', 'kept@example.com'],
    ] as const) {
      await sql.query("insert into entitlements (user_id, email, product_id, reason) values ($1, $2, 'lifetime-access', 'purchase')", [userId, email]);
      await sql.query(
        "insert into orders (user_id, email, product_id, amount, currency, status, payment_intent_id) values ($1, $2, 'lifetime-access', 8900, 'usd', 'paid', $3)",
        [userId, email, `pi_${userId}`],
      );
    }
    const event: EventEnvelope = {
      id: randomUUID(),
      type: 'user.deleted',
      source: 'identity',
      occurredAt: new Date().toISOString(),
      subject: 'u-gone',
      data: { userId: 'u-gone', email: 'gone@example.com' },
      version: 1,
    };
    expect(await (await deliver(event)).json()).toEqual({ status: 'processed' });

    const entitlements = await sql.query<{ user_id: string }>('select user_id from entitlements order by user_id');
    expect(entitlements.rows).toEqual([{ user_id: 'u-kept' }]);
    const orders = await sql.query<{ user_id: string; email: string; amount: number }>('select user_id, email, amount from orders order by user_id');
    expect(orders.rows).toEqual([
      { user_id: 'u-gone', email: '', amount: 8900 },
      { user_id: 'u-kept', email: 'kept@example.com', amount: 8900 },
    ]);
  });
});
