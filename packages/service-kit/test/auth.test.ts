import { describe, expect, it } from 'vitest';
import { readCookie } from '../src/index.ts';

describe('readCookie', () => {
  it('finds the named cookie among others and ignores look-alikes', () => {
    expect(readCookie('a=1; academy.sid=s%3Axyz.sig; b=2', 'academy.sid')).toBe('s%3Axyz.sig');
    expect(readCookie('xacademy.sid=1', 'academy.sid')).toBeUndefined();
    expect(readCookie(undefined, 'academy.sid')).toBeUndefined();
    expect(readCookie('academy.sid=', 'academy.sid')).toBeUndefined();
  });
});
