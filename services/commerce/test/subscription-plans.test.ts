import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { subscriptionPlansResponseSchema } from '@academy/contracts';
import type { RunningServer } from '@academy/service-kit';
import { createTestDatabase, type TestDatabase } from '@academy/test-kit';
import { commerceConfigSchema } from '../src/config.ts';
import { createCommerceService } from '../src/http/server.ts';
import { unreachedProviders } from './support/unreached-providers.ts';

describe('GET /api/subscription-plans', () => {
  let database: TestDatabase;
  let server: RunningServer;
  const start = () =>
    createCommerceService(commerceConfigSchema.parse({ PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', ...unreachedProviders })).start();
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    database = await createTestDatabase(inject('postgresAdminUrl'), 'commerce');
    server = await start();
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('shows visitors the lifetime course offer at $89 with its eight features', async () => {
    const response = await fetch(`${server.url}/api/subscription-plans`);
    expect(response.status).toBe(200);
    const [offer] = subscriptionPlansResponseSchema.parse(await response.json());
    expect(offer).toMatchObject({ id: 'lifetime-access', name: 'AI Business Growth Mastery', price: 8900, interval: 'once', isActive: true });
    expect(offer?.features).toHaveLength(8);
    // The price is the plan's price alone: text that states it too goes stale when an administrator changes it.
    expect([offer?.description, ...(offer?.features ?? [])].join(' ')).not.toMatch(/\$\d/);
  });

  it('migration 0007 takes the price out of the course description seeded before, and leaves a rewritten one alone', async () => {
    const migration = await readFile(new URL('../drizzle/0007_course-description-without-price.sql', import.meta.url), 'utf8');
    await query("update subscription_plans set description = 'The complete course with lifetime access, sold once for $89.' where id = 'lifetime-access'");
    await query(migration);
    expect(await query("select description from subscription_plans where id = 'lifetime-access'")).toEqual([
      { description: 'The complete course with lifetime access, sold once.' },
    ]);
    await query("update subscription_plans set description = 'Written by an administrator' where id = 'lifetime-access'");
    await query(migration);
    expect(await query("select description from subscription_plans where id = 'lifetime-access'")).toEqual([{ description: 'Written by an administrator' }]);
  });

  it('keeps an administrator’s change to a seeded plan across restarts', async () => {
    await query("update subscription_plans set name = 'Renamed offer' where id = 'lifetime-access'");
    await server.stop();
    server = await start();
    const plans = subscriptionPlansResponseSchema.parse(await (await fetch(`${server.url}/api/subscription-plans`)).json());
    expect(plans[0]?.name).toBe('Renamed offer');
  });

  it('leaves inactive plans out', async () => {
    await query(
      "insert into subscription_plans (id, name, description, price, interval, features, is_active) values ('old', 'Old', 'Retired', 1000, 'month', '[]', false)",
    );
    const plans = subscriptionPlansResponseSchema.parse(await (await fetch(`${server.url}/api/subscription-plans`)).json());
    expect(plans.map((p) => p.id)).toEqual(['lifetime-access']);
  });
});
