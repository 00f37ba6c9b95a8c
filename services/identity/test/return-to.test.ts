import { describe, expect, it } from 'vitest';
import { safeReturnTo } from '../src/domain/return-to.ts';

describe('safeReturnTo', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/courses?tab=all#top', '/courses?tab=all#top'],
    ['/', '/'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/dashboard'],
    ['a protocol-relative URL', '//evil.example/dashboard'],
    ['a backslash trick', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path without a slash', 'dashboard'],
    ['an embedded tab', '/\t/evil.example'],
    ['an API path', '/api/logout'],
    ['an empty value', ''],
    ['a list of values', ['/a', '/b']],
    ['nothing', undefined],
  ])('turns %s into /', (_name, value) => {
    expect(safeReturnTo(value)).toBe('/');
  });
});
