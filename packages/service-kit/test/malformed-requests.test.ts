import http from 'node:http';
import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@academy/contracts';
import { createLogger, createServiceApp, listen, type RunningServer } from '../src/index.ts';

const handled: unknown[] = [];
const routes = Router();
routes.post('/api/notes', (req, res) => {
  handled.push(req.body);
  res.status(201).json({ ok: true });
});

let server: RunningServer;
beforeAll(async () => {
  server = await listen(createServiceApp({ logger: createLogger('test', 'silent'), routes, ready: async () => true }), 0);
});
afterAll(() => server.stop());

/** Sends exact bytes with exact headers (fetch would refuse or rewrite some of them). */
function send(path: string, body: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

const envelopeOf = (body: string) => errorEnvelopeSchema.parse(JSON.parse(body)).error;

describe('a body that cannot be read', () => {
  it.each(['gzip', 'deflate', 'br'])('sent as Content-Encoding: %s but not compressed, answers the 400 envelope', async (encoding) => {
    handled.length = 0;
    const response = await send('/api/notes', '{"text":"hello"}', { 'content-encoding': encoding, 'x-request-id': `enc-${encoding}` });
    expect(response.status).toBe(400);
    expect(envelopeOf(response.body)).toMatchObject({ code: 'MALFORMED_BODY', requestId: `enc-${encoding}` });
    expect(handled).toEqual([]);
  });

  it('in an encoding the service does not know, answers 415 with the envelope', async () => {
    const response = await send('/api/notes', '{"text":"hello"}', { 'content-encoding': 'compress' });
    expect(response.status).toBe(415);
    expect(envelopeOf(response.body).code).toBe('UNSUPPORTED_ENCODING');
  });
});

describe('text PostgreSQL cannot store', () => {
  it.each([
    ['U+0000 in a field', '{"title":"ok","text":"a\\u0000b"}', 'text'],
    ['a lone high surrogate', '{"text":"x\\ud800"}', 'text'],
    ['a lone low surrogate', '{"text":"\\udc00y"}', 'text'],
    ['U+0000 deep in an array', '{"answers":[{"note":"fine"},{"note":"\\u0000"}]}', 'answers.1.note'],
    ['U+0000 in a field name', '{"a\\u0000":"x"}', '(key)'],
  ])('%s is refused with 400 naming the field, before the handler runs', async (_name, body, path) => {
    handled.length = 0;
    const response = await send('/api/notes', body, { 'x-request-id': 'text-1' });
    expect(response.status).toBe(400);
    const error = envelopeOf(response.body);
    expect(error.code).toBe('INVALID_TEXT');
    expect(error.requestId).toBe('text-1');
    expect((error.details as Array<{ path: string }>).map((issue) => issue.path)).toEqual([path]);
    expect(handled).toEqual([]);
  });

  it('lets paired surrogates (emoji) and ordinary text through', async () => {
    handled.length = 0;
    const response = await send('/api/notes', JSON.stringify({ text: 'Great work 🎉 — café' }), {});
    expect(response.status).toBe(201);
    expect(handled).toEqual([{ text: 'Great work 🎉 — café' }]);
  });
});

describe('Cache-Control', () => {
  it('every answer is no-store unless a route says otherwise', async () => {
    const ok = await fetch(`${server.url}/api/notes`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const missing = await fetch(`${server.url}/api/nothing`);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });
});
