import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIME_ZONE_HEADER, apiHeaders } from './api-headers.ts';

afterEach(() => vi.restoreAllMocks());

describe('apiHeaders', () => {
  it('asks for JSON, names a JSON body, and sends the browser’s time zone', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(apiHeaders()).toEqual({ Accept: 'application/json', [TIME_ZONE_HEADER]: zone });
    expect(apiHeaders({ body: true })).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json', [TIME_ZONE_HEADER]: zone });
  });

  it('works the time zone out once a page, however many calls are made', async () => {
    vi.resetModules();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const fresh = await import('./api-headers.ts');
    for (let call = 0; call < 5; call += 1) fresh.apiHeaders();
    expect(fresh.browserTimeZone()).toBe(zone);
    expect(made).toHaveBeenCalledTimes(1);
  });
});
