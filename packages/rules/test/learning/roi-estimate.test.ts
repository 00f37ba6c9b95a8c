import { describe, expect, it } from 'vitest';
import { estimateRoi, formatDollars, upliftBasisPointsFor } from '../../src/learning/index.ts';
import type { RoiCompletedModule } from '../../src/learning/index.ts';

const acquisition = (id: number): RoiCompletedModule => ({ id, category: 'customer acquisition' });
const ui = (id: number): RoiCompletedModule => ({ id, category: 'ui optimization' });
const analytics = (id: number): RoiCompletedModule => ({ id, category: 'analytics & roi' });

describe('estimateRoi', () => {
  it('without onboarding answers, is 0 and says what is missing', () => {
    const result = estimateRoi(null, [acquisition(1)]);
    expect(result).toMatchObject({ estimatedRoi: 0, estimatedRoiThousands: 0, assumptions: null });
    expect(result.explanation).toEqual(['Your estimated return is worked out from your monthly revenue and team size. Complete onboarding to see it.']);
  });

  it('with no completed module, is 0 and explains how it grows', () => {
    const result = estimateRoi({ monthlyRevenue: '10k-50k', teamSize: 'solo' }, []);
    expect(result.estimatedRoi).toBe(0);
    expect(result.estimatedRoiThousands).toBe(0);
    expect(result.assumptions).toMatchObject({ annualRevenue: 360_000, modulesCounted: 0, upliftPercent: 0 });
    expect(result.explanation[0]).toBe('Your monthly revenue band ($10k - $50k) is counted as $30,000 a month, $360,000 a year.');
    expect(result.explanation[1]).toContain('Complete your first module');
  });

  it('one acquisition module, solo, $10k-$50k: $360,000 × 0.5% × 1.00 = $1,800', () => {
    const result = estimateRoi({ monthlyRevenue: '10k-50k', teamSize: 'solo' }, [acquisition(1)]);
    expect(result.estimatedRoi).toBe(1800);
    expect(result.estimatedRoiThousands).toBe(1.8);
  });

  it('mixes categories and applies the team factor, and explains every step', () => {
    const result = estimateRoi({ monthlyRevenue: '50k-100k', teamSize: '6-20' }, [acquisition(1), acquisition(2), ui(6), analytics(11)]);
    // 75,000 × 12 = 900,000; uplift 0.5 + 0.5 + 0.4 + 0.3 = 1.7%; × 1.10 → 16,830
    expect(result.estimatedRoi).toBe(16_830);
    expect(result.estimatedRoiThousands).toBe(16.8);
    expect(result.assumptions).toEqual({
      monthlyRevenue: 75_000,
      annualRevenue: 900_000,
      contributions: [
        { category: 'analytics & roi', modules: 1, percentEach: 0.3 },
        { category: 'customer acquisition', modules: 2, percentEach: 0.5 },
        { category: 'ui optimization', modules: 1, percentEach: 0.4 },
      ],
      uncappedUpliftPercent: 1.7,
      upliftPercent: 1.7,
      upliftCapPercent: 5,
      teamFactor: 1.1,
      modulesCounted: 4,
    });
    expect(result.explanation).toEqual([
      'Your monthly revenue band ($50k - $100k) is counted as $75,000 a month, $900,000 a year.',
      '1 completed analytics & roi module × 0.3% = 0.3% of yearly revenue.',
      '2 completed customer acquisition modules × 0.5% = 1% of yearly revenue.',
      '1 completed ui optimization module × 0.4% = 0.4% of yearly revenue.',
      'Together that is 1.7% of yearly revenue (the most counted is 5%).',
      'Your team size (6-20 people) gives a factor of 1.10: more people put what you learn to work.',
      'Estimated yearly return: $900,000 × 1.7% × 1.10 = $16,830.',
      'This is a planning estimate, not a promise. Measure your real results with the ROI Calculator.',
    ]);
  });

  it('caps the uplift at 5%', () => {
    const modules = Array.from({ length: 12 }, (_, i) => acquisition(i + 1));
    const result = estimateRoi({ monthlyRevenue: '100k-500k', teamSize: '200+' }, modules);
    // 300,000 × 12 = 3,600,000; 12 × 0.5% = 6% capped to 5%; × 1.25 → 225,000
    expect(result.estimatedRoi).toBe(225_000);
    expect(result.estimatedRoiThousands).toBe(225);
    expect(result.assumptions).toMatchObject({ uncappedUpliftPercent: 6, upliftPercent: 5 });
    expect(result.explanation).toContain('Together that is 6%, capped at 5% to stay conservative.');
  });

  it('counts a module once even if listed twice', () => {
    const result = estimateRoi({ monthlyRevenue: '0-10k', teamSize: '2-5' }, [ui(6), ui(6)]);
    // 60,000 × 0.4% × 1.05 = 252
    expect(result.estimatedRoi).toBe(252);
    expect(result.estimatedRoiThousands).toBe(0.3);
    expect(result.assumptions?.modulesCounted).toBe(1);
  });

  it('gives an unknown category the default 0.2%', () => {
    expect(upliftBasisPointsFor('Leadership')).toBe(20);
    expect(upliftBasisPointsFor(' Customer Acquisition ')).toBe(50);
    const result = estimateRoi({ monthlyRevenue: '1m+', teamSize: 'solo' }, [{ id: 99, category: 'Leadership' }]);
    // 12,000,000 × 0.2% = 24,000
    expect(result.estimatedRoi).toBe(24_000);
  });

  it.each([
    ['0-10k', 'solo', 300],
    ['10k-50k', '2-5', 1890],
    ['50k-100k', '6-20', 4950],
    ['100k-500k', '21-50', 20_700],
    ['500k-1m', '51-200', 54_000],
    ['1m+', '200+', 75_000],
  ] as const)('one acquisition module at %s with team %s is $%i', (monthlyRevenue, teamSize, expected) => {
    expect(estimateRoi({ monthlyRevenue, teamSize }, [acquisition(1)]).estimatedRoi).toBe(expected);
  });

  it('grows with every completed module until the cap', () => {
    const answers = { monthlyRevenue: '10k-50k', teamSize: 'solo' } as const;
    const one = estimateRoi(answers, [acquisition(1)]).estimatedRoi;
    const two = estimateRoi(answers, [acquisition(1), ui(2)]).estimatedRoi;
    expect(two).toBeGreaterThan(one);
  });
});

describe('formatting', () => {
  it('formats dollars with thousands separators', () => {
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(1800)).toBe('$1,800');
    expect(formatDollars(12_000_000)).toBe('$12,000,000');
  });
});
