import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { HTTP_REQUESTS_METRIC, type ApiOperation } from '@academy/contracts';
import { createTestDatabase, type TestDatabase } from '@academy/test-kit';
import { baseServiceSettings, createLogger, defineService, operationHandlers, type ServiceContext } from '../src/index.ts';
import * as schema from './events/schema.ts';

/*
 * A service answers its hot reads a few hundred times on a loopback port of its own before it
 * listens (warm-up.ts), and those requests are neither logged nor counted.
 */

const migrations = fileURLToPath(new URL('./events/drizzle', import.meta.url));

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase(inject('postgresAdminUrl'), 'warm_up');
});
afterAll(() => database?.drop());

const hot = {
  method: 'get',
  path: '/api/test/hot',
  service: 'identity',
  summary: 'A hot read',
  access: 'public',
  response: z.object({ n: z.number() }),
} as const;
const withParam = { ...hot, path: '/api/test/hot/:id', summary: 'One of them', params: z.object({ id: z.string() }) } as const;
const write = { ...hot, method: 'post', path: '/api/test/hot', summary: 'A write' } as const;

describe('the warm-up of the request path', () => {
  it('answers the hot reads with the service’s headers before it listens, leaves writes and parameterised paths alone, and neither logs nor counts them', async () => {
    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const calls = { hot: 0, withParam: 0, write: 0 };
    let listening = false;
    let answeredWhileNotListening = 0;
    let carried = 0;
    const createService = defineService({
      name: 'identity',
      settings: baseServiceSettings,
      database: { schema, migrations },
      assemble(_context: ServiceContext<ReturnType<typeof config>, typeof schema>) {
        const routes = Router();
        const handle = operationHandlers(routes);
        handle(hot, async ({ req }) => {
          if (req.headers['x-warm-up-probe'] === 'yes') carried++;
          calls.hot++;
          if (!listening) answeredWhileNotListening++;
          return { n: calls.hot };
        });
        handle(withParam, async () => ({ n: ++calls.withParam }));
        handle(write, async () => ({ n: ++calls.write }));
        return { routes: [routes], warmUp: { operations: [hot, withParam, write] as ApiOperation[], headers: () => ({ 'x-warm-up-probe': 'yes' }) } };
      },
    });
    const config = () => ({ PORT: 0, HOST: '127.0.0.1', LOG_LEVEL: 'info' as const, DATABASE_URL: database.url, TRUSTED_PROXIES: ['loopback'] });
    const service = createService(config(), { logger: createLogger('identity', 'info', destination) });
    const server = await service.start();
    listening = true;
    try {
      expect(calls.hot).toBeGreaterThan(0);
      expect(answeredWhileNotListening).toBe(calls.hot);
      // Each carried the headers the service gave (identity's: a cookie it signed for no session).
      expect(carried).toBe(calls.hot);
      expect(calls).toMatchObject({ withParam: 0, write: 0 });
      const warmed = lines.find((line) => line['msg'] === 'request path warmed up');
      expect(warmed).toMatchObject({ requests: calls.hot, statuses: { '200': calls.hot } });
      expect(lines.filter((line) => line['msg'] === 'request completed')).toEqual([]);
      const counted = async () => (await service.metrics.registry.getSingleMetric(HTTP_REQUESTS_METRIC)!.get()).values.reduce((sum, v) => sum + v.value, 0);
      expect(await counted()).toBe(0);

      // A real request is logged and counted as before.
      const answer = await fetch(`${server.url}${hot.path}`);
      expect(await answer.json()).toEqual({ n: calls.hot });
      expect(lines.filter((line) => line['msg'] === 'request completed')).toHaveLength(1);
      expect(await counted()).toBe(1);
    } finally {
      await server.stop();
    }
  });
});
