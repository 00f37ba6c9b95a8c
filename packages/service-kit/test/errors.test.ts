import { Router } from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorEnvelopeSchema, idParamSchema } from '@academy/contracts';
import { AppError, createServiceApp, listen, parseInput, sendJson, type RunningServer } from '../src/index.ts';

const logged: unknown[] = [];
const logger = pino({ level: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line)) });

const routes = Router();
routes.post('/api/things', (req, res) => {
  const body = parseInput(z.object({ name: z.string().min(1), count: z.number().int() }), req.body);
  res.status(201).json(body);
});
// A contract's own parse error (the contracts are zod/mini schemas) left for the error middleware.
routes.get('/api/things/:id', (req, res) => {
  res.json(idParamSchema.parse(req.params));
});
routes.get('/api/known', () => {
  throw new AppError('LEARNING_TEMPLATE_NOT_FOUND', 'That template is gone.', { status: 410, details: { id: 7 } });
});
routes.get('/api/boom', () => {
  throw new Error('database password is hunter2');
});
routes.get('/api/bad-output', (_req, res) => {
  sendJson(res, z.object({ n: z.number() }), { n: 'nope' } as unknown as { n: number });
});

let server: RunningServer;
beforeAll(async () => {
  server = await listen(createServiceApp({ logger, routes, ready: async () => true }), 0);
});
afterAll(() => server.stop());

const envelope = async (response: Response) => errorEnvelopeSchema.parse(await response.json()).error;

describe('the error envelope', () => {
  it('answers invalid input with 400 naming each failing field', async () => {
    const response = await fetch(`${server.url}/api/things`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '', count: 1.5 }),
    });
    expect(response.status).toBe(400);
    const error = await envelope(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect((error.details as Array<{ path: string }>).map((d) => d.path).sort()).toEqual(['count', 'name']);
  });

  it('answers a contract’s parse error thrown in a route with 400 naming the field, not 500', async () => {
    const response = await fetch(`${server.url}/api/things/seven`);
    expect(response.status).toBe(400);
    const error = await envelope(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual([{ path: 'id', message: 'Invalid input: expected number, received NaN' }]);
    expect(await (await fetch(`${server.url}/api/things/7`)).json()).toEqual({ id: 7 });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await fetch(`${server.url}/api/things`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' });
    expect(response.status).toBe(400);
    expect((await envelope(response)).code).toBe('MALFORMED_JSON');
  });

  it('keeps the status, code, message and details of a known error and carries the request id', async () => {
    const response = await fetch(`${server.url}/api/known`, { headers: { 'x-request-id': 'abc-123' } });
    expect(response.status).toBe(410);
    expect(response.headers.get('x-request-id')).toBe('abc-123');
    expect(await envelope(response)).toEqual({
      code: 'LEARNING_TEMPLATE_NOT_FOUND',
      message: 'That template is gone.',
      details: { id: 7 },
      requestId: 'abc-123',
    });
  });

  it('answers an unknown error with 500 and no internals, and logs it once', async () => {
    logged.length = 0;
    const response = await fetch(`${server.url}/api/boom`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('at ');
    expect(errorEnvelopeSchema.parse(JSON.parse(text)).error.code).toBe('INTERNAL');
    expect(logged.filter((entry) => (entry as { msg?: string }).msg === 'request failed')).toHaveLength(1);
  });

  it('refuses to send an answer that breaks its contract', async () => {
    const response = await fetch(`${server.url}/api/bad-output`);
    expect(response.status).toBe(500);
    expect((await envelope(response)).code).toBe('RESPONSE_CONTRACT_VIOLATION');
  });

  it('makes a request id when none is given, and ignores one that is not safe to log', async () => {
    const response = await fetch(`${server.url}/api/known`, { headers: { 'x-request-id': 'bad id\twith spaces' } });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await envelope(response)).requestId).toBe(id);
  });

  it('answers health and readiness without touching routes', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${server.url}/readyz`)).json()).toEqual({ status: 'ready' });
  });
});
