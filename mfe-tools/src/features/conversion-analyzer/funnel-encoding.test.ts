import { describe, expect, it } from 'vitest';
import { decodeStages, encodeStages } from './funnel-encoding.ts';

describe('funnel stages in the URL', () => {
  it('round-trips names and counts, with empty counts kept', () => {
    const stages = [
      { name: 'Visitors', count: '10000' },
      { name: 'Add to cart', count: '' },
    ];
    expect(encodeStages(stages)).toBe('Visitors~10000|Add to cart~');
    expect(decodeStages(encodeStages(stages))).toEqual(stages);
  });

  it('a name holding the separators loses them instead of breaking the funnel', () => {
    expect(decodeStages(encodeStages([{ name: 'A|B~C', count: '5' }]))).toEqual([{ name: 'A B C', count: '5' }]);
  });
});
