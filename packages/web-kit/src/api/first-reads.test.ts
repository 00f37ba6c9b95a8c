import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-request.ts';
import { FIRST_READS_LIFETIME_MS, forgetFirstReads, handOverFirstReads, takeFirstRead } from './first-reads.ts';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('first reads handed over by the boot script', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(() => json({ from: 'server' }));
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    forgetFirstReads();
    vi.unstubAllGlobals();
  });

  it('answers every GET of a handed-over path from the answer, without asking the server', async () => {
    handOverFirstReads({ '/api/modules': json([{ id: 1 }]) });

    expect(await apiRequest('GET', '/api/modules')).toEqual([{ id: 1 }]);
    // The mentor and the page often read the same path: both are answered.
    expect(await apiRequest('GET', '/api/modules')).toEqual([{ id: 1 }]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await apiRequest('GET', '/api/stats')).toEqual({ from: 'server' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks the server after the first write, which may have changed the answer', async () => {
    handOverFirstReads({ '/api/progress': json([]) });

    await apiRequest('POST', '/api/progress', { moduleId: 1, markSection: 0 });
    expect(await apiRequest('GET', '/api/progress')).toEqual({ from: 'server' });
    expect(fetchMock.mock.calls.map(([input, init]) => `${init?.method} ${String(input)}`)).toEqual(['POST /api/progress', 'GET /api/progress']);
  });

  it('holds answers only for a short while after start-up', async () => {
    const start = 1_000_000;
    handOverFirstReads({ '/api/stats': json({ streak: 3 }) }, start);

    expect(await takeFirstRead('/api/stats', start + FIRST_READS_LIFETIME_MS)).toMatchObject({ status: 200 });
    expect(await takeFirstRead('/api/stats', start + FIRST_READS_LIFETIME_MS + 1)).toBeUndefined();
    // Dropped for good.
    expect(await takeFirstRead('/api/stats', start)).toBeUndefined();
  });

  it('holds no failure: a refused or failed early read is asked again by the app, which reports it as usual', async () => {
    handOverFirstReads({ '/api/modules': json({ error: {} }, 503), '/api/stats': Promise.reject(new TypeError('offline')) });
    fetchMock.mockImplementation(() => json({ error: { code: 'X', message: 'still down' } }, 503));

    await expect(apiRequest('GET', '/api/modules')).rejects.toMatchObject({ status: 503 });
    await expect(apiRequest('GET', '/api/stats')).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('validates a handed-over answer with the caller’s schema like any other', async () => {
    const { z } = await import('zod');
    handOverFirstReads({ '/api/stats': json({ streak: 'many' }) });

    await expect(apiRequest('GET', '/api/stats', undefined, z.object({ streak: z.number() }))).rejects.toThrow(/streak/);
  });
});
