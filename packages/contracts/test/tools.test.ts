import { describe, expect, it } from 'vitest';
import { internalToolPath } from '../src/index.ts';

describe('internalToolPath', () => {
  it("maps the spec's five internal tools to their pages by catalogue name", () => {
    expect(internalToolPath('ROI Calculator Pro')).toBe('/roi-calculator');
    expect(internalToolPath('A/B Test Optimizer')).toBe('/ab-test-optimizer');
    expect(internalToolPath('Lead Score Calculator')).toBe('/lead-score-calculator');
    expect(internalToolPath('Customer Lifetime Value Predictor')).toBe('/clv-predictor');
    expect(internalToolPath('Conversion Rate Analyzer')).toBe('/conversion-analyzer');
  });

  it('knows no page for any other name, including names an object inherits', () => {
    expect(internalToolPath('Unknown Tool')).toBeNull();
    expect(internalToolPath('constructor')).toBeNull();
    expect(internalToolPath('toString')).toBeNull();
  });
});
