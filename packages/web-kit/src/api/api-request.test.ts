import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { learnerProfileSchema } from '@academy/contracts';
import { ApiError, ResponseValidationError } from './api-error.ts';
import { apiRequest, getJson } from './api-request.ts';

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: string, statusText = '') {
  fetchMock.mockResolvedValueOnce(new Response(status === 204 ? null : body, { status, statusText }));
}

function lastCall(): RequestInit {
  const init = fetchMock.mock.calls.at(-1)?.[1];
  if (!init) throw new Error('fetch was not called');
  return init;
}

describe('apiRequest', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends cookies with every call', async () => {
    answer(200, '[]');

    await apiRequest('GET', '/api/modules');

    expect(fetchMock).toHaveBeenCalledWith('/api/modules', expect.objectContaining({ method: 'GET', credentials: 'include' }));
  });

  it('tells the server the browser’s time zone', async () => {
    answer(200, '{}');

    await apiRequest('GET', '/api/stats');

    expect(new Headers(lastCall().headers).get('X-Time-Zone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('when a body is given, sends it as JSON with a JSON content type', async () => {
    answer(201, '{"ok":true}');

    await apiRequest('POST', '/api/progress', { moduleId: 3, completed: false });

    const init = lastCall();
    expect(init.body).toBe('{"moduleId":3,"completed":false}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('without a body, sends neither a body nor a content type', async () => {
    answer(200, '{}');

    await apiRequest('DELETE', '/api/crm/contacts/4');

    const init = lastCall();
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('on a non-2xx answer, throws ApiError "{status}: {body}"', async () => {
    answer(404, '{"error":{"code":"LEARNING_MODULE_NOT_FOUND","message":"No module 9","requestId":"r-1"}}', 'Not Found');

    const error = await apiRequest('GET', '/api/modules/9').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: {"error":{"code":"LEARNING_MODULE_NOT_FOUND","message":"No module 9","requestId":"r-1"}}');
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).code).toBe('LEARNING_MODULE_NOT_FOUND');
    expect((error as ApiError).envelope?.error.requestId).toBe('r-1');
  });

  it('on a non-2xx answer with an empty body, uses the status text', async () => {
    answer(503, '', 'Service Unavailable');

    await expect(apiRequest('GET', '/api/stats')).rejects.toThrow(new ApiError(503, 'Service Unavailable', ''));
    answer(503, '', 'Service Unavailable');
    await expect(apiRequest('GET', '/api/stats')).rejects.toHaveProperty('message', '503: Service Unavailable');
  });

  it('a body that is not an error envelope leaves envelope undefined', async () => {
    answer(500, 'upstream failed', 'Internal Server Error');

    const error = await apiRequest('GET', '/api/stats').catch((caught: unknown) => caught);

    expect((error as ApiError).message).toBe('500: upstream failed');
    expect((error as ApiError).envelope).toBeUndefined();
  });

  it('with a schema, returns the parsed body', async () => {
    answer(200, '{"currentStreak":3,"extra":"dropped"}');

    const stats = await apiRequest('GET', '/api/stats', undefined, z.object({ currentStreak: z.number() }));

    expect(stats).toEqual({ currentStreak: 3 });
  });

  it('when the body does not match the schema, throws ResponseValidationError naming the field', async () => {
    answer(200, '{"currentStreak":"three"}');

    const error = await getJson('/api/stats', z.object({ currentStreak: z.number() })).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).message).toMatch(/^Unexpected response from GET \/api\/stats \(currentStreak: /);
    expect((error as ResponseValidationError).issues[0]?.path).toBe('currentStreak');
  });

  it('checks the body with a contract (zod/mini) schema, with the English message', async () => {
    answer(200, '{"quizTimeMultiplier":1.5}');
    await expect(getJson('/api/learner-profile', learnerProfileSchema)).resolves.toEqual({ quizTimeMultiplier: 1.5 });

    answer(200, '{}');
    const error = await getJson('/api/learner-profile', learnerProfileSchema).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues).toEqual([{ path: 'quizTimeMultiplier', message: 'Invalid option: expected one of 1|1.5|2|3' }]);
  });

  it('reads an empty 2xx body as null', async () => {
    answer(204, '');

    await expect(apiRequest('POST', '/api/progress', { moduleId: 1 })).resolves.toBeNull();
  });

  it('when a 2xx body is not JSON, throws ResponseValidationError', async () => {
    answer(200, '<!doctype html><html></html>');

    await expect(apiRequest('GET', '/api/modules')).rejects.toBeInstanceOf(ResponseValidationError);
  });
});
