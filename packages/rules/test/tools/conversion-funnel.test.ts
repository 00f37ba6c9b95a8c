import { describe, expect, it } from 'vitest';
import { analyzeFunnel, checkFunnelForm } from '../../src/tools/index.ts';

const stages = [
  { name: 'Visitors', count: 10_000 },
  { name: 'Product views', count: 4_000 },
  { name: 'Cart', count: 1_000 },
  { name: 'Purchase', count: 250 },
];

describe('Conversion Rate Analyzer', () => {
  it('10,000 → 4,000 → 1,000 → 250: 40 %, 25 %, 25 % onward, 2.5 % overall, biggest leak before Cart', () => {
    const result = analyzeFunnel({ stages, previous: null });
    expect(result.stages.map((s) => s.conversionFromPrevious)).toEqual([null, 40, 25, 25]);
    expect(result.stages.map((s) => s.dropOff)).toEqual([null, 60, 75, 75]);
    expect(result.stages.map((s) => s.conversionFromStart)).toEqual([100, 40, 10, 2.5]);
    expect(result.overallConversion).toBe(2.5);
    expect(result.biggestLeak?.name).toBe('Cart');
    expect(result.comparison).toBeNull();
  });

  it('against 160 of 8,000 last period: +0.5 points, z 2.234, significant at 95 %', () => {
    // pooled 410 / 18,000 = 0.022778; SE = √(0.022778 × 0.977222 × (1/8,000 + 1/10,000)) = 0.0022379; z = 0.005 / 0.0022379
    const result = analyzeFunnel({ stages, previous: { entrants: 8_000, conversions: 160 } });
    expect(result.comparison?.previousRate).toBe(2);
    expect(result.comparison?.currentRate).toBe(2.5);
    expect(result.comparison?.change).toBeCloseTo(0.5, 9);
    expect(result.comparison?.z).toBeCloseTo(2.2342, 4);
    expect(result.comparison?.significant).toBe(true);
  });

  it('an equal rate last period is no change and not significant', () => {
    const result = analyzeFunnel({ stages, previous: { entrants: 20_000, conversions: 500 } });
    expect(result.comparison).toMatchObject({ change: 0, z: 0, significant: false });
  });

  it('a stage nobody reached: 0 % onward, 100 % drop-off, 0 % overall; a later empty stage is 0, not NaN', () => {
    const result = analyzeFunnel({
      stages: [
        { name: 'Visitors', count: 500 },
        { name: 'Signup', count: 0 },
        { name: 'Paid', count: 0 },
      ],
      previous: null,
    });
    expect(result.stages.map((s) => s.conversionFromPrevious)).toEqual([null, 0, 0]);
    expect(result.overallConversion).toBe(0);
    expect(result.biggestLeak?.name).toBe('Signup');
  });

  it('a funnel where everyone converts has no leak', () => {
    const result = analyzeFunnel({
      stages: [
        { name: 'Visitors', count: 42 },
        { name: 'Paid', count: 42 },
      ],
      previous: null,
    });
    expect(result.overallConversion).toBe(100);
    expect(result.biggestLeak).toBeNull();
  });

  describe('checkFunnelForm', () => {
    const form = { stages: stages.map((s) => ({ name: s.name, count: String(s.count) })), previousEntrants: '', previousConversions: '' };

    it('accepts a narrowing funnel with no previous period', () => {
      expect(checkFunnelForm(form)).toEqual({ ok: true, value: { stages, previous: null } });
    });

    it('marks a stage larger than the one before, an unnamed stage and a half-filled previous period', () => {
      const checked = checkFunnelForm({
        stages: [
          { name: 'Visitors', count: '100' },
          { name: 'Cart', count: '150' },
          { name: ' ', count: '5' },
        ],
        previousEntrants: '200',
        previousConversions: '',
      });
      expect(checked.ok).toBe(false);
      expect(checked.stageErrors).toEqual(['', 'Cart cannot be more than the stage before it.', 'Name this stage.']);
      if (!checked.ok) expect(Object.keys(checked.errors).sort()).toEqual(['previousConversions', 'stages']);
    });

    it('needs at least two stages and visitors in the first', () => {
      const one = checkFunnelForm({ ...form, stages: [{ name: 'Visitors', count: '0' }] });
      expect(one.ok ? null : one.errors.stages).toBe('Add at least two stages to analyze the funnel.');
      expect(one.stageErrors).toEqual(['The first stage needs at least one visitor.']);
    });
  });
});
