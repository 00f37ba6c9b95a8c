import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '@academy/test-kit';
import { baseConfigShape, baseServiceSettings, createLogger, defineService, type ServiceContext } from '../src/index.ts';
import * as schema from './events/schema.ts';

/* OTEL_SDK_DISABLED and METRICS_DISABLED turn traces and metrics off, to measure what they cost (decision 055). */

const migrations = fileURLToPath(new URL('./events/drizzle', import.meta.url));

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase(inject('postgresAdminUrl'), 'telemetry_switches');
});
afterAll(() => database?.drop());

async function serviceWith(switches: { OTEL_SDK_DISABLED: boolean; METRICS_DISABLED: boolean }) {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const config = { PORT: 0, HOST: '127.0.0.1', LOG_LEVEL: 'info' as const, DATABASE_URL: database.url, TRUSTED_PROXIES: ['loopback'], ...switches };
  const service = defineService({
    name: 'identity',
    settings: baseServiceSettings,
    database: { schema, migrations },
    assemble(_context: ServiceContext<typeof config, typeof schema>) {
      const routes = Router();
      routes.get('/api/test/ping', (_req, res) => void res.json({ ok: true }));
      return { routes: [routes] };
    },
  })(config, { logger: createLogger('identity', 'info', destination) });
  return { service, server: await service.start(), lines };
}

describe('the telemetry switches', () => {
  it('with both on (the default), answers /metrics and logs each request with its trace id', async () => {
    const { service, server, lines } = await serviceWith({ OTEL_SDK_DISABLED: false, METRICS_DISABLED: false });
    try {
      expect(service.tracing.enabled).toBe(true);
      await (await fetch(`${server.url}/api/test/ping`)).json();
      expect(lines.find((line) => line['msg'] === 'request completed')?.['traceId']).toMatch(/^[0-9a-f]{32}$/);
      const metrics = await fetch(`${server.url}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toMatch(/^academy_http_requests_total\{[^}]*method="GET"[^}]*status="200"/m);
    } finally {
      await server.stop();
    }
  });

  it('with both off, keeps no trace context, records no request figures and has no /metrics', async () => {
    const { service, server, lines } = await serviceWith({ OTEL_SDK_DISABLED: true, METRICS_DISABLED: true });
    try {
      expect(service.tracing.enabled).toBe(false);
      const answer = await fetch(`${server.url}/api/test/ping`, { headers: { traceparent: `00-${'a'.repeat(32)}-${'b'.repeat(16)}-01` } });
      expect(await answer.json()).toEqual({ ok: true });
      const line = lines.find((entry) => entry['msg'] === 'request completed');
      expect(line).toBeDefined();
      expect(line).not.toHaveProperty('traceId');
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
      expect((await service.metrics.registry.getSingleMetric('academy_http_requests_total')!.get()).values).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it('are read as true or false, blank meaning the default, and refuse anything else', () => {
    const schemaOf = z.object({ OTEL_SDK_DISABLED: baseConfigShape.OTEL_SDK_DISABLED, METRICS_DISABLED: baseConfigShape.METRICS_DISABLED });
    expect(schemaOf.parse({})).toEqual({ OTEL_SDK_DISABLED: false, METRICS_DISABLED: false });
    expect(schemaOf.parse({ OTEL_SDK_DISABLED: 'true', METRICS_DISABLED: ' ' })).toEqual({ OTEL_SDK_DISABLED: true, METRICS_DISABLED: false });
    expect(schemaOf.parse({ OTEL_SDK_DISABLED: 'FALSE', METRICS_DISABLED: '1' })).toEqual({ OTEL_SDK_DISABLED: false, METRICS_DISABLED: true });
    expect(schemaOf.safeParse({ OTEL_SDK_DISABLED: 'maybe' }).success).toBe(false);
  });
});
