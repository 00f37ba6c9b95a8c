import http from 'node:http';
import net from 'node:net';
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
routes.get('/api/notes/:id', (req, res) => {
  res.json({ id: req.params.id });
});

let server: RunningServer;
beforeAll(async () => {
  server = await listen(createServiceApp({ logger: createLogger('test', 'silent'), routes, ready: async () => true }), 0);
});
afterAll(() => server.stop());

/** Sends exact bytes with exact headers (fetch would refuse or rewrite some of them). */
function send(
  path: string,
  body: string | undefined,
  headers: Record<string, string>,
  method = 'POST',
): Promise<{ status: number; body: string; contentType?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${server.url}${path}`, { method, headers: { 'content-type': 'application/json', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), contentType: response.headers['content-type'] }),
      );
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

describe('a path that is not UTF-8', () => {
  it.each(['%C0%AE', '%ED%A0%80', '%E0%A4%A', '%'])('%s in a parameter answers 400 with the envelope', async (escape) => {
    const response = await send(`/api/notes/${escape}`, undefined, { 'x-request-id': 'path-1' }, 'GET');
    expect(response.status).toBe(400);
    expect(envelopeOf(response.body)).toMatchObject({ code: 'MALFORMED_PATH', requestId: 'path-1' });
  });

  it('outside any parameter answers 400 too, not a 404', async () => {
    const response = await send('/api/no%C0%AEtes/1', undefined, {}, 'GET');
    expect(response.status).toBe(400);
    expect(envelopeOf(response.body).code).toBe('MALFORMED_PATH');
  });

  it('a well-formed escape still reaches the route decoded', async () => {
    const response = await send('/api/notes/caf%C3%A9', undefined, {}, 'GET');
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ id: 'café' });
  });
});

describe('a request HTTP itself cannot read', () => {
  it('is answered with the envelope, not an empty 400', async () => {
    const { port } = new URL(server.url);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.end('GET /api/notes/1 HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n'));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head.toLowerCase()).toContain('content-type: application/json');
    expect(envelopeOf(body).code).toBe('MALFORMED_REQUEST');
  });
});
