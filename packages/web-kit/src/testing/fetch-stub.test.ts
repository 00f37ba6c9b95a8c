import { describe, expect, it, vi } from 'vitest';
import { failure, pending, stubFetch } from './fetch-stub.ts';

describe('stubFetch', () => {
  it('answers a route with its fixed answer, 200 by default, and records the call', async () => {
    const calls = stubFetch({ 'GET /api/modules': { body: [{ id: 1 }] } });

    const response = await fetch('http://localhost:3000/api/modules');

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ id: 1 }]);
    expect(calls).toEqual([{ method: 'GET', url: '/api/modules', body: undefined, keepalive: false }]);
  });

  it('computes an answer from the call for a route given as a function, and records keepalive and the JSON body', async () => {
    const calls = stubFetch({ 'POST /api/progress': (call) => ({ status: 201, body: { echoed: call.body } }) });

    const response = await fetch('/api/progress', { method: 'post', body: JSON.stringify({ moduleId: 3 }), keepalive: true });

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ echoed: { moduleId: 3 } });
    expect(calls).toEqual([{ method: 'POST', url: '/api/progress', body: { moduleId: 3 }, keepalive: true }]);
  });

  it('answers an unknown route 404 in the error envelope', async () => {
    stubFetch({});

    const response = await fetch('/api/nothing', { method: 'DELETE' });

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route DELETE /api/nothing', requestId: 'test' } });
  });

  it('keeps a pending route open and answers failure() in the error envelope', async () => {
    stubFetch({ 'GET /api/stats': pending, 'GET /api/modules': failure(503, 'down') });

    const settled = vi.fn();
    void fetch('/api/stats').then(settled, settled);
    const response = await fetch('/api/modules');

    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: { code: 'FAILED', message: 'down', requestId: 'test' } });
    expect(settled).not.toHaveBeenCalled();
  });
});
