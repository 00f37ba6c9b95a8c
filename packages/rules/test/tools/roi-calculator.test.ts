import { describe, expect, it } from 'vitest';
import { calculateRoi, checkRoiForm, industryMultiplier, teamFactor, toolMultiplier } from '../../src/tools/index.ts';

describe('ROI Calculator Pro', () => {
  it('saas × automation, team of 25, 12 months: $10,000 → $147,600 total, 1376 %, payback 1 month', () => {
    // 10,000 × 4.1 × 3 × 1.2 = 147,600; 147,600 / 12 = 12,300; (147,600 − 10,000) / 10,000 = 13.76; 10,000 / 12,300 = 0.81 → 1
    const result = calculateRoi({ investment: 10_000, industry: 'saas', toolType: 'automation', teamSize: 25, months: 12 });
    expect(result.totalReturn).toBeCloseTo(147_600, 6);
    expect(result.monthlyReturn).toBeCloseTo(12_300, 6);
    expect(result.roiPercentage).toBeCloseTo(1376, 6);
    expect(result.netProfit).toBeCloseTo(137_600, 6);
    expect(result.paybackMonths).toBe(1);
    expect(result.steps[0]).toBe('Total return = investment $10,000 × industry multiplier 4.1 × tool multiplier 3 × team factor 1.2 (team of 25) = $147,600.');
  });

  it('an unknown industry and tool use the defaults 2.5 and 2.5; team of 5, 36 months', () => {
    // 5,000 × 2.5 × 2.5 × 1 = 31,250; / 36 = 868.06; ROI 525 %; 5,000 / 868.06 = 5.76 → 6
    const result = calculateRoi({ investment: 5_000, industry: 'other', toolType: 'something', teamSize: 5, months: 36 });
    expect(result.totalReturn).toBeCloseTo(31_250, 6);
    expect(result.monthlyReturn).toBeCloseTo(868.0556, 3);
    expect(result.roiPercentage).toBeCloseTo(525, 6);
    expect(result.paybackMonths).toBe(6);
  });

  it('team of 100 gets 1.3; a payback under half a month rounds to 0', () => {
    // 1,000 × 3.2 × 3.5 × 1.3 = 14,560; / 6 = 2,426.67; 1,000 / 2,426.67 = 0.41 → 0
    const result = calculateRoi({ investment: 1_000, industry: 'ecommerce', toolType: 'predictive', teamSize: 100, months: 6 });
    expect(result.totalReturn).toBeCloseTo(14_560, 6);
    expect(result.paybackMonths).toBe(0);
  });

  it('has every multiplier of the spec', () => {
    expect(['ecommerce', 'saas', 'manufacturing', 'healthcare', 'finance', 'marketing', 'consulting', 'x'].map(industryMultiplier)).toEqual([
      3.2, 4.1, 2.8, 2.5, 3.8, 3.5, 2.9, 2.5,
    ]);
    expect(['automation', 'analytics', 'customer_service', 'content_creation', 'predictive', 'optimization', 'x'].map(toolMultiplier)).toEqual([
      3, 2.5, 2.8, 2.3, 3.5, 2.7, 2.5,
    ]);
    expect(industryMultiplier('constructor')).toBe(2.5);
  });

  it('team factor: above 50 is 1.3, above 10 is 1.2, else 1', () => {
    expect([1, 10, 11, 50, 51, 300].map(teamFactor)).toEqual([1, 1, 1.2, 1.2, 1.3, 1.3]);
  });

  describe('checkRoiForm', () => {
    const form = { investment: '10000', industry: 'saas', toolType: 'automation', teamSize: '25', months: '12' };

    it('accepts a complete form', () => {
      expect(checkRoiForm(form)).toEqual({ ok: true, value: { investment: 10_000, industry: 'saas', toolType: 'automation', teamSize: 25, months: 12 } });
    });

    it('explains each missing part: zero investment, no industry, no tool type', () => {
      const checked = checkRoiForm({ ...form, investment: '0', industry: '', toolType: '' });
      expect(checked).toEqual({
        ok: false,
        errors: {
          investment: 'Enter the amount you plan to invest (more than $0).',
          industry: 'Choose your industry.',
          toolType: 'Choose the type of AI tool.',
        },
      });
    });

    it('refuses a negative investment, a team size and a time frame not offered', () => {
      const checked = checkRoiForm({ ...form, investment: '-5', teamSize: '7', months: '13' });
      expect(checked.ok).toBe(false);
      if (!checked.ok) expect(Object.keys(checked.errors).sort()).toEqual(['investment', 'months', 'teamSize']);
    });
  });
});
