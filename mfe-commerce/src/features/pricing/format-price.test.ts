import { describe, expect, it } from 'vitest';
import { formatPrice, intervalLabel } from './format-price.ts';

describe('formatPrice', () => {
  it('shows whole dollars without decimals', () => {
    expect(formatPrice(8900)).toBe('$89');
  });

  it('shows cents with two decimals and thousands separators', () => {
    expect(formatPrice(123450)).toBe('$1,234.50');
  });
});

describe('intervalLabel', () => {
  it('names a one-off price one-time', () => {
    expect(intervalLabel('once')).toBe('one-time');
    expect(intervalLabel('year')).toBe('per year');
  });
});
