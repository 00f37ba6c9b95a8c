import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughDevelopmentProvider, startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '@academy/test-kit';
import type { RunningPlatform } from '../src/platform.ts';
import { buyTheCourse, platformClient, waitFor } from './support/platform-calls.ts';
import { startTestPlatform, type TestPlatform } from './support/test-platform.ts';

/*
 * One purchase followed as one trace (issue 25, decision 049): the whole platform behind its
 * gateway, every service process exporting its spans to a real OTLP receiver in the test. The
 * learner's calls carry a W3C traceparent through the gateway; the request that fulfils the order
 * publishes entitlement.granted through commerce's outbox, and learning's handling of it is in the
 * same trace as commerce's request, its queries and the relay's delivery.
 */

let running: TestPlatform | undefined;
let platform: RunningPlatform;
let receiver: OtlpReceiver;

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  running = await startTestPlatform(inject('postgresAdminUrl'), 'purchase_trace', {
    gateway: 'dev',
    env: { LOG_LEVEL: 'warn', SIGN_IN_RATE_LIMIT: '1000', OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url },
  });
  ({ platform } = running);
}, 180_000);

afterAll(async () => {
  await running?.stop();
  await receiver?.stop();
});

describe('a purchase, traced', () => {
  it('is one trace from commerce’s request through its outbox and relay to learning’s handling of entitlement.granted', async () => {
    const traceId = randomBytes(16).toString('hex');
    const callerSpanId = randomBytes(8).toString('hex');
    const cookie = await signInThroughDevelopmentProvider(platform.url, 'free');
    // The learner's calls through the gateway, each with the same traceparent, as a page of one trace would send them.
    const learner = platformClient(() => platform.url, cookie, { traceparent: `00-${traceId}-${callerSpanId}-01` });
    const userId = ((await learner('GET', '/api/auth/user')).json as { id: string }).id;
    await buyTheCourse(learner);

    // Each call reached its service through the gateway with the caller's traceparent: commerce's verification continued it.
    const verification = () =>
      receiver.spans.find((span) => span.service === 'commerce' && span.name === 'POST /api/verify-payment' && span.traceId === traceId);
    await waitFor('commerce’s verification span', async () => verification() !== undefined);
    expect(verification()).toMatchObject({ parentSpanId: callerSpanId, kind: 2, attributes: { 'http.response.status_code': 200 } });
    // identity's too: the learner's own account read.
    const accountRead = () => receiver.spans.find((span) => span.service === 'identity' && span.name === 'GET /api/auth/user' && span.traceId === traceId);
    await waitFor('identity’s account read span', async () => accountRead() !== undefined);
    expect(accountRead()).toMatchObject({ parentSpanId: callerSpanId, kind: 2, attributes: { 'http.response.status_code': 200 } });

    // The order was fulfilled by the verification or by the payment server's webhook, whichever came first: that request's trace is the event's.
    const { rows } = await running!.sql.commerce.query<{ id: string; traceparent: string }>(
      `select id, traceparent from event_outbox where type = 'entitlement.granted' and payload->>'userId' = $1`,
      [userId],
    );
    expect(rows).toHaveLength(1);
    const [, eventTraceId, publisherSpanId] = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(rows[0]?.traceparent ?? '') ?? [];
    expect(eventTraceId).toBeDefined();
    const eventId = rows[0]?.id;

    let trace: ReceivedSpan[] = [];
    const handling = () => trace.find((span) => span.service === 'learning' && span.name === 'handle entitlement.granted');
    await waitFor('learning’s handling span', async () => {
      trace = receiver.spans.filter((span) => span.traceId === eventTraceId);
      return handling() !== undefined;
    });
    const byId = new Map(trace.map((span) => [span.spanId, span]));

    // commerce: the request that published the event, with the outbox insert among its queries.
    const published = byId.get(publisherSpanId ?? '');
    expect(published).toMatchObject({ service: 'commerce', kind: 2 });
    expect(['POST /api/verify-payment', 'POST /api/webhooks/stripe']).toContain(published?.name);
    if (published?.name === 'POST /api/verify-payment') expect(published.traceId).toBe(traceId);
    expect(
      trace.some(
        (span) =>
          span.service === 'commerce' &&
          span.parentSpanId === published?.spanId &&
          String(span.attributes['db.query.text']).startsWith('insert into "event_outbox"'),
      ),
    ).toBe(true);

    // commerce's relay delivers it to learning, in the same trace.
    const delivery = trace.find((span) => span.name === 'deliver entitlement.granted' && span.attributes['academy.event.subscriber'] === 'learning');
    expect(delivery).toMatchObject({ service: 'commerce', parentSpanId: published?.spanId, attributes: { 'messaging.message.id': eventId } });

    // learning's request continues the delivery; its handling runs inside, with its own queries.
    const received = byId.get(handling()?.parentSpanId ?? '');
    expect(received).toMatchObject({ service: 'learning', name: 'POST /internal/events', parentSpanId: delivery?.spanId });
    expect(handling()).toMatchObject({ attributes: { 'academy.event.status': 'processed', 'messaging.message.id': eventId } });
    expect(
      trace.some((span) => span.service === 'learning' && span.parentSpanId === handling()?.spanId && span.attributes['db.system.name'] === 'postgresql'),
    ).toBe(true);
  });
});
