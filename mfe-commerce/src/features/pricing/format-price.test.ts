import { describe, expect, it } from 'vitest';
import { intervalLabel } from './format-price.ts';

describe('intervalLabel', () => {
  it('names a one-off price one-time', () => {
    expect(intervalLabel('once')).toBe('one-time');
    expect(intervalLabel('year')).toBe('per year');
  });
});
