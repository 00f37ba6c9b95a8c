import { describe, expect, it } from 'vitest';
import { isInternalToolPath, internalToolPaths } from '../src/index.ts';

describe('internalToolPaths', () => {
  it('are the five calculator pages of the tools slice', () => {
    expect([...internalToolPaths]).toEqual(['/roi-calculator', '/ab-test-optimizer', '/lead-score-calculator', '/clv-predictor', '/conversion-analyzer']);
  });

  it('isInternalToolPath answers only for those pages', () => {
    expect(isInternalToolPath('/clv-predictor')).toBe(true);
    expect(isInternalToolPath('/tools')).toBe(false);
    expect(isInternalToolPath('constructor')).toBe(false);
    expect(isInternalToolPath('https://example.com')).toBe(false);
  });
});
