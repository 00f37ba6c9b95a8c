import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { createQueryClient, pathFromQueryKey } from './create-query-client.ts';
import { createQueryKeys } from './query-keys.ts';

const fetchMock = vi.fn<typeof fetch>();

describe('createQueryClient', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('has the platform defaults: never stale, no retries, no refetch on focus', () => {
    const defaults = createQueryClient().getDefaultOptions();

    expect(defaults.queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('by default, GETs the path built by joining the key parts with "/"', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"id":7,"title":"Customer Acquisition"}', { status: 200 }));
    const client = createQueryClient();

    const data = await client.fetchQuery({ queryKey: ['/api/modules', 7] });

    expect(fetchMock).toHaveBeenCalledWith('/api/modules/7', expect.objectContaining({ method: 'GET', credentials: 'include' }));
    expect(data).toEqual({ id: 7, title: 'Customer Acquisition' });
  });

  it('raises a 401 as an ApiError after one attempt and reports it to onError', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 401, statusText: 'Unauthorized' }));
    const onError = vi.fn();
    const client = createQueryClient({ onError });

    const observer = new QueryObserver(client, { queryKey: ['/api/progress'] });
    const result = await new Promise<ReturnType<typeof observer.getCurrentResult>>((resolve) => {
      const unsubscribe = observer.subscribe((next) => {
        if (next.status === 'error') {
          unsubscribe();
          resolve(next);
        }
      });
    });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error?.message).toBe('401: Unauthorized');
    expect(onError).toHaveBeenCalledWith(result.error);
  });

  it('reports failed mutations to onError', async () => {
    const onError = vi.fn();
    const client = createQueryClient({ onError });
    const failure = new ApiError(401, 'Unauthorized', '');

    const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(failure) });
    await expect(mutation.execute(undefined)).rejects.toBe(failure);

    expect(onError).toHaveBeenCalledWith(failure);
  });
});

describe('pathFromQueryKey', () => {
  it('joins string and number parts with "/"', () => {
    expect(pathFromQueryKey(['/api/modules', 3, 'sections'])).toBe('/api/modules/3/sections');
  });

  it('refuses key parts that are not strings or numbers', () => {
    expect(() => pathFromQueryKey(['/api/modules', { page: 2 }])).toThrow(TypeError);
  });
});

describe('createQueryKeys', () => {
  it('namespaces every key by slice and feature', () => {
    const learningKey = createQueryKeys('learning');

    expect(learningKey('modules')).toEqual(['learning', 'modules']);
    expect(learningKey('module', 4)).toEqual(['learning', 'module', 4]);
  });
});
