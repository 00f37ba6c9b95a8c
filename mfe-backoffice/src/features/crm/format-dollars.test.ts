import { describe, expect, it } from 'vitest';
import { formatDollars } from './format-dollars.ts';

describe('formatDollars', () => {
  it('separates thousands', () => {
    expect(formatDollars(12500)).toBe('$12,500');
    expect(formatDollars(1250000)).toBe('$1,250,000');
  });

  it('shows zero as $0', () => {
    expect(formatDollars(0)).toBe('$0');
  });
});
