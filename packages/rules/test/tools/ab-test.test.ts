import { describe, expect, it } from 'vitest';
import { analyzeAbTest, checkAbTestForm, normalCdf, requiredSampleSize, type AbTestInput } from '../../src/tools/index.ts';

const base: AbTestInput = { nameA: 'Control', visitorsA: 1000, conversionsA: 100, nameB: 'Variant B', visitorsB: 1000, conversionsB: 130, confidenceLevel: 95 };

describe('normalCdf', () => {
  it('matches the standard normal table', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 5);
    expect(normalCdf(-1.645)).toBeCloseTo(0.05, 4);
    expect(normalCdf(2.576)).toBeCloseTo(0.995, 4);
  });
});

describe('A/B Test Optimizer', () => {
  it('10 % against 13 % on 1,000 each: pooled 11.5 %, z 2.103, significant at 95 %, B wins', () => {
    // SE = √(0.115 × 0.885 × 0.002) = 0.014267; z = 0.03 / 0.014267 = 2.1027; p = 0.0355
    const result = analyzeAbTest(base);
    expect(result.rateA).toBe(0.1);
    expect(result.rateB).toBe(0.13);
    expect(result.z).toBeCloseTo(2.1027, 4);
    expect(result.pValue).toBeCloseTo(0.0355, 4);
    expect(result.confidence).toBeCloseTo(96.45, 2);
    expect(result.significant).toBe(true);
    expect(result.winner).toBe('B');
    expect(result.winnerName).toBe('Variant B');
    expect(result.lift).toBeCloseTo(30, 9);
  });

  it('the same data is not significant at 99 % (|z| 2.103 ≤ 2.576) and says how many visitors are still needed', () => {
    const result = analyzeAbTest({ ...base, confidenceLevel: 99 });
    expect(result.threshold).toBe(2.576);
    expect(result.significant).toBe(false);
    expect(result.requiredPerVariant).toBe(requiredSampleSize(0.1, 0.13, 2.576));
    expect(result.additionalPerVariant).toBe((result.requiredPerVariant ?? 0) - 1000);
    expect(result.steps.at(-1)).toContain('each variant needs about');
  });

  it('at 90 % the threshold is 1.645', () => {
    expect(analyzeAbTest({ ...base, confidenceLevel: 90 }).threshold).toBe(1.645);
  });

  it('sample size for 10 % vs 13 % at 95 % and 80 % power is 1,774 per variant (hand-worked)', () => {
    // p̄ 0.115: (1.96 × √0.20355 + 0.8416 × √0.2031)² / 0.03² = 1.2636² / 0.0009 = 1773.99 → 1774
    expect(requiredSampleSize(0.1, 0.13, 1.96)).toBe(1774);
  });

  it('equal rates: z 0, no winner, no sample size can separate them', () => {
    const result = analyzeAbTest({ ...base, conversionsB: 100 });
    expect(result.z).toBe(0);
    expect(result.winner).toBeNull();
    expect(result.winnerName).toBeNull();
    expect(result.significant).toBe(false);
    expect(result.requiredPerVariant).toBeNull();
    expect(result.confidence).toBeCloseTo(0, 6);
  });

  it('zero conversions in both: standard error 0, z 0, not significant', () => {
    const result = analyzeAbTest({ ...base, conversionsA: 0, conversionsB: 0 });
    expect(result.z).toBe(0);
    expect(result.pValue).toBe(1);
    expect(result.significant).toBe(false);
  });

  it('a 100 % rate against 90 %: z −3.244, significant, the control wins', () => {
    // pooled 190 / 200 = 0.95; SE = √(0.95 × 0.05 × 0.02) = 0.030822; z = −0.1 / 0.030822
    const result = analyzeAbTest({ ...base, visitorsA: 100, conversionsA: 100, visitorsB: 100, conversionsB: 90 });
    expect(result.z).toBeCloseTo(-3.2444, 4);
    expect(result.significant).toBe(true);
    expect(result.winner).toBe('A');
    expect(result.winnerName).toBe('Control');
  });

  it('huge counts: confidence is shown at most 99.9', () => {
    const result = analyzeAbTest({ ...base, visitorsA: 10_000_000, conversionsA: 1_000_000, visitorsB: 10_000_000, conversionsB: 1_010_000 });
    expect(result.significant).toBe(true);
    expect(result.confidence).toBe(99.9);
    expect(Number.isFinite(result.z)).toBe(true);
  });

  describe('checkAbTestForm', () => {
    const form = { nameA: '', visitorsA: '1000', conversionsA: '100', nameB: ' ', visitorsB: '1000', conversionsB: '130', confidenceLevel: '95' };

    it('accepts four non-zero whole numbers and names the variants Control and Variant B by default', () => {
      expect(checkAbTestForm(form)).toEqual({ ok: true, value: { ...base } });
    });

    it('explains a zero, a blank, a fraction and conversions above visitors', () => {
      const checked = checkAbTestForm({ ...form, visitorsA: '0', conversionsA: '', visitorsB: '10.5', conversionsB: '130' });
      expect(checked.ok).toBe(false);
      if (!checked.ok) {
        expect(checked.errors.visitorsA).toBe('Enter the visitors for variant A (a whole number above 0).');
        expect(checked.errors.conversionsA).toBe('Enter the conversions for variant A (a whole number above 0).');
        expect(checked.errors.visitorsB).toBe('The visitors for variant B must be a whole number above 0.');
      }
      const over = checkAbTestForm({ ...form, conversionsB: '1001' });
      expect(over.ok ? null : over.errors).toEqual({ conversionsB: 'Conversions cannot be more than visitors.' });
    });

    it('refuses a confidence level other than 90, 95 and 99', () => {
      const checked = checkAbTestForm({ ...form, confidenceLevel: '80' });
      expect(checked.ok ? null : checked.errors).toEqual({ confidenceLevel: 'Choose 90%, 95% or 99% confidence.' });
    });
  });
});
