import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { EventEnvelope } from '@academy/contracts';
import { ConfigError, loadConfig, type RunningServer } from '@academy/service-kit';
import { createTestDatabase, type TestDatabase } from '@academy/test-kit';
import { commerceConfigSchema } from '../src/config.ts';
import { createCommerceService } from '../src/http/server.ts';
import { unreachedProviders } from './support/unreached-providers.ts';

const userCreated = (userId: string, email: string): EventEnvelope => ({
  id: randomUUID(),
  type: 'user.created',
  source: 'identity',
  occurredAt: new Date().toISOString(),
  subject: userId,
  data: { userId, email, firstName: 'Alex', lastName: 'Learner', role: 'user' },
  version: 1,
});

describe('POST /internal/events: user.created', () => {
  let database: TestDatabase;
  let server: RunningServer;
  let sql: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase(inject('postgresAdminUrl'), 'commerce_events');
    const config = commerceConfigSchema.parse({
      PORT: '0',
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
      DEV_COURSE_OWNER_EMAILS: 'Learner@Academy.test',
      ...unreachedProviders,
    });
    server = await createCommerceService(config).start();
    sql = new pg.Pool({ connectionString: database.url, max: 2 });
  });

  afterAll(async () => {
    await server?.stop();
    await sql?.end();
    await database?.drop();
  });

  const deliver = (event: EventEnvelope) =>
    fetch(`${server.url}/internal/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) });

  it('grants the development course owner lifetime access once and announces it with entitlement.granted', async () => {
    const event = userCreated('user-1', 'learner@academy.test');
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(userCreated('user-1', 'learner@academy.test'))).status).toBe(200);
    expect((await sql.query('select user_id, product_id, reason from entitlements')).rows).toEqual([
      { user_id: 'user-1', product_id: 'lifetime-access', reason: 'development' },
    ]);
    const announced = await sql.query("select subject, payload from event_outbox where type = 'entitlement.granted'");
    expect(announced.rows).toHaveLength(1);
    expect(announced.rows[0].payload).toMatchObject({ userId: 'user-1', productId: 'lifetime-access', reason: 'development' });
  });

  it('grants nothing to a course owner whose account was deleted before their user.created arrived', async () => {
    const deleted: EventEnvelope = {
      id: randomUUID(),
      type: 'user.deleted',
      source: 'identity',
      occurredAt: new Date().toISOString(),
      subject: 'user-3',
      data: { userId: 'user-3', email: 'learner@academy.test' },
      version: 1,
    };
    expect((await deliver(deleted)).status).toBe(200);
    expect(await (await deliver(userCreated('user-3', 'learner@academy.test'))).json()).toEqual({ status: 'processed' });
    expect((await sql.query("select * from entitlements where user_id = 'user-3'")).rows).toEqual([]);
    expect((await sql.query("select * from event_outbox where type = 'entitlement.granted' and subject = 'user-3'")).rows).toEqual([]);
  });

  it('grants nothing to any other new account', async () => {
    expect((await deliver(userCreated('user-2', 'visitor@academy.test'))).status).toBe(200);
    expect((await sql.query("select * from entitlements where user_id = 'user-2'")).rows).toEqual([]);
  });
});

describe('configuration', () => {
  it('refuses development course owners in production', () => {
    expect(() =>
      loadConfig('commerce', commerceConfigSchema, {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://u:p@localhost/db',
        DEV_COURSE_OWNER_EMAILS: 'a@b.c',
        ...unreachedProviders,
      }),
    ).toThrow(ConfigError);
  });
});

describe('configuration of payments and mail', () => {
  const base = { DATABASE_URL: 'postgres://u:p@localhost/db', ...unreachedProviders };
  it('takes the defaults for keys left empty, as .env.example leaves them', () => {
    const config = loadConfig('commerce', commerceConfigSchema, { ...base, STRIPE_API_URL: '', STRIPE_WEBHOOK_TOLERANCE_SECONDS: '', MAIL_FROM: '' });
    expect(config).toMatchObject({
      STRIPE_API_URL: undefined,
      STRIPE_WEBHOOK_TOLERANCE_SECONDS: 300,
      MAIL_FROM: 'AI Business Academy <receipts@academy.example>',
    });
  });

  it('will not start without its real providers, and names what to do', () => {
    const { DATABASE_URL } = base;
    expect(() => loadConfig('commerce', commerceConfigSchema, { DATABASE_URL, NODE_ENV: 'production', SMTP_URL: '', STRIPE_SECRET_KEY: '' })).toThrow(
      /STRIPE_SECRET_KEY: is required: the Stripe secret key[\s\S]*STRIPE_WEBHOOK_SECRET: is required[\s\S]*SMTP_URL: is required: the SMTP server receipts are sent through/,
    );
    expect(() => loadConfig('commerce', commerceConfigSchema, { ...base, SMTP_URL: 'http://mail.example' })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
  });

  it('refuses a key of the wrong kind: a publishable key where the secret key goes, a webhook secret without whsec_', () => {
    expect(() => loadConfig('commerce', commerceConfigSchema, { ...base, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret key/,
    );
    expect(() => loadConfig('commerce', commerceConfigSchema, { ...base, STRIPE_WEBHOOK_SECRET: 'abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: must be a Stripe webhook signing secret/,
    );
    expect(loadConfig('commerce', commerceConfigSchema, { ...base, STRIPE_SECRET_KEY: 'sk_live_abc' }).STRIPE_SECRET_KEY).toBe('sk_live_abc');
  });

  it('points the SDK elsewhere than Stripe only outside production', () => {
    expect(() => loadConfig('commerce', commerceConfigSchema, { ...base, NODE_ENV: 'production' })).toThrow(/STRIPE_API_URL: is for development only/);
    expect(loadConfig('commerce', commerceConfigSchema, { ...base, NODE_ENV: 'production', STRIPE_API_URL: '' }).STRIPE_API_URL).toBeUndefined();
  });
});
