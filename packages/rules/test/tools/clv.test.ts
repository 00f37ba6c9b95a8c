import { describe, expect, it } from 'vitest';
import { checkClvForm, formatDecimal, formatYears, predictClv, type ClvInput } from '../../src/tools/index.ts';

const shop: ClvInput = {
  averageOrderValue: 50,
  purchasesPerYear: 4,
  grossMarginPercent: 40,
  retentionPercent: 75,
  discountRatePercent: 10,
  acquisitionCost: 60,
};

describe('Customer Lifetime Value Predictor', () => {
  it('$50 × 4 a year at 40 % margin, 75 % retention, 10 % discount: $251.43, CLV:CAC 4.19', () => {
    // margin 50 × 4 × 0.4 = 80; lifetime 1 / 0.25 = 4 years → 320; 80 × 1.1 / (1.1 − 0.75) = 88 / 0.35 = 251.43
    const result = predictClv(shop);
    expect(result.annualRevenue).toBe(200);
    expect(result.annualMargin).toBe(80);
    expect(result.expectedLifetimeYears).toBe(4);
    expect(result.simpleClv).toBe(320);
    expect(result.clv).toBeCloseTo(251.4286, 4);
    expect(result.clvToCac).toBeCloseTo(4.1905, 4);
    expect(result.healthy).toBe(true);
    expect(result.churnPercent).toBe(25);
  });

  it('with no discounting, CLV equals margin × expected lifetime', () => {
    const result = predictClv({ ...shop, discountRatePercent: 0 });
    expect(result.clv).toBeCloseTo(320, 9);
  });

  it('with no retention, a customer is worth one year of margin', () => {
    const result = predictClv({ ...shop, retentionPercent: 0 });
    expect(result.clv).toBeCloseTo(80, 9);
    expect(result.expectedLifetimeYears).toBe(1);
  });

  it('a CLV under three times the acquisition cost is not healthy; no cost, no ratio', () => {
    expect(predictClv({ ...shop, acquisitionCost: 100 }).healthy).toBe(false);
    expect(predictClv({ ...shop, acquisitionCost: null })).toMatchObject({ clvToCac: null, healthy: null });
  });

  it('checkClvForm refuses 100 % retention (an infinite value), a margin above 100 and a zero order value', () => {
    const checked = checkClvForm({
      averageOrderValue: '0',
      purchasesPerYear: '4',
      grossMarginPercent: '120',
      retentionPercent: '100',
      discountRatePercent: '10',
      acquisitionCost: '',
    });
    expect(checked.ok ? null : Object.keys(checked.errors).sort()).toEqual(['averageOrderValue', 'grossMarginPercent', 'retentionPercent']);
    const ok = checkClvForm({
      averageOrderValue: '50',
      purchasesPerYear: '4',
      grossMarginPercent: '40',
      retentionPercent: '75',
      discountRatePercent: '10',
      acquisitionCost: '',
    });
    expect(ok).toEqual({ ok: true, value: { ...shop, acquisitionCost: null } });
  });

  it('at 0 % retention a customer stays one year: the margin of the first year, undiscounted', () => {
    const result = predictClv({ ...shop, retentionPercent: 0 });
    expect(result.expectedLifetimeYears).toBe(1);
    expect(result.clv).toBeCloseTo(80, 10);
    expect(formatYears(result.expectedLifetimeYears)).toBe('1 year');
    expect(formatYears(4)).toBe('4 years');
    expect(formatYears(1.04)).toBe('1 year');
    expect(formatYears(2.5)).toBe('2.5 years');
  });

  it('checkClvForm bounds every input to what a business can have, saying the limit', () => {
    const checked = checkClvForm({
      averageOrderValue: '5499999999999999',
      purchasesPerYear: '1001',
      grossMarginPercent: '40',
      retentionPercent: '99.5',
      discountRatePercent: '10',
      acquisitionCost: '20000000',
    });
    expect(checked.ok ? null : checked.errors).toEqual({
      averageOrderValue: 'Enter an average order value up to $10,000,000.',
      purchasesPerYear: 'Enter up to 1,000 purchases a year.',
      retentionPercent: 'Enter the yearly retention as a percent from 0 to 99 (at 99% a customer already stays 100 years; at 100% no customer ever leaves).',
      acquisitionCost: 'Enter an acquisition cost up to $10,000,000, or leave it empty.',
    });
    expect(
      checkClvForm({
        averageOrderValue: '10000000',
        purchasesPerYear: '1000',
        grossMarginPercent: '100',
        retentionPercent: '99',
        discountRatePercent: '0',
        acquisitionCost: '10000000',
      }).ok,
    ).toBe(true);
  });
});

describe('formatDecimal', () => {
  it('groups thousands and drops trailing zeros', () => {
    expect(formatDecimal(100000)).toBe('100,000');
    expect(formatDecimal(1234.5)).toBe('1,234.5');
    expect(formatDecimal(4.19047)).toBe('4.19');
    expect(formatDecimal(-12345.678, 1)).toBe('-12,345.7');
  });
});
