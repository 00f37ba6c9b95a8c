import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startIdentityProcess, type IdentityProcess } from '@academy/test-kit';
import {
  createAccessRefusals,
  createIdentityClient,
  createLogger,
  createServiceApp,
  listen,
  type AccessRefusalReport,
  type RunningServer,
} from '../src/index.ts';

let identity: IdentityProcess;
beforeAll(async () => {
  identity = await startIdentityProcess(inject('postgresAdminUrl'));
});
afterAll(async () => {
  await identity?.stop();
});

describe('requireAdmin with access refusals', () => {
  it('files the first refusal of a caller and call at once, counts the repeats, and files them with the next refusal after the window', async () => {
    let clock = Date.parse('2026-11-26T08:00:00Z');
    const reports: AccessRefusalReport[] = [];
    const refusals = createAccessRefusals({ report: async (refusal) => void reports.push(refusal), now: () => clock, windowMs: 60_000 });
    const client = createIdentityClient({ identityUrl: identity.url, refusals, revocations: false });
    const routes = Router();
    routes.get('/api/admin/things/:id', client.requireAdmin, (_req, res) => void res.json({ ok: true }));
    const server: RunningServer = await listen(createServiceApp({ logger: createLogger('kit-test', 'silent'), routes, ready: async () => true }), 0);
    try {
      const learner = await identity.signIn('owner');
      const admin = await identity.signIn('admin');
      const get = (cookie: string, id: number) => fetch(`${server.url}/api/admin/things/${id}`, { headers: { cookie }, signal: AbortSignal.timeout(15_000) });

      for (let id = 1; id <= 10; id += 1) expect((await get(learner, id)).status).toBe(403);
      expect((await get(admin, 1)).status).toBe(200);
      expect((await fetch(`${server.url}/api/admin/things/1`)).status).toBe(401);
      expect(reports).toEqual([
        {
          actorId: expect.any(String),
          method: 'GET',
          path: '/api/admin/things/:id',
          count: 1,
          firstAt: '2026-11-26T08:00:00.000Z',
          requestId: expect.any(String),
        },
      ]);

      clock += 60_000;
      expect((await get(learner, 11)).status).toBe(403);
      expect(reports).toHaveLength(2);
      expect(reports[1]).toMatchObject({ path: '/api/admin/things/:id', count: 10, firstAt: '2026-11-26T08:00:00.000Z' });
    } finally {
      await server.stop();
    }
  });

  it('follows a bounded number of callers: past the bound, new callers are not filed until older ones expire', async () => {
    let clock = 0;
    const reports: AccessRefusalReport[] = [];
    const refusals = createAccessRefusals({ report: async (refusal) => void reports.push(refusal), now: () => clock, windowMs: 1_000, maxTracked: 2 });
    const request = (id: string) => ({ method: 'GET', path: '/api/admin/x', baseUrl: '', route: { path: '/api/admin/x' }, id }) as never;
    for (const actor of ['a', 'b', 'c']) await refusals.refused(request(actor), actor);
    expect(reports.map((report) => report.actorId)).toEqual(['a', 'b']);
    clock = 1_000;
    await refusals.refused(request('c'), 'c');
    expect(reports.map((report) => report.actorId)).toEqual(['a', 'b', 'c']);
  });
});
