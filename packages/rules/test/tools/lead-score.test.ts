import { describe, expect, it } from 'vitest';
import { checkLeadForm, conversionLikelihood, leadBand, scoreLead, type LeadInput } from '../../src/tools/index.ts';

const best: LeadInput = {
  companySize: 'medium',
  industry: 'technology',
  jobLevel: 'ceo',
  engagement: 100,
  budget: 'over_500k',
  timeline: 'immediate',
  painPoint: 'critical',
};

describe('Lead Score Calculator', () => {
  it('the best answer of every factor scores 100: 20 + 15 + 20 + 15 + 15 + 10 + 5', () => {
    const result = scoreLead(best);
    expect(result.score).toBe(100);
    expect(result).toMatchObject({ band: 'Hot', priority: 'High', colour: 'green', likelihood: 'Very High' });
    expect(result.factors.map((f) => f.points)).toEqual([20, 15, 20, 15, 15, 10, 5]);
  });

  it('the weakest answers with default engagement: 10 + 8 + 8 + 7.5 + 5 + 2 + 1 = 41.5 → 42, Cold', () => {
    const result = scoreLead({
      companySize: 'startup',
      industry: 'other',
      jobLevel: 'other',
      engagement: 50,
      budget: 'under_10k',
      timeline: 'no_timeline',
      painPoint: 'none',
    });
    expect(result.score).toBe(42);
    expect(result).toMatchObject({ band: 'Cold', priority: 'Low', colour: 'red', likelihood: 'Low' });
  });

  it('small finance manager, engagement 60, 10k-50k, 3 months, moderate: 15 + 13 + 14 + 9 + 10 + 6 + 3 = 70, Warm', () => {
    const result = scoreLead({
      companySize: 'small',
      industry: 'finance',
      jobLevel: 'manager',
      engagement: 60,
      budget: '10k_50k',
      timeline: '3_months',
      painPoint: 'moderate',
    });
    expect(result.score).toBe(70);
    expect(result).toMatchObject({ band: 'Warm', priority: 'Medium', colour: 'yellow', likelihood: 'Medium' });
  });

  it('the 80 boundary: 18 + 14 + 16 + 9 + 13 + 8 + 2 = 80 is Hot; with engagement 55 (8.25) it is 79.25 → 79, Warm', () => {
    const lead: LeadInput = {
      companySize: 'large',
      industry: 'ecommerce',
      jobLevel: 'director',
      engagement: 60,
      budget: '50k_100k',
      timeline: '1_month',
      painPoint: 'minor',
    };
    expect(scoreLead(lead).score).toBe(80);
    expect(scoreLead(lead).band).toBe('Hot');
    expect(scoreLead({ ...lead, engagement: 55 }).score).toBe(79);
    expect(scoreLead({ ...lead, engagement: 55 }).band).toBe('Warm');
  });

  it('every table of the spec', () => {
    const sizes = (['startup', 'small', 'medium', 'large', 'enterprise'] as const).map((companySize) => scoreLead({ ...best, companySize }).factors[0]?.points);
    expect(sizes).toEqual([10, 15, 20, 18, 16]);
    const industries = (['technology', 'ecommerce', 'finance', 'healthcare', 'manufacturing', 'education', 'other'] as const).map(
      (industry) => scoreLead({ ...best, industry }).factors[1]?.points,
    );
    expect(industries).toEqual([15, 14, 13, 12, 11, 10, 8]);
    const levels = (['ceo', 'cto', 'director', 'manager', 'specialist', 'other'] as const).map(
      (jobLevel) => scoreLead({ ...best, jobLevel }).factors[2]?.points,
    );
    expect(levels).toEqual([20, 18, 16, 14, 10, 8]);
    const budgets = (['under_10k', '10k_50k', '50k_100k', '100k_500k', 'over_500k'] as const).map(
      (budget) => scoreLead({ ...best, budget }).factors[4]?.points,
    );
    expect(budgets).toEqual([5, 10, 13, 15, 15]);
    const timelines = (['immediate', '1_month', '3_months', '6_months', 'no_timeline'] as const).map(
      (timeline) => scoreLead({ ...best, timeline }).factors[5]?.points,
    );
    expect(timelines).toEqual([10, 8, 6, 4, 2]);
    const pains = (['critical', 'important', 'moderate', 'minor', 'none'] as const).map((painPoint) => scoreLead({ ...best, painPoint }).factors[6]?.points);
    expect(pains).toEqual([5, 4, 3, 2, 1]);
    expect([0, 5, 50, 100].map((engagement) => scoreLead({ ...best, engagement }).factors[3]?.points)).toEqual([0, 0.75, 7.5, 15]);
  });

  it('bands and likelihood at their edges', () => {
    expect([100, 80, 79, 60, 59, 0].map((s) => leadBand(s).band)).toEqual(['Hot', 'Hot', 'Warm', 'Warm', 'Cold', 'Cold']);
    expect([80, 79, 60, 59].map(conversionLikelihood)).toEqual(['Very High', 'Medium', 'Medium', 'Low']);
  });

  it('checkLeadForm explains every unchosen factor and an engagement off the 5-step scale', () => {
    const checked = checkLeadForm({
      companySize: '',
      industry: 'technology',
      jobLevel: '',
      engagement: '52',
      budget: 'x',
      timeline: '',
      painPoint: 'critical',
    });
    expect(checked.ok ? null : Object.keys(checked.errors).sort()).toEqual(['budget', 'companySize', 'engagement', 'jobLevel', 'timeline']);
    const ok = checkLeadForm({
      companySize: 'small',
      industry: 'finance',
      jobLevel: 'manager',
      engagement: '',
      budget: '10k_50k',
      timeline: '3_months',
      painPoint: 'moderate',
    });
    expect(ok.ok ? ok.value.engagement : null).toBe(50);
  });
});
