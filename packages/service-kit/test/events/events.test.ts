import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { OLDEST_EVENT_VERSION, eventVersions, type ErrorEnvelope, type EventEnvelope, type FieldIssue } from '@academy/contracts';
import { createTestDatabase, freePort, type TestDatabase } from '@academy/test-kit';
import {
  AppError,
  EVENTS_PATH,
  createDatabase,
  createLogger,
  createOutboxRelay,
  createServiceApp,
  eventsRouter,
  listen,
  publishEvent,
  pruneOutbox,
  type Database,
  type EventSubscriber,
  type OutboxRelay,
  type OutboxRelayOptions,
  type RunningServer,
} from '../../src/index.ts';
import * as schema from './schema.ts';

const migrations = fileURLToPath(new URL('./drizzle', import.meta.url));
const logger = createLogger('events-test', 'silent');
const TOKEN = 'test-shared-secret-0123456789';

type Db = Database<typeof schema>;

let producerDatabase: TestDatabase;
let consumerDatabase: TestDatabase;
let secondConsumerDatabase: TestDatabase;
let producer: Db;
/** The consuming service's database. */
let consumer: Db;
/** A second consuming service's database, for tests with two subscribers. */
let secondConsumer: Db;

/** What the test consumer saw: every POST that reached it, and every handler run. */
const seen = {
  posts: [] as EventEnvelope[],
  handled: [] as string[],
  /** The data each handler was given, as it was given. */
  data: [] as unknown[],
  /** Event ids whose handler throws, and how many more times. */
  failures: new Map<string, number>(),
};

const servers: RunningServer[] = [];
const relays: OutboxRelay[] = [];
const extraDatabases: Db[] = [];

beforeAll(async () => {
  const adminUrl = inject('postgresAdminUrl');
  [producerDatabase, consumerDatabase, secondConsumerDatabase] = await Promise.all([
    createTestDatabase(adminUrl, 'events_producer'),
    createTestDatabase(adminUrl, 'events_consumer'),
    createTestDatabase(adminUrl, 'events_consumer'),
  ]);
  producer = createDatabase(producerDatabase.url, schema);
  consumer = createDatabase(consumerDatabase.url, schema);
  secondConsumer = createDatabase(secondConsumerDatabase.url, schema);
  await Promise.all([producer.migrate(migrations), consumer.migrate(migrations), secondConsumer.migrate(migrations)]);
});

afterAll(async () => {
  await Promise.all([producer?.close(), consumer?.close(), secondConsumer?.close()]);
  await Promise.all([producerDatabase?.drop(), consumerDatabase?.drop(), secondConsumerDatabase?.drop()]);
});

beforeEach(async () => {
  const reset = 'truncate event_outbox, event_outbox_deliveries, event_inbox, grants, completions cascade';
  await Promise.all([producer.pool.query(reset), consumer.pool.query(reset), secondConsumer.pool.query(reset)]);
  seen.posts = [];
  seen.handled = [];
  seen.data = [];
  seen.failures.clear();
});

afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.stop()));
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  await Promise.all(extraDatabases.splice(0).map((database) => database.close()));
});

/** A consuming service: the events router over its own database, on a real port. */
async function startConsumer(options: { port?: number; sharedSecret?: string; database?: Db } = {}): Promise<RunningServer> {
  const database = options.database ?? consumer;
  const app = createServiceApp({
    logger,
    ready: database.ping,
    configure: (express) => {
      express.use(EVENTS_PATH, (req, _res, next) => {
        seen.posts.push(req.body as EventEnvelope);
        next();
      });
    },
    routes: eventsRouter({
      db: database.db,
      sharedSecret: options.sharedSecret,
      handlers: {
        'entitlement.granted': async (tx, event) => {
          failIfAsked(event.id);
          seen.data.push(event.data);
          await tx.insert(schema.grants).values({ userId: event.data.userId, productId: event.data.productId, grantedAt: new Date(event.data.grantedAt) });
          seen.handled.push(event.id);
        },
        'section.completed': async (tx, event) => {
          await tx.insert(schema.completions).values(event.data);
          failIfAsked(event.id);
          seen.handled.push(event.id);
        },
        'quest.completed': async (_tx, event) => {
          seen.data.push(event.data);
          seen.handled.push(event.id);
        },
      },
    }),
  });
  const server = await listen(app, options.port ?? 0);
  servers.push(server);
  return server;
}

function failIfAsked(eventId: string) {
  const left = seen.failures.get(eventId) ?? 0;
  if (left > 0) {
    seen.failures.set(eventId, left - 1);
    throw new Error('the handler failed');
  }
}

function relayFor(subscribers: EventSubscriber[], options: Partial<OutboxRelayOptions> = {}): OutboxRelay {
  const relay = createOutboxRelay({
    pool: producer.pool,
    source: 'commerce',
    subscribers,
    logger,
    pollIntervalMs: 20,
    backoff: { initialMs: 40, maxMs: 200 },
    listen: false,
    requestTimeoutMs: 2_000,
    ...options,
  });
  relays.push(relay);
  return relay;
}

function grant(userId: string) {
  return producer.db.transaction((tx) =>
    publishEvent(tx, {
      type: 'entitlement.granted',
      subject: userId,
      data: { userId, email: `${userId}@example.com`, productId: 'lifetime-access', grantedAt: '2025-03-01T10:00:00.000Z', reason: 'purchase' },
    }),
  );
}

function completeSection(sectionIndex: number) {
  return producer.db.transaction((tx) => publishEvent(tx, { type: 'section.completed', subject: 'u-1', data: { userId: 'u-1', moduleId: 1, sectionIndex } }));
}

async function deliveries() {
  return producer.db.select().from(schema.eventOutboxDeliveries).orderBy(asc(schema.eventOutboxDeliveries.subscriber));
}

async function sectionsReceived() {
  const rows = await consumer.db.select().from(schema.completions);
  return rows.length;
}

function postEnvelope(server: RunningServer, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${EVENTS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('publishEvent', () => {
  it('when the transaction rolls back, leaves nothing to deliver', async () => {
    const server = await startConsumer();
    const relay = relayFor([{ name: 'learning', url: server.url }]);

    await expect(
      producer.db.transaction(async (tx) => {
        await tx.insert(schema.grants).values({ userId: 'u-1', productId: 'lifetime-access', grantedAt: new Date() });
        await publishEvent(tx, {
          type: 'entitlement.granted',
          subject: 'u-1',
          data: { userId: 'u-1', email: 'u-1@example.com', productId: 'lifetime-access', grantedAt: '2025-03-01T10:00:00.000Z', reason: 'purchase' },
        });
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');

    expect(await relay.drainOnce()).toEqual({ delivered: 0, failed: 0, dead: 0 });
    const [outbox] = await producer.db.select({ n: count() }).from(schema.eventOutbox);
    expect(outbox?.n).toBe(0);
    expect(seen.posts).toEqual([]);
  });

  it('refuses an event type that is not in the contracts, and the change fails with it', async () => {
    const attempt = producer.db.transaction(async (tx) => {
      await tx.insert(schema.grants).values({ userId: 'u-1', productId: 'lifetime-access', grantedAt: new Date() });
      // @ts-expect-error: the type is not in the registry
      await publishEvent(tx, { type: 'membership.cancelled', data: { userId: 'u-1' } });
    });
    await expect(attempt).rejects.toMatchObject({ code: 'EVENT_TYPE_UNKNOWN' });
    expect(await producer.db.select().from(schema.grants)).toEqual([]);
  });

  it('refuses data that does not match the type’s schema, naming the field', async () => {
    const attempt = producer.db.transaction((tx) =>
      // @ts-expect-error: sectionIndex is missing
      publishEvent(tx, { type: 'section.completed', data: { userId: 'u-1', moduleId: 1 } }),
    );
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: 'EVENT_DATA_INVALID', details: [{ path: 'sectionIndex' }] });
  });
});

describe('outbox relay', () => {
  it('when the transaction commits, delivers the envelope once and the consumer acts on it', async () => {
    const server = await startConsumer();
    const relay = relayFor([{ name: 'learning', url: server.url }]);
    const published = await grant('u-1');

    expect(await relay.drainOnce()).toEqual({ delivered: 1, failed: 0, dead: 0 });
    expect(await relay.drainOnce()).toEqual({ delivered: 0, failed: 0, dead: 0 });

    expect(seen.posts).toEqual([
      {
        id: published.id,
        type: 'entitlement.granted',
        source: 'commerce',
        occurredAt: published.occurredAt.toISOString(),
        subject: 'u-1',
        data: { userId: 'u-1', email: 'u-1@example.com', productId: 'lifetime-access', grantedAt: '2025-03-01T10:00:00.000Z', reason: 'purchase' },
        version: 1,
      },
    ]);
    expect(await consumer.db.select({ userId: schema.grants.userId }).from(schema.grants)).toEqual([{ userId: 'u-1' }]);
    const [inbox] = await consumer.db.select().from(schema.eventInbox);
    expect(inbox).toMatchObject({ eventId: published.id, type: 'entitlement.granted', source: 'commerce', subject: 'u-1', outcome: 'processed' });
    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({ subscriber: 'learning', attempts: 1, lastError: null, deadAt: null });
    expect(delivery?.deliveredAt).toBeInstanceOf(Date);
  });

  it('when a consumer is down, retries with backoff, delivers once it is back, and does not hold up the others', async () => {
    const backoffice = await startConsumer();
    const learningPort = await freePort();
    const relay = relayFor(
      [
        { name: 'learning', url: `http://127.0.0.1:${learningPort}` },
        { name: 'backoffice', url: backoffice.url },
      ],
      { backoff: { initialMs: 50, maxMs: 150 } },
    );
    const published = await grant('u-1');
    await relay.start();

    await vi.waitFor(
      async () => {
        const learning = (await deliveries()).find((d) => d.subscriber === 'learning');
        expect(learning?.attempts).toBeGreaterThanOrEqual(2);
      },
      { timeout: 3_000, interval: 20 },
    );
    const state = await deliveries();
    expect(state.find((d) => d.subscriber === 'backoffice')?.deliveredAt).toBeInstanceOf(Date);
    const learning = state.find((d) => d.subscriber === 'learning');
    expect(learning?.deliveredAt).toBeNull();
    expect(learning?.lastError).toContain('ECONNREFUSED');
    expect(seen.handled).toEqual([published.id]);

    await startConsumer({ port: learningPort, database: secondConsumer });
    await vi.waitFor(
      async () => {
        expect((await deliveries()).every((d) => d.deliveredAt instanceof Date)).toBe(true);
      },
      { timeout: 3_000, interval: 20 },
    );
    expect(seen.handled).toEqual([published.id, published.id]);
    expect(seen.posts.map((post) => post.id)).toEqual([published.id, published.id]);
  });

  it('when the same event is sent again, the consumer answers duplicate and does not act twice', async () => {
    const server = await startConsumer();
    const relay = relayFor([{ name: 'learning', url: server.url }]);
    const published = await grant('u-1');
    await relay.drainOnce();

    // The consumer committed but its answer was lost: the relay still has the delivery pending.
    await producer.pool.query('update event_outbox_deliveries set delivered_at = null');
    expect(await relay.drainOnce()).toEqual({ delivered: 1, failed: 0, dead: 0 });

    expect(seen.posts.map((post) => post.id)).toEqual([published.id, published.id]);
    expect(seen.handled).toEqual([published.id]);
    expect(await consumer.db.select().from(schema.grants)).toHaveLength(1);
    const again = await postEnvelope(server, seen.posts[0]);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: 'duplicate' });
  });

  it('when the handler fails, keeps nothing, answers 500, and succeeds on a later retry', async () => {
    const server = await startConsumer();
    // A backoff long enough that a busy machine cannot reach the second pass after it.
    const relay = relayFor([{ name: 'learning', url: server.url }], { backoff: { initialMs: 2_000, maxMs: 2_000, jitter: 0 } });
    const published = await grant('u-1');
    seen.failures.set(published.id, 1);

    expect(await relay.drainOnce()).toEqual({ delivered: 0, failed: 1, dead: 0 });
    expect(await consumer.db.select().from(schema.eventInbox)).toEqual([]);
    expect(await consumer.db.select().from(schema.grants)).toEqual([]);
    const [failed] = await deliveries();
    expect(failed).toMatchObject({ attempts: 1, deliveredAt: null });
    expect(failed?.lastError).toContain('HTTP 500');
    expect(failed?.lastError).toContain('EVENT_HANDLER_FAILED');

    // Not due yet: the backoff holds the retry back; once it is due, the retry succeeds.
    expect(await relay.drainOnce()).toEqual({ delivered: 0, failed: 0, dead: 0 });
    await vi.waitFor(async () => expect(await relay.drainOnce()).toEqual({ delivered: 1, failed: 0, dead: 0 }), { timeout: 15_000, interval: 250 });
    expect(seen.handled).toEqual([published.id]);
    expect(await consumer.db.select({ userId: schema.grants.userId }).from(schema.grants)).toEqual([{ userId: 'u-1' }]);
  });

  it('delivers in the order of occurrence, holding later events back while an earlier one is retried', async () => {
    const server = await startConsumer();
    const relay = relayFor([{ name: 'learning', url: server.url }], { backoff: { initialMs: 30, maxMs: 30, jitter: 0 } });
    const ids: string[] = [];
    for (const index of [0, 1, 2]) ids.push((await completeSection(index)).id);
    ids.push(
      ...(await producer.db.transaction(async (tx) => {
        const first = await publishEvent(tx, { type: 'section.completed', data: { userId: 'u-1', moduleId: 1, sectionIndex: 3 } });
        const second = await publishEvent(tx, { type: 'section.completed', data: { userId: 'u-1', moduleId: 1, sectionIndex: 4 } });
        return [first.id, second.id];
      })),
    );
    seen.failures.set(ids[2]!, 1);

    expect(await relay.drainOnce()).toEqual({ delivered: 2, failed: 1, dead: 0 });
    expect(await sectionsReceived()).toBe(2);
    await vi.waitFor(async () => expect((await relay.drainOnce()).delivered).toBe(3), { timeout: 2_000, interval: 20 });

    expect(seen.posts.map((post) => post.id)).toEqual([ids[0], ids[1], ids[2], ids[2], ids[3], ids[4]]);
    expect(seen.handled).toEqual(ids);
  });

  it('with two relays running at once, delivers each event to a subscriber once and in order', async () => {
    const server = await startConsumer();
    const subscribers = [{ name: 'learning', url: server.url }];
    const second = createDatabase(producerDatabase.url, schema);
    extraDatabases.push(second);
    const relayA = relayFor(subscribers, { pollIntervalMs: 5, batchSize: 4 });
    const relayB = relayFor(subscribers, { pollIntervalMs: 5, batchSize: 4, pool: second.pool });
    await Promise.all([relayA.start(), relayB.start()]);

    const ids: string[] = [];
    for (let index = 0; index < 30; index++) ids.push((await completeSection(index)).id);
    await vi.waitFor(async () => expect(await sectionsReceived()).toBe(30), { timeout: 5_000, interval: 20 });
    await Promise.all([relayA.drainOnce(), relayB.drainOnce()]);

    expect(seen.posts.map((post) => post.id)).toEqual(ids);
    expect((await deliveries()).every((d) => d.attempts === 1 && d.deliveredAt instanceof Date)).toBe(true);
  });

  it('gives an event up when the consumer refuses it for good, or after maxAttempts, and moves on', async () => {
    const server = await startConsumer();
    const relay = relayFor([{ name: 'learning', url: server.url }], { maxAttempts: 2, backoff: { initialMs: 10, maxMs: 10 } });
    // Written without publishEvent, as a producer with a different contract version would: the
    // consumer answers 422 and no retry can change that.
    const malformed = '0b7c9d6e-9a51-4f0e-8f64-2b1c6a7e5d41';
    await producer.pool.query(`insert into event_outbox (id, type, subject, payload) values ($1, 'section.completed', 'u-1', '{"userId":"u-1"}')`, [malformed]);
    const failing = await grant('u-2');
    seen.failures.set(failing.id, 5);
    const later = await grant('u-3');

    await vi.waitFor(
      async () => {
        await relay.drainOnce();
        expect(seen.handled).toEqual([later.id]);
      },
      { timeout: 2_000, interval: 15 },
    );

    const byEvent = new Map((await deliveries()).map((d) => [d.eventId, d]));
    expect(byEvent.get(malformed)).toMatchObject({ attempts: 1, deliveredAt: null });
    expect(byEvent.get(malformed)?.deadAt).toBeInstanceOf(Date);
    expect(byEvent.get(malformed)?.lastError).toContain('HTTP 422');
    expect(byEvent.get(failing.id)).toMatchObject({ attempts: 2, deliveredAt: null });
    expect(byEvent.get(failing.id)?.deadAt).toBeInstanceOf(Date);
    expect(byEvent.get(later.id)?.deliveredAt).toBeInstanceOf(Date);
  });

  it('when listening, delivers a committed event without waiting for the next poll', async () => {
    const server = await startConsumer();
    const relay = relayFor([{ name: 'learning', url: server.url }], { pollIntervalMs: 60_000, listen: true });
    await relay.start();
    await new Promise((resolve) => setTimeout(resolve, 150));

    const published = await grant('u-1');
    await vi.waitFor(() => expect(seen.handled).toEqual([published.id]), { timeout: 2_000, interval: 10 });
  });

  it('sends the shared secret, and after stop() delivers nothing more', async () => {
    const server = await startConsumer({ sharedSecret: TOKEN });
    const relay = relayFor([{ name: 'learning', url: server.url }], { token: TOKEN });
    await relay.start();
    const first = await grant('u-1');
    await vi.waitFor(() => expect(seen.handled).toEqual([first.id]), { timeout: 2_000, interval: 10 });

    await relay.stop();
    const second = await grant('u-2');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen.handled).toEqual([first.id]);
    const [pending] = await producer.db.select().from(schema.eventOutbox).where(eq(schema.eventOutbox.subject, 'u-2'));
    expect(pending?.dispatchedAt).toBeNull();

    expect(await relay.drainOnce()).toEqual({ delivered: 1, failed: 0, dead: 0 });
    expect(seen.handled).toEqual([first.id, second.id]);
  });

  it('prunes events every subscriber received once they are older than the retention, keeping the rest', async () => {
    const server = await startConsumer();
    const downPort = await freePort();
    const relay = relayFor([{ name: 'learning', url: server.url }]);
    const delivered = await grant('u-1');
    await relay.drainOnce();
    const otherRelay = relayFor([{ name: 'backoffice', url: `http://127.0.0.1:${downPort}` }]);
    const undelivered = await grant('u-2');
    await otherRelay.drainOnce();
    const recent = await grant('u-3');
    await relay.drainOnce();
    await producer.pool.query(`update event_outbox set dispatched_at = now() - interval '8 days' where id <> $1`, [recent.id]);

    expect(await pruneOutbox(producer.pool, { olderThanMs: 7 * 24 * 60 * 60 * 1_000 })).toBe(1);
    const left = await producer.db.select({ id: schema.eventOutbox.id }).from(schema.eventOutbox).orderBy(asc(schema.eventOutbox.seq));
    expect(left.map((row) => row.id)).toEqual([undelivered.id, recent.id]);
    expect((await deliveries()).some((d) => d.eventId === delivered.id)).toBe(false);
  });
});

describe(`POST ${EVENTS_PATH}`, () => {
  const envelope = {
    id: '3d1f0c2a-8b7e-4c5d-9e6f-0a1b2c3d4e5f',
    type: 'entitlement.granted',
    source: 'commerce',
    occurredAt: '2025-03-01T10:00:00.000Z',
    subject: 'u-9',
    data: { userId: 'u-9', email: 'u-9@example.com', productId: 'lifetime-access', grantedAt: '2025-03-01T10:00:00.000Z', reason: 'admin' },
    version: 1,
  };

  it('with a malformed envelope or a version below the oldest supported, answers 400 with the failing fields and records nothing', async () => {
    const server = await startConsumer();
    const response = await postEnvelope(server, { ...envelope, id: 'not-a-uuid', version: OLDEST_EVENT_VERSION - 1 });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorEnvelope;
    expect(body.error.code).toBe('EVENT_ENVELOPE_INVALID');
    expect((body.error.details as FieldIssue[]).map((issue) => issue.path)).toEqual(['id', 'version']);
    expect(await consumer.db.select().from(schema.eventInbox)).toEqual([]);
  });

  it('given the next version of a type, with fields it does not know, handles the fields it knows', async () => {
    const server = await startConsumer();
    const next = {
      ...envelope,
      version: eventVersions['entitlement.granted'] + 1,
      traceId: 'trace-1',
      data: { ...envelope.data, bundleId: 'b-1', grantedBy: { kind: 'campaign' } },
    };
    const response = await postEnvelope(server, next);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'processed' });
    expect(seen.data).toEqual([envelope.data]);
    expect(await consumer.db.select({ userId: schema.grants.userId, productId: schema.grants.productId }).from(schema.grants)).toEqual([
      { userId: 'u-9', productId: 'lifetime-access' },
    ]);
    const [row] = await consumer.db.select().from(schema.eventInbox);
    expect(row).toMatchObject({ eventId: envelope.id, type: 'entitlement.granted', outcome: 'processed' });
  });

  it('given the previous version of a type, without the optional fields added since, still handles it', async () => {
    const server = await startConsumer();
    // quest.completed gained gemReward and weekStart with the arena: a producer from before sends neither.
    const previous = {
      ...envelope,
      type: 'quest.completed',
      version: Math.max(OLDEST_EVENT_VERSION, eventVersions['quest.completed'] - 1),
      data: { userId: 'u-9', questId: 'first-steps', xpReward: 50 },
    };
    const response = await postEnvelope(server, previous);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'processed' });
    expect(seen.data).toEqual([{ userId: 'u-9', questId: 'first-steps', xpReward: 50 }]);
    expect(seen.handled).toEqual([envelope.id]);
  });

  it('with data that does not match a handled type, answers 422', async () => {
    const server = await startConsumer();
    const response = await postEnvelope(server, { ...envelope, data: { userId: 'u-9' } });
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorEnvelope).error.code).toBe('EVENT_DATA_INVALID');
    expect(await consumer.db.select().from(schema.eventInbox)).toEqual([]);
  });

  it('with a type it does not handle, records and acknowledges it', async () => {
    const server = await startConsumer();
    const response = await postEnvelope(server, { ...envelope, type: 'plan.updated', data: { planId: 'lifetime' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ignored' });
    const [row] = await consumer.db.select().from(schema.eventInbox);
    expect(row).toMatchObject({ eventId: envelope.id, type: 'plan.updated', outcome: 'ignored' });
  });

  it('when a shared secret is set, refuses requests without it', async () => {
    const server = await startConsumer({ sharedSecret: TOKEN });
    const missing = await postEnvelope(server, envelope);
    const wrong = await postEnvelope(server, envelope, { 'x-internal-token': 'guess' });
    expect([missing.status, wrong.status]).toEqual([401, 401]);
    expect(((await missing.json()) as ErrorEnvelope).error.code).toBe('EVENT_TOKEN_INVALID');
    expect(await consumer.db.select().from(schema.eventInbox)).toEqual([]);

    const right = await postEnvelope(server, envelope, { 'x-internal-token': TOKEN });
    expect(await right.json()).toEqual({ status: 'processed' });
  });
});
