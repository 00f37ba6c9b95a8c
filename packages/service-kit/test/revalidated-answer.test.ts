import { gunzipSync } from 'node:zlib';
import { Router } from 'express';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MIN_COMPRESSED_ANSWER_BYTES } from '@academy/contracts';
import { rawGet } from '@academy/test-kit';
import { createLogger, createServiceApp, listen, matchesEtag, preparedOnce, prepareSharedAnswer, sendSharedAnswer, type RunningServer } from '../src/index.ts';

const itemSchema = z.object({ id: z.number().int(), name: z.string() });
const catalogue = Array.from({ length: 200 }, (_, id) => ({ id, name: `Tool number ${id}` }));
const routes = Router();
const prepared = prepareSharedAnswer(z.array(itemSchema), catalogue);
const small = prepareSharedAnswer(z.array(itemSchema), catalogue.slice(0, 2));
routes.get('/api/catalogue', (req, res) => sendSharedAnswer(req, res, prepared));
routes.get('/api/small', (req, res) => sendSharedAnswer(req, res, small));
routes.get('/api/broken', (req, res) => sendSharedAnswer(req, res, prepareSharedAnswer(z.array(itemSchema), [{ id: 'one', name: 1 }] as never)));

let server: RunningServer;
beforeAll(async () => {
  server = await listen(createServiceApp({ logger: createLogger('test', 'silent'), routes, ready: async () => true }), 0);
});
afterAll(() => server.stop());

/** A GET with exact headers and the raw answer bytes (fetch would decompress them). */
const get = (path: string, headers: Record<string, string> = {}) => rawGet(`${server.url}${path}`, headers);

describe('a shared answer (prepareSharedAnswer, sendSharedAnswer)', () => {
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
    // Kept per browser and asked again each time, under a tag from its content.
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('answers 304 without a body while the browser holds the current answer, plain or compressed', async () => {
    const { headers } = await get('/api/catalogue', { 'accept-encoding': 'gzip' });
    const tag = String(headers.etag);
    for (const ifNoneMatch of [tag, tag.replace(/^W\//, ''), `"other", ${tag}`, '*']) {
      for (const encoding of ['gzip', 'identity']) {
        const answer = await get('/api/catalogue', { 'accept-encoding': encoding, 'if-none-match': ifNoneMatch });
        expect(answer.status, `${ifNoneMatch} with ${encoding}`).toBe(304);
        expect(answer.body.length).toBe(0);
        expect(answer.headers.etag).toBe(tag);
      }
    }
  });

  it('sends the whole answer for a tag of other content', async () => {
    const answer = await get('/api/catalogue', { 'accept-encoding': 'gzip', 'if-none-match': 'W/"an-older-catalogue"' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(gunzipSync(answer.body).toString('utf8'))).toEqual(catalogue);
    const smallAnswer = await get('/api/small');
    expect(smallAnswer.headers.etag).not.toBe(answer.headers.etag);
  });

  it('sends it as it is to a client that does not accept gzip, or refuses it', async () => {
    const variants: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'gzip;q=0, identity' }];
    for (const headers of variants) {
      const answer = await get('/api/catalogue', headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(answer.body.toString('utf8'))).toEqual(catalogue);
    }
  });

  it(`sends an answer under ${MIN_COMPRESSED_ANSWER_BYTES} bytes as it is`, async () => {
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

describe('preparedOnce', () => {
  it('prepares on the first call and answers every later one with the same value, even calls made while it runs', async () => {
    const prepare = vi.fn(async () => ({ prepared: true }));
    const answer = preparedOnce(prepare);
    expect(prepare).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([answer(), answer()]);
    expect(await answer()).toBe(first);
    expect(second).toBe(first);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('keeps no failure: the next call prepares again', async () => {
    const prepare = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('database restarting')).mockResolvedValue('ready');
    const answer = preparedOnce(prepare);
    await expect(answer()).rejects.toThrow('database restarting');
    expect(await answer()).toBe('ready');
    expect(await answer()).toBe('ready');
    expect(prepare).toHaveBeenCalledTimes(2);
  });
});

describe('matchesEtag', () => {
  it('compares weakly: W/ prefixes are ignored, any tag of a list matches, * matches anything', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag('', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});
