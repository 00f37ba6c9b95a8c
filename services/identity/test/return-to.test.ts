import { describe, expect, it } from 'vitest';
import { safeReturnTo } from '../src/domain/return-to.ts';
import { openRedirectPayloads } from './support/open-redirect-payloads.ts';

describe('safeReturnTo', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/courses?tab=all#top', '/courses?tab=all#top'],
    ['/', '/'],
    ['/module/3', '/module/3'],
    ['/dashboard/./?tab=1', '/dashboard/?tab=1'],
    ['/@evil.example', '/@evil.example'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it('is tested with at least 30 open-redirect payloads', () => {
    expect(openRedirectPayloads.length).toBeGreaterThanOrEqual(30);
  });

  it.each(openRedirectPayloads)('normalises %j to the same-origin %j', (payload, safe) => {
    const result = safeReturnTo(payload);
    expect(result).toBe(safe);
    expect(result).toMatch(/^\/(?![/\\])/);
    expect(new URL(result, 'https://academy.example').origin).toBe('https://academy.example');
  });

  it.each([
    ['a relative path without a slash', 'dashboard'],
    ['an API path', '/api/logout'],
    ['an API path reached through dot segments', '/courses/../api/auth/user'],
    ['an empty value', ''],
    ['a very long value', `/${'a'.repeat(600)}`],
    ['a list of values', ['/a', '/b']],
    ['nothing', undefined],
  ])('turns %s into /', (_name, value) => {
    expect(safeReturnTo(value)).toBe('/');
  });
});
