import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { context, trace } from '@opentelemetry/api';
import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@academy/test-kit';
import { baseServiceSettings, defineService, forRequest, publishEvent, type RunningServer, type ServiceContext } from '../src/index.ts';
import { traceContextFollowsAsyncWork } from '../src/trace-context.ts';
import * as schema from './events/schema.ts';
import { capturedLogger, defineTraceConsumer, query, traceTestConfig, traceTestMigrations, until, type TraceTestConfig } from './support/trace-fixtures.ts';

/*
 * A service that exports no spans (the default) keeps no trace context across async work: on
 * Node 20 that would take async hooks on every promise. Its trace is carried explicitly, and this
 * file runs in a process where no service exports, so nothing else could carry it: the request's
 * log lines, the identity lookup it makes, the events its transaction publishes, the relay's
 * delivery, the consumer's handling and the event that handling publishes are all one trace.
 */

const migrations = traceTestMigrations;

/** What the handler saw of the async context after an await: nothing follows it when nothing is exported. */
let activeSpanAfterAwait: unknown = 'not read';

const createProducer = defineService({
  name: 'identity',
  settings: baseServiceSettings,
  database: { schema, migrations },
  assemble({ transaction, identity }: ServiceContext<TraceTestConfig, typeof schema>) {
    const routes = Router();
    routes.post('/api/test/sign-ups', async (req, res) => {
      // The caller, as a route's guard would ask identity: the lookup continues the request's trace.
      await identity.resolveRequest(req);
      activeSpanAfterAwait = trace.getSpan(context.active());
      const userId = randomUUID();
      const published = await forRequest({ transaction }, req).transaction((tx) =>
        publishEvent(tx, { type: 'user.created', subject: userId, data: { userId, email: 'ada@example.com', firstName: null, lastName: null, role: 'user' } }),
      );
      req.log.info({ eventId: published.id }, 'signed up');
      res.status(201).json({ eventId: published.id, userId });
    });
    return { routes: [routes] };
  },
});

const createConsumer = defineTraceConsumer({ publishesGrant: true });

/** A stand-in for identity's session lookup that notes the traceparent each lookup brings. */
async function startIdentityStandIn(): Promise<{ url: string; traceparents: (string | undefined)[]; close(): Promise<void> }> {
  const traceparents: (string | undefined)[] = [];
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/api/auth/user')) traceparents.push(req.headers.traceparent as string | undefined);
    res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"code":"UNAUTHENTICATED","message":"no"}}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, traceparents, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

let producerDb: TestDatabase;
let consumerDb: TestDatabase;
let identityStandIn: Awaited<ReturnType<typeof startIdentityStandIn>>;
const running: RunningServer[] = [];

beforeAll(async () => {
  const admin = inject('postgresAdminUrl');
  [producerDb, consumerDb] = await Promise.all([
    createTestDatabase(admin, 'kit_trace_explicit_producer'),
    createTestDatabase(admin, 'kit_trace_explicit_consumer'),
  ]);
  identityStandIn = await startIdentityStandIn();
});

afterAll(async () => {
  for (const server of running.splice(0).reverse()) await server.stop();
  await identityStandIn?.close();
  await producerDb?.drop();
  await consumerDb?.drop();
});

const base = traceTestConfig;

describe('a trace when nothing is exported', () => {
  it('is carried explicitly from the request through its lookup, its event, the relay and the consumer to the event the consumer publishes', async () => {
    const consumerLog = capturedLogger('commerce');
    const consumer = createConsumer(base(consumerDb.url), { logger: consumerLog.logger });
    const consumerServer = await consumer.start();
    running.push(consumerServer);
    const producerLog = capturedLogger('identity');
    const producer = createProducer(
      { ...base(producerDb.url), IDENTITY_URL: identityStandIn.url, EVENT_SUBSCRIBERS: [{ name: 'commerce', url: consumerServer.url }] },
      { logger: producerLog.logger },
    );
    const producerServer = await producer.start();
    running.push(producerServer);
    expect(producer.tracing.exporting).toBe(false);
    expect(traceContextFollowsAsyncWork()).toBe(false);

    const traceId = randomBytes(16).toString('hex');
    const answer = await fetch(`${producerServer.url}/api/test/sign-ups`, {
      method: 'POST',
      headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01`, cookie: 'academy.sid=s%3Aunknown.sig' },
    });
    expect(answer.status).toBe(201);
    const { eventId, userId } = (await answer.json()) as { eventId: string; userId: string };
    // No context followed the handler across its await.
    expect(activeSpanAfterAwait).toBeUndefined();

    // The request's log lines, the request log's and the handler's, carry the trace and the request's span.
    const completed = producerLog.lines.find((line) => line['msg'] === 'request completed' && line['traceId'] === traceId);
    expect(completed).toMatchObject({ spanId: expect.stringMatching(/^[0-9a-f]{16}$/) });
    const serverSpanId = completed?.['spanId'];
    expect(producerLog.lines.find((line) => line['msg'] === 'signed up')).toMatchObject({ traceId, spanId: serverSpanId });

    // The identity lookup continues it.
    expect(identityStandIn.traceparents).toEqual([expect.stringMatching(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`))]);

    // The outbox keeps the request's span as the event's parent.
    const stored = await query<{ traceparent: string }>(producerDb, 'select traceparent from event_outbox where id = $1', [eventId]);
    expect(stored.rows[0]?.traceparent).toBe(`00-${traceId}-${serverSpanId}-01`);

    // The relay delivers it in the trace, the consumer logs its receipt in the trace, and the event its
    // handling publishes continues the trace too.
    await until(async () => (await query(consumerDb, 'select 1 from grants where user_id = $1', [userId])).rowCount === 1 || undefined, 'the consumer’s row');
    const received = await until(() => consumerLog.lines.find((line) => line['msg'] === 'event received'), 'the consumer’s line');
    expect(received).toMatchObject({ traceId, eventId });
    const chained = await query<{ traceparent: string | null }>(
      consumerDb,
      `select traceparent from event_outbox where type = 'entitlement.granted' and subject = $1`,
      [userId],
    );
    expect(chained.rows[0]?.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
    expect(chained.rows[0]?.traceparent).not.toBe(stored.rows[0]?.traceparent);

    // Lines outside a request carry none.
    expect(producerLog.lines.find((line) => line['msg'] === 'identity service listening')).not.toHaveProperty('traceId');
  });
});
