import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, startOtlpReceiver, type OtlpReceiver, type TestDatabase } from '@academy/test-kit';
import {
  baseServiceSettings,
  defineService,
  listen,
  loadConfig,
  baseConfigShape,
  publishEvent,
  type RunningServer,
  type ServiceContext,
} from '../src/index.ts';
import { z } from 'zod';
import * as schema from './events/schema.ts';
import { spanIds } from '../src/tracing.ts';
import { capturedLogger, defineTraceConsumer, query, traceTestConfig, traceTestMigrations, until, type TraceTestConfig } from './support/trace-fixtures.ts';

/*
 * One trace across two assembled services: a request that carries a traceparent, its queries, the
 * event it publishes (stored with its traceparent in the outbox), the relay's delivery and the
 * consumer's handling, exported over OTLP/HTTP to a real receiver in the test; and the log lines
 * that carry the trace id. Without OTEL_EXPORTER_OTLP_ENDPOINT nothing is sent.
 */

const migrations = traceTestMigrations;

/**
 * A POST whose JSON body arrives in a packet of its own, after the headers: the server reads it in
 * listeners the HTTP parser calls when the packet comes, well after the request's handling began.
 */
function postWithLateBody(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.flushHeaders();
    setTimeout(() => request.end(body), 50);
  });
}

/** The producer: a route that reads, and publishes user.created in the same transaction. */
const createProducer = defineService({
  name: 'identity',
  settings: baseServiceSettings,
  database: { schema, migrations },
  assemble({ transaction }: ServiceContext<TraceTestConfig, typeof schema>) {
    const routes = Router();
    routes.post('/api/test/sign-ups', async (req, res) => {
      const userId = randomUUID();
      const published = await transaction(async (tx) => {
        await tx.select().from(schema.grants);
        return publishEvent(tx, {
          type: 'user.created',
          subject: userId,
          data: { userId, email: 'ada@example.com', firstName: null, lastName: null, role: 'user' },
        });
      });
      req.log.info({ eventId: published.id }, 'signed up');
      res.status(201).json({ eventId: published.id, userId });
    });
    return { routes: [routes] };
  },
});

const createConsumer = defineTraceConsumer({ publishesGrant: false });

const newTraceId = () => randomBytes(16).toString('hex');
const newSpanId = () => randomBytes(8).toString('hex');

let producerDb: TestDatabase;
let consumerDb: TestDatabase;
let receiver: OtlpReceiver;
const running: RunningServer[] = [];

beforeAll(async () => {
  const admin = inject('postgresAdminUrl');
  [producerDb, consumerDb] = await Promise.all([createTestDatabase(admin, 'kit_traces_producer'), createTestDatabase(admin, 'kit_traces_consumer')]);
  receiver = await startOtlpReceiver();
});

afterAll(async () => {
  for (const server of running.splice(0).reverse()) await server.stop();
  await receiver?.stop();
  await producerDb?.drop();
  await consumerDb?.drop();
});

const base = traceTestConfig;

describe('traces across a request, its event and the consumer', () => {
  it('continues the caller’s traceparent through the server span, its queries, the outbox, the relay and the consumer’s handling, exported over OTLP', async () => {
    const endpoint = receiver.url;
    const consumerLog = capturedLogger('commerce');
    const consumer = createConsumer({ ...base(consumerDb.url), OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }, { logger: consumerLog.logger });
    const consumerServer = await consumer.start();
    running.push(consumerServer);
    const producerLog = capturedLogger('identity');
    const producer = createProducer(
      { ...base(producerDb.url), OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, EVENT_SUBSCRIBERS: [{ name: 'commerce', url: consumerServer.url }] },
      { logger: producerLog.logger },
    );
    const producerServer = await producer.start();
    running.push(producerServer);
    expect(producer.tracing.exporting).toBe(true);

    const traceId = newTraceId();
    const callerSpanId = newSpanId();
    const answer = await fetch(`${producerServer.url}/api/test/sign-ups`, { method: 'POST', headers: { traceparent: `00-${traceId}-${callerSpanId}-01` } });
    expect(answer.status).toBe(201);
    const { eventId, userId } = (await answer.json()) as { eventId: string; userId: string };

    // The consumer handled the event (the relay delivered it on the notification), then every span is sent: the
    // delivery's span ends after the consumer's answer and the relay's bookkeeping, so after the handling's.
    await until(async () => (await query(consumerDb, 'select 1 from grants where user_id = $1', [userId])).rowCount === 1 || undefined, 'the consumer’s row');
    const handling = await until(async () => {
      await Promise.all([producer.tracing.flush(), consumer.tracing.flush()]);
      const handled = receiver.spans.find((span) => span.service === 'commerce' && span.name === 'handle user.created');
      const delivered = receiver.spans.some((span) => span.service === 'identity' && span.name === 'deliver user.created' && span.traceId === traceId);
      return delivered ? handled : undefined;
    }, 'the consumer’s handling span and the delivery’s');
    expect(receiver.contentTypes.every((type) => type.startsWith('application/json'))).toBe(true);

    const ofTrace = receiver.spans.filter((span) => span.traceId === traceId);
    const byId = new Map(ofTrace.map((span) => [span.spanId, span]));

    // The producer's server span continues the caller's span.
    const server = ofTrace.find((span) => span.service === 'identity' && span.kind === 2);
    expect(server).toMatchObject({ parentSpanId: callerSpanId, name: 'POST', attributes: { 'http.request.method': 'POST', 'http.response.status_code': 201 } });

    // Its queries are PostgreSQL client spans under it, with the SQL text (placeholders) and never the parameters.
    const queries = ofTrace.filter((span) => span.parentSpanId === server?.spanId && span.attributes['db.system.name'] === 'postgresql');
    expect(queries.every((span) => span.kind === 3)).toBe(true);
    expect(queries.map((span) => span.name)).toEqual(expect.arrayContaining(['BEGIN', 'SELECT', 'INSERT', 'COMMIT']));
    expect(queries.some((span) => /^select .* from "grants"$/.test(String(span.attributes['db.query.text'])))).toBe(true);
    const insert = queries.find((span) => String(span.attributes['db.query.text']).startsWith('insert into "event_outbox"'));
    expect(insert).toMatchObject({ name: 'INSERT', attributes: { 'db.namespace': new URL(producerDb.url).pathname.slice(1) } });
    expect(JSON.stringify(receiver.spans)).not.toContain('ada@example.com');

    // The outbox keeps the traceparent of the server span the event was published in.
    const stored = await query<{ traceparent: string }>(producerDb, 'select traceparent from event_outbox where id = $1', [eventId]);
    expect(stored.rows[0]?.traceparent).toBe(`00-${traceId}-${server?.spanId}-01`);

    // The relay's delivery is a child of that span; the consumer's request and its handling follow it, in the same trace.
    const delivery = ofTrace.find((span) => span.service === 'identity' && span.name === 'deliver user.created');
    expect(delivery).toMatchObject({
      parentSpanId: server?.spanId,
      kind: 4,
      attributes: { 'messaging.message.id': eventId, 'academy.event.subscriber': 'commerce' },
    });
    // Its own bookkeeping query is under it.
    expect(
      ofTrace.some((span) => span.parentSpanId === delivery?.spanId && String(span.attributes['db.query.text']).startsWith('update event_outbox_deliveries')),
    ).toBe(true);
    expect(handling.traceId).toBe(traceId);
    const consumerServerSpan = byId.get(handling.parentSpanId);
    expect(consumerServerSpan).toMatchObject({
      service: 'commerce',
      name: 'POST /internal/events',
      parentSpanId: delivery?.spanId,
      attributes: { 'http.route': '/internal/events' },
    });
    expect(handling).toMatchObject({ kind: 5, attributes: { 'academy.event.status': 'processed', 'messaging.message.id': eventId } });
    // The consumer's insert is a query span of the handling.
    expect(
      ofTrace.some(
        (span) =>
          span.service === 'commerce' && span.parentSpanId === handling.spanId && String(span.attributes['db.query.text']).startsWith('insert into "grants"'),
      ),
    ).toBe(true);

    // Queries outside any trace (the relay's polling, the migrations) make no spans.
    expect(receiver.spans.filter((span) => span.attributes['db.system.name'] === 'postgresql').every((span) => span.parentSpanId !== '')).toBe(true);

    // The request's log lines, its handler's and the request log's last one, carry the trace id and its span.
    const requestLines = producerLog.lines.filter((line) => line['traceId'] === traceId);
    expect(requestLines.map((line) => line['msg'])).toEqual(expect.arrayContaining(['signed up', 'request completed']));
    expect(requestLines.find((line) => line['msg'] === 'request completed')).toMatchObject({ spanId: server?.spanId });
    // The consumer's line about the event too.
    expect(consumerLog.lines.find((line) => line['msg'] === 'event received')).toMatchObject({ traceId, eventId });
    // Lines outside a request carry none.
    expect(producerLog.lines.find((line) => line['msg'] === 'identity service listening')).not.toHaveProperty('traceId');
  });

  it('starts a trace for a request that brings none, and ignores a malformed traceparent', async () => {
    const producerLog = capturedLogger('identity');
    const producer = createProducer({ ...base(producerDb.url), OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url }, { logger: producerLog.logger });
    await producer.database.migrate(migrations);
    const server = await listen(producer.app, 0);
    try {
      for (const headers of [{}, { traceparent: '00-not-a-trace-01' }] as Record<string, string>[]) {
        const answer = await fetch(`${server.url}/api/test/sign-ups`, { method: 'POST', headers });
        expect(answer.status).toBe(201);
      }
      const traceIds = producerLog.lines.filter((line) => line['msg'] === 'request completed').map((line) => line['traceId']);
      expect(traceIds).toHaveLength(2);
      expect(traceIds.every((id) => typeof id === 'string' && /^[0-9a-f]{32}$/.test(id) && id !== '0'.repeat(32))).toBe(true);
      expect(new Set(traceIds).size).toBe(2);
    } finally {
      await server.stop();
      await producer.database.close();
      await producer.tracing.shutdown();
    }
  });
});

describe('without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('sends nothing, even with the OpenTelemetry variables of the environment pointing at a collector, yet continues, stores and logs the trace', async () => {
    // Were an exporter made from the libraries' defaults, these would send it to the receiver.
    const saved = { endpoint: process.env['OTEL_EXPORTER_OTLP_ENDPOINT'], traces: process.env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'] };
    process.env['OTEL_EXPORTER_OTLP_ENDPOINT'] = receiver.url;
    process.env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'] = `${receiver.url}/v1/traces`;
    try {
      const producerLog = capturedLogger('identity');
      const producer = createProducer(base(producerDb.url), { logger: producerLog.logger });
      expect(producer.tracing.exporting).toBe(false);
      await producer.database.migrate(migrations);
      const server = await listen(producer.app, 0);
      const traceId = newTraceId();
      // With a body that comes after the headers: the handler, called from the body parser's listeners, is still in the trace.
      const answer = await postWithLateBody(
        `${server.url}/api/test/sign-ups`,
        { traceparent: `00-${traceId}-${newSpanId()}-01` },
        JSON.stringify({ firstName: 'Ada' }),
      );
      expect(answer.status).toBe(201);
      const { eventId } = JSON.parse(answer.text) as { eventId: string };
      await producer.tracing.flush();
      await server.stop();
      await producer.database.close();
      await producer.tracing.shutdown();

      expect(receiver.spans.filter((span) => span.traceId === traceId)).toEqual([]);
      expect(producerLog.lines.find((line) => line['msg'] === 'request completed' && line['traceId'] === traceId)).toBeDefined();
      expect(producerLog.lines.find((line) => line['msg'] === 'signed up' && line['traceId'] === traceId)).toBeDefined();
      const stored = await query<{ traceparent: string }>(producerDb, 'select traceparent from event_outbox where id = $1', [eventId]);
      expect(stored.rows[0]?.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
    } finally {
      for (const [key, value] of [
        ['OTEL_EXPORTER_OTLP_ENDPOINT', saved.endpoint],
        ['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', saved.traces],
      ] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });

  it('is read from the environment as an http(s) URL, and is optional (blank is unset)', () => {
    const schema = z.object(baseConfigShape);
    const env = { PORT: '0', DATABASE_URL: 'postgres://localhost/x' };
    expect(loadConfig('identity', schema, env).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(loadConfig('identity', schema, { ...env, OTEL_EXPORTER_OTLP_ENDPOINT: '' }).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(loadConfig('identity', schema, { ...env, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).OTEL_EXPORTER_OTLP_ENDPOINT).toBe(
      'http://collector:4318',
    );
    expect(() => loadConfig('identity', schema, { ...env, OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });
});

describe('the ids of spans that record nothing', () => {
  it('are lowercase hex of the W3C lengths, a trace id only for a span that starts a trace, never repeated across batches of random bytes', () => {
    const ids = spanIds();
    // 24 bytes a root span: 400 of them draw the 4 KB batch more than twice over.
    const roots = Array.from({ length: 400 }, () => ids(true));
    const children = Array.from({ length: 600 }, () => ids(false));
    for (const { traceId, spanId } of roots) {
      expect(traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(spanId).toMatch(/^[0-9a-f]{16}$/);
    }
    for (const { traceId, spanId } of children) {
      expect(traceId).toBe('');
      expect(spanId).toMatch(/^[0-9a-f]{16}$/);
    }
    expect(new Set(roots.map((id) => id.traceId)).size).toBe(roots.length);
    expect(new Set([...roots, ...children].map((id) => id.spanId)).size).toBe(roots.length + children.length);
  });
});
