import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrapeMetrics, startOtlpReceiver } from '@academy/test-kit';
import { driveToCallback, signInAs, startIdentity, type RunningIdentity } from './support/identity-harness.ts';

let identity: RunningIdentity;

beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(async () => {
  await identity?.close();
});

describe('GET /metrics of the identity service', () => {
  it('counts sign-ins by outcome and the callback’s requests by operation, and reports its outbox and pool', async () => {
    const before = await scrapeMetrics(identity.url);
    expect(before.value('academy_sign_ins_total')).toBeUndefined();
    expect(before.value('academy_outbox_backlog_events')).toBe(0);

    await signInAs(identity.client(), 'Learner (owns the course)');
    const refused = identity.client();
    const callback = await driveToCallback(refused, 'Learner (free preview)');
    callback.searchParams.set('state', 'forged-state-value-forged-state');
    expect((await refused.request(`${callback.pathname}${callback.search}`)).location).toBe(`${identity.url}/?signin=failed`);

    const after = await scrapeMetrics(identity.url);
    expect(after.value('academy_sign_ins_total', { service: 'identity', outcome: 'succeeded' })).toBe(1);
    expect(after.value('academy_sign_ins_total', { outcome: 'refused' })).toBe(1);
    expect(after.value('academy_http_requests_total', { operation: 'callback', method: 'GET', status: '302' })).toBe(2);
    expect(after.value('academy_http_requests_total', { operation: 'login', method: 'GET', status: '302' })).toBe(2);
    // The outbox's figures (their meaning is the service kit's test): identity publishes events.
    expect(after.value('academy_outbox_backlog_events')).toBeDefined();
    expect(after.value('academy_outbox_oldest_event_age_seconds')).toBeDefined();
    expect(after.value('academy_db_pool_max_connections')).toBeGreaterThan(0);
  });
});

describe('the identity service’s telemetry settings', () => {
  it('sends its spans to OTEL_EXPORTER_OTLP_ENDPOINT, as every service does', async () => {
    const receiver = await startOtlpReceiver();
    const traced = await startIdentity({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url });
    try {
      await signInAs(traced.client(), 'Learner (owns the course)');
    } finally {
      // Stopping sends what is left.
      await traced.close();
      await receiver.stop();
    }
    const identitySpans = receiver.spans.filter((span) => span.service === 'identity');
    expect(identitySpans.filter((span) => span.kind === 2).map((span) => span.name)).toEqual(expect.arrayContaining([expect.stringMatching(/callback/)]));
  });

  it('with OTEL_SDK_DISABLED and METRICS_DISABLED, keeps no request figures and answers no /metrics', async () => {
    const quiet = await startIdentity({ OTEL_SDK_DISABLED: 'true', METRICS_DISABLED: 'true' });
    try {
      expect((await fetch(`${quiet.url}/api/auth/user`)).status).toBe(401);
      expect((await fetch(`${quiet.url}/metrics`)).status).toBe(404);
    } finally {
      await quiet.close();
    }
  });
});
