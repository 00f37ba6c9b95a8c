import { networkInterfaces } from 'node:os';
import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, createServiceApp, listRoutes, listen, ROUTE_LIST_PATH, type RunningServer } from '../src/index.ts';

function buildApp() {
  const notes = Router();
  notes.get('/', (_req, res) => void res.json([]));
  notes
    .route('/:id')
    .get((_req, res) => void res.json({}))
    .delete((_req, res) => void res.status(204).end());
  const routes = Router();
  routes.use('/api/notes', notes);
  routes.post('/api/notes-import', (_req, res) => void res.status(202).end());
  routes.use('/api/guarded', (_req, _res, next) => next());
  return createServiceApp({ logger: createLogger('test', 'silent'), routes, ready: async () => true });
}

describe('listRoutes', () => {
  it('lists every route from the router stack, nested routers under their mount path, and no middleware', () => {
    expect(listRoutes(buildApp())).toEqual([
      { method: 'GET', path: '/api/notes' },
      { method: 'POST', path: '/api/notes-import' },
      { method: 'DELETE', path: '/api/notes/:id' },
      { method: 'GET', path: '/api/notes/:id' },
      { method: 'GET', path: '/healthz' },
      { method: 'GET', path: ROUTE_LIST_PATH },
      { method: 'GET', path: '/readyz' },
    ]);
  });
});

describe('GET /internal/routes', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await listen(buildApp(), 0, async () => {}, '0.0.0.0');
  });
  afterAll(() => server.stop());

  it('answers the route list to a caller on the same machine', async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}${ROUTE_LIST_PATH}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toContainEqual({ method: 'DELETE', path: '/api/notes/:id' });
  });

  const external = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

  it.runIf(external !== undefined)('is not found from another address', async () => {
    const response = await fetch(`http://${external}:${server.port}${ROUTE_LIST_PATH}`);
    expect(response.status).toBe(404);
  });
});
