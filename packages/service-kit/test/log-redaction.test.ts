import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createTestDatabase, type TestDatabase } from '@academy/test-kit';
import { createDatabase, createLogger, createServiceApp, listen, type Database, type RunningServer } from '../src/index.ts';

const people = pgTable('people', { id: serial('id').primaryKey(), email: text('email').notNull().unique(), firstName: text('first_name').notNull() });
const schema = { people };

const EMAIL = 'grace.hopper@private.example';
const FIRST_NAME = 'Gracelyn';
const COOKIE = 'academy.sid=s%3Asecret-session-id.signature';
const TOKEN = 'Bearer secret-token-value';

const lines: string[] = [];
const logger = createLogger('redaction-test', 'info', { write: (line: string) => void lines.push(line) });

let database: TestDatabase;
let db: Database<typeof schema>;
let server: RunningServer;

beforeAll(async () => {
  database = await createTestDatabase(inject('postgresAdminUrl'), 'kit_logs');
  db = createDatabase(database.url, schema);
  await db.pool.query('create table people (id serial primary key, email text not null unique, first_name text not null)');
  const routes = Router();
  routes.post('/api/people', async (req, res) => {
    const body = req.body as { email: string; firstName: string };
    // The second insert of the same address fails in PostgreSQL with the address in its detail and parameters.
    await db.db.insert(people).values({ email: body.email, firstName: body.firstName });
    await db.db.insert(people).values({ email: body.email, firstName: body.firstName });
    res.status(201).end();
  });
  routes.post('/api/echo-failure', (req) => {
    // An error that carries the request body, as some libraries' errors do.
    throw Object.assign(new Error('could not handle the request'), { body: req.body, detail: `for ${(req.body as { email: string }).email}` });
  });
  server = await listen(createServiceApp({ logger, routes, ready: async () => true }), 0, () => db.close());
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

const post = (path: string, body: unknown, query = '') =>
  fetch(`${server.url}${path}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: COOKIE, authorization: TOKEN },
    body: JSON.stringify(body),
  });

function expectNoPersonalData(text: string) {
  for (const secret of [EMAIL, 'grace.hopper', FIRST_NAME, 'secret-session-id', 'secret-token-value'])
    expect(text, `the log holds ${secret}`).not.toContain(secret);
}

describe('the log of a failed request', () => {
  it('when a query fails, keeps the SQL error code and statement but not its parameters, detail or the body', async () => {
    lines.length = 0;
    const response = await post('/api/people', { email: EMAIL, firstName: FIRST_NAME }, `?email=${encodeURIComponent(EMAIL)}`);
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('people');

    const text = lines.join('');
    expectNoPersonalData(text);
    const failure = lines
      .map((line) => JSON.parse(line) as { msg?: string; err?: { message: string; query?: string; cause?: { code?: string; constraint?: string } } })
      .find((entry) => entry.msg === 'request failed');
    expect(failure?.err?.query).toContain('insert into "people"');
    expect(failure?.err?.cause).toMatchObject({ code: '23505', constraint: 'people_email_key' });
    expect(text).toContain('"url":"/api/people?email=[redacted]"');
  });

  it('when a handler throws an error holding the body, logs neither the body nor the detail', async () => {
    lines.length = 0;
    const response = await post('/api/echo-failure', { email: EMAIL, firstName: FIRST_NAME, note: 'private' });
    expect(response.status).toBe(500);
    const text = lines.join('');
    expect(text).toContain('could not handle the request');
    expectNoPersonalData(text);
    expect(text).not.toContain('private');
  });

  it('when the body is not JSON, logs no part of it', async () => {
    lines.length = 0;
    const response = await fetch(`${server.url}/api/people`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: COOKIE },
      body: `{"email":"${EMAIL}", oops`,
    });
    expect(response.status).toBe(400);
    expect(lines.length).toBeGreaterThan(0);
    expectNoPersonalData(lines.join(''));
  });

  it('a field a handler logs by hand under a personal name is blanked', () => {
    lines.length = 0;
    logger.info({ user: { email: EMAIL, firstName: FIRST_NAME }, body: { note: 'x' } }, 'hand-written line');
    expectNoPersonalData(lines.join(''));
  });
});

describe('a child logger', () => {
  it('has personal fields of its bindings blanked, and so do its own children', () => {
    lines.length = 0;
    const child = logger.child({ email: EMAIL, component: 'relay' });
    child.info('child line');
    child.child({ user: { firstName: FIRST_NAME, id: 7 } }).info({ token: TOKEN }, 'grandchild line');
    const [first, second] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expectNoPersonalData(lines.join(''));
    expect(first).toMatchObject({ email: '[redacted]', component: 'relay', msg: 'child line' });
    expect(second).toMatchObject({ email: '[redacted]', component: 'relay', user: { firstName: '[redacted]', id: 7 }, token: '[redacted]' });
  });
});
