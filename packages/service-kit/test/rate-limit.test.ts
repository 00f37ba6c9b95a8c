import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorEnvelopeSchema } from '@academy/contracts';
import { createTestDatabase, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import {
  createDatabase,
  createIdentityClient,
  createLogger,
  createServiceApp,
  listen,
  paymentRateLimit,
  quizSubmissionRateLimit,
  signInRateLimit,
  type Database,
  type IdentityClient,
  type RateLimitOptions,
  type RunningServer,
} from '../src/index.ts';

let identity: IdentityProcess;
let client: IdentityClient;
let database: TestDatabase;
let db: Database<Record<string, never>>;
const servers: RunningServer[] = [];

beforeAll(async () => {
  [identity, database] = await Promise.all([startIdentityProcess(inject('postgresAdminUrl')), createTestDatabase(inject('postgresAdminUrl'), 'kit_limits')]);
  client = createIdentityClient({ identityUrl: identity.url });
  db = createDatabase(database.url, {});
});
afterAll(async () => {
  for (const server of servers) await server.stop();
  client?.close();
  await db?.close();
  await identity?.stop();
  await database?.drop();
});

function routes(): Router {
  const router = Router();
  router.get('/api/things', (_req, res) => void res.json({ ok: true }));
  router.post('/api/things', (_req, res) => void res.status(201).json({ ok: true }));
  router.post('/api/pay', paymentRateLimit, (_req, res) => void res.status(201).json({ paid: true }));
  router.post('/api/quiz', quizSubmissionRateLimit, (_req, res) => void res.status(201).json({ graded: true }));
  router.get('/api/login', signInRateLimit, (_req, res) => void res.redirect(302, '/issuer'));
  router.post('/internal/events', (_req, res) => void res.json({ status: 'processed' }));
  return router;
}

async function startService(rateLimits: RateLimitOptions): Promise<RunningServer> {
  const server = await listen(createServiceApp({ logger: createLogger('limits', 'silent'), routes: routes(), ready: async () => true, rateLimits }), 0);
  servers.push(server);
  return server;
}

const minute = 60_000;
const post = (server: RunningServer, path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });

async function expectRateLimited(response: Response, requestId?: string) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  const { error } = errorEnvelopeSchema.parse(await response.json());
  expect(error.code).toBe('RATE_LIMITED');
  expect(error.details).toEqual({ retryAfterSeconds: retryAfter });
  if (requestId) expect(error.requestId).toBe(requestId);
}

describe('the default write limit of createServiceApp', () => {
  it('answers the write over the limit with 429, Retry-After and the envelope; reads stay open', async () => {
    const server = await startService({ policies: { write: { limit: 3, windowMs: minute } } });
    for (let i = 0; i < 3; i += 1) expect((await post(server, '/api/things')).status).toBe(201);
    await expectRateLimited(await post(server, '/api/things', { 'x-request-id': 'limited-1' }), 'limited-1');
    expect((await fetch(`${server.url}/api/things`)).status).toBe(200);
    // Service-to-service deliveries are never limited.
    expect((await post(server, '/internal/events')).status).toBe(200);
  });

  it('counts signed-in users per user and visitors per address', async () => {
    const server = await startService({ identity: client, policies: { write: { limit: 2, windowMs: minute } } });
    const owner = await identity.signIn('owner');
    const admin = await identity.signIn('admin');
    const ownerAgain = await identity.signIn('owner');
    expect((await post(server, '/api/things', { cookie: owner })).status).toBe(201);
    // Another session of the same user shares the user's count.
    expect((await post(server, '/api/things', { cookie: ownerAgain })).status).toBe(201);
    await expectRateLimited(await post(server, '/api/things', { cookie: owner }));
    // Another user from the same address has a count of their own, and so do visitors.
    expect((await post(server, '/api/things', { cookie: admin })).status).toBe(201);
    expect((await post(server, '/api/things')).status).toBe(201);
    expect((await post(server, '/api/things')).status).toBe(201);
    await expectRateLimited(await post(server, '/api/things'));
    // A made-up cookie is a visitor, not a fresh count.
    await expectRateLimited(await post(server, '/api/things', { cookie: 'academy.sid=s%3Amade-up.sig' }));
  });

  it('keeps the counters in PostgreSQL, shared by every instance of the service', async () => {
    const options: RateLimitOptions = { pool: db.pool, policies: { write: { limit: 3, windowMs: minute } } };
    const first = await startService(options);
    const second = await startService(options);
    expect((await post(first, '/api/things')).status).toBe(201);
    expect((await post(second, '/api/things')).status).toBe(201);
    expect((await post(first, '/api/things')).status).toBe(201);
    await expectRateLimited(await post(second, '/api/things'));
    const { rows } = await db.pool.query<{ key: string; hits: number }>('select key, hits from service_kit_rate_limits');
    expect(rows).toEqual([{ key: 'write:ip:127.0.0.1', hits: 4 }]);
  });
});

describe('named policies a route attaches', () => {
  it('paymentRateLimit, quizSubmissionRateLimit and signInRateLimit each count on their own', async () => {
    const server = await startService({
      policies: { payment: { limit: 2, windowMs: minute }, quizSubmission: { limit: 1, windowMs: minute }, signIn: { limit: 2, windowMs: minute } },
    });
    expect((await post(server, '/api/pay')).status).toBe(201);
    expect((await post(server, '/api/pay')).status).toBe(201);
    await expectRateLimited(await post(server, '/api/pay'));

    expect((await post(server, '/api/quiz')).status).toBe(201);
    await expectRateLimited(await post(server, '/api/quiz'));

    const login = () => fetch(`${server.url}/api/login`, { redirect: 'manual' });
    expect((await login()).status).toBe(302);
    expect((await login()).status).toBe(302);
    await expectRateLimited(await login());
  });

  it('the default numbers leave ordinary use alone', async () => {
    const server = await startService({});
    for (let i = 0; i < 20; i += 1) expect((await post(server, '/api/things')).status).toBe(201);
    for (let i = 0; i < 5; i += 1) expect((await post(server, '/api/quiz')).status).toBe(201);
  });
});
