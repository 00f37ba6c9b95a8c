import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Router } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { appServer, createLogger, createServiceApp, listen, type RunningServer } from '../src/index.ts';

const routes = Router();
routes.get('/api/echo/:word', (req, res) => {
  // Express's own request and response methods, from the prototypes the server made them with.
  res.status(200).json({ word: req.params.word, accepts: req.accepts('json'), host: req.hostname, secure: req.secure });
});
routes.post('/api/echo', (req, res) => {
  res.status(201).json(req.body);
});

const makeApp = () => createServiceApp({ logger: createLogger('test', 'silent'), routes, ready: async () => true });

const running: RunningServer[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.stop();
});

describe('the app server', () => {
  it('makes each request and response with the app’s own prototypes, before Express sees them', async () => {
    const app = makeApp();
    const server = appServer(app);
    const seen: Array<{ request: boolean; response: boolean }> = [];
    // Before Express's own listener: what Node made, not what Express turned it into.
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
      seen.push({ request: Object.getPrototypeOf(req) === app.request, response: Object.getPrototypeOf(res) === app.response });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      for (const word of ['one', 'two']) {
        const answer = await fetch(`http://127.0.0.1:${port}/api/echo/${word}`);
        expect(answer.status).toBe(200);
      }
      expect(seen).toEqual([
        { request: true, response: true },
        { request: true, response: true },
      ]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('answers as Express does: params, content negotiation, JSON bodies, request ids and errors', async () => {
    const server = await listen(makeApp(), 0);
    running.push(server);

    const read = await fetch(`${server.url}/api/echo/hello`, { headers: { accept: 'application/json', 'x-request-id': 'req-1' } });
    expect(read.status).toBe(200);
    expect(read.headers.get('x-request-id')).toBe('req-1');
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(await read.json()).toEqual({ word: 'hello', accepts: 'json', host: '127.0.0.1', secure: false });

    const written = await fetch(`${server.url}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ note: 'kept' }),
    });
    expect(written.status).toBe(201);
    expect(await written.json()).toEqual({ note: 'kept' });

    const missing = await fetch(`${server.url}/api/nowhere`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });

  it('refuses a port already taken with the error, and leaves nothing listening', async () => {
    const taken = http.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = taken.address() as AddressInfo;
      await expect(listen(makeApp(), port)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await new Promise<void>((resolve) => taken.close(() => resolve()));
    }
  });
});
