import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { Router } from 'express';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, createServiceApp, listen, sendSharedJson, SHARED_JSON_MIN_GZIP_BYTES, type RunningServer } from '../src/index.ts';

const itemSchema = z.object({ id: z.number().int(), name: z.string() });
const catalogue = Array.from({ length: 200 }, (_, id) => ({ id, name: `Tool number ${id}` }));
const routes = Router();
routes.get('/api/catalogue', (req, res) => sendSharedJson(req, res, z.array(itemSchema), catalogue));
routes.get('/api/small', (req, res) => sendSharedJson(req, res, z.array(itemSchema), catalogue.slice(0, 2)));
routes.get('/api/broken', (req, res) => sendSharedJson(req, res, z.array(itemSchema), [{ id: 'one', name: 1 }] as never));

let server: RunningServer;
beforeAll(async () => {
  server = await listen(createServiceApp({ logger: createLogger('test', 'silent'), routes, ready: async () => true }), 0);
});
afterAll(() => server.stop());

/** A GET with exact headers and the raw answer bytes (fetch would decompress them). */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('sendSharedJson', () => {
  it('sends a large answer gzip-compressed to a client that accepts gzip, the same bytes every time', async () => {
    const first = await get('/api/catalogue', { 'accept-encoding': 'gzip, deflate, br' });
    const second = await get('/api/catalogue', { 'accept-encoding': 'gzip' });

    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(gunzipSync(first.body).toString('utf8'))).toEqual(catalogue);
    expect(first.body.length).toBeLessThan(JSON.stringify(catalogue).length / 3);
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('sends it as it is to a client that does not accept gzip, or refuses it', async () => {
    const variants: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'gzip;q=0, identity' }];
    for (const headers of variants) {
      const answer = await get('/api/catalogue', headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(answer.body.toString('utf8'))).toEqual(catalogue);
    }
  });

  it(`sends an answer under ${SHARED_JSON_MIN_GZIP_BYTES} bytes as it is`, async () => {
    const answer = await get('/api/small', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual(catalogue.slice(0, 2));
  });

  it('answers the 500 envelope for an answer that breaks its contract', async () => {
    const answer = await get('/api/broken', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body.toString('utf8')).error.code).toBe('RESPONSE_CONTRACT_VIOLATION');
  });
});
