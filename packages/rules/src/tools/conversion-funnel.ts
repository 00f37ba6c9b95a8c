import { formatCount, formatPercent, parseNumber, roundTo, type Checked } from './validation.ts';
import { pooledTwoProportionTest } from './statistics.ts';

/*
 * Conversion Rate Analyzer (not in the spec; standard funnel analysis).
 *
 *   stage conversion   = stage count / previous stage count
 *   stage drop-off     = 1 − stage conversion
 *   overall conversion = last stage / first stage
 *   biggest leak       = the stage with the highest drop-off (where to work first)
 *
 * Two periods are compared on overall conversion (first-stage entrants and last-stage
 * conversions of each period) with the same pooled two-proportion z-test as the A/B tool, at 95 %
 * confidence (|z| > 1.96). Source: the two-proportion z-test, e.g. NIST/SEMATECH e-Handbook of
 * Statistical Methods §7.3.3; funnel ratios as in Google Analytics' funnel exploration.
 */

export const FUNNEL_Z_THRESHOLD = 1.96;
export const MAX_FUNNEL_STAGES = 8;

export interface FunnelStage {
  name: string;
  count: number;
}

export interface FunnelStageResult extends FunnelStage {
  /** From the previous stage, in percent; null for the first stage. */
  conversionFromPrevious: number | null;
  dropOff: number | null;
  /** From the first stage, in percent. */
  conversionFromStart: number;
}

export interface PeriodComparison {
  previousRate: number;
  currentRate: number;
  /** Percentage points. */
  change: number;
  z: number;
  significant: boolean;
}

export interface FunnelResult {
  stages: FunnelStageResult[];
  overallConversion: number;
  biggestLeak: FunnelStageResult | null;
  comparison: PeriodComparison | null;
  steps: string[];
}

export interface FunnelInput {
  stages: FunnelStage[];
  /** The previous period's first-stage entrants and last-stage conversions. */
  previous: { entrants: number; conversions: number } | null;
}

export function analyzeFunnel(input: FunnelInput): FunnelResult {
  const first = input.stages[0]?.count ?? 0;
  const stages = input.stages.map((stage, index): FunnelStageResult => {
    const before = index === 0 ? null : (input.stages[index - 1]?.count ?? 0);
    const conversionFromPrevious = before === null ? null : before === 0 ? 0 : (stage.count / before) * 100;
    return {
      ...stage,
      conversionFromPrevious,
      dropOff: conversionFromPrevious === null ? null : 100 - conversionFromPrevious,
      conversionFromStart: first === 0 ? 0 : (stage.count / first) * 100,
    };
  });
  const last = stages[stages.length - 1];
  const overallConversion = last?.conversionFromStart ?? 0;
  let biggestLeak: FunnelStageResult | null = null;
  for (const stage of stages) {
    if (stage.dropOff !== null && stage.dropOff > 0 && (biggestLeak === null || stage.dropOff > (biggestLeak.dropOff ?? 0))) biggestLeak = stage;
  }

  const steps = stages.slice(1).map((stage, index) => {
    const before = stages[index];
    return `${stage.name}: ${formatCount(stage.count)} ÷ ${formatCount(before?.count ?? 0)} ${before?.name ?? ''} = ${formatPercent(stage.conversionFromPrevious ?? 0)} went on, ${formatPercent(stage.dropOff ?? 0)} dropped off.`;
  });
  steps.push(`Overall conversion = ${formatCount(last?.count ?? 0)} ÷ ${formatCount(first)} = ${formatPercent(overallConversion)}.`);
  if (biggestLeak)
    steps.push(
      `The biggest drop-off is before ${biggestLeak.name} (${formatPercent(biggestLeak.dropOff ?? 0)}): improving that step moves the most customers.`,
    );

  let comparison: PeriodComparison | null = null;
  if (input.previous && last && first > 0) {
    const test = pooledTwoProportionTest(input.previous.entrants, input.previous.conversions, first, last.count);
    comparison = {
      previousRate: test.rateA * 100,
      currentRate: test.rateB * 100,
      change: (test.rateB - test.rateA) * 100,
      z: test.z,
      significant: Math.abs(test.z) > FUNNEL_Z_THRESHOLD,
    };
    steps.push(
      `Previous period: ${formatCount(input.previous.conversions)} ÷ ${formatCount(input.previous.entrants)} = ${formatPercent(comparison.previousRate)}; change ${comparison.change >= 0 ? '+' : ''}${roundTo(comparison.change, 2).toFixed(2)} percentage points; pooled two-proportion z = ${roundTo(test.z, 3)}, ${comparison.significant ? 'above' : 'not above'} 1.96, so the change is ${comparison.significant ? '' : 'not '}significant at 95% confidence.`,
    );
  }
  return { stages, overallConversion, biggestLeak, comparison, steps };
}

export type FunnelField = 'stages' | 'previousEntrants' | 'previousConversions';

export interface FunnelForm {
  stages: Array<{ name: string; count: string }>;
  previousEntrants: string;
  previousConversions: string;
}

/**
 * At least two stages, each named, with whole counts; the first above 0; no stage larger than the
 * one before (a funnel only narrows). The previous period is optional but must be complete.
 */
export function checkFunnelForm(form: FunnelForm): Checked<FunnelField, FunnelInput> & { stageErrors?: string[] } {
  const errors: Partial<Record<FunnelField, string>> = {};
  const stageErrors: string[] = form.stages.map(() => '');
  const stages: FunnelStage[] = [];
  if (form.stages.length < 2) errors.stages = 'Add at least two stages to analyze the funnel.';
  if (form.stages.length > MAX_FUNNEL_STAGES) errors.stages = `A funnel has at most ${MAX_FUNNEL_STAGES} stages.`;
  form.stages.forEach((stage, index) => {
    const count = parseNumber(stage.count);
    const name = stage.name.trim();
    if (!name) stageErrors[index] = 'Name this stage.';
    else if (count === null || !Number.isSafeInteger(count) || count < 0) stageErrors[index] = `Enter how many reached ${name} (a whole number).`;
    else if (index === 0 && count === 0) stageErrors[index] = 'The first stage needs at least one visitor.';
    else if (index > 0 && stages[index - 1] && count > (stages[index - 1]?.count ?? 0)) stageErrors[index] = `${name} cannot be more than the stage before it.`;
    stages.push({ name, count: count ?? 0 });
  });
  if (stageErrors.some(Boolean) && !errors.stages) errors.stages = 'Check the stages marked below.';

  const hasPrevious = form.previousEntrants.trim() !== '' || form.previousConversions.trim() !== '';
  let previous: FunnelInput['previous'] = null;
  if (hasPrevious) {
    const entrants = parseNumber(form.previousEntrants);
    const conversions = parseNumber(form.previousConversions);
    if (entrants === null || !Number.isSafeInteger(entrants) || entrants <= 0)
      errors.previousEntrants = "Enter the previous period's visitors (a whole number above 0), or leave both empty.";
    if (conversions === null || !Number.isSafeInteger(conversions) || conversions < 0)
      errors.previousConversions = "Enter the previous period's conversions (a whole number), or leave both empty.";
    else if (entrants !== null && conversions > entrants) errors.previousConversions = 'Conversions cannot be more than visitors.';
    if (!errors.previousEntrants && !errors.previousConversions && entrants !== null && conversions !== null) previous = { entrants, conversions };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, stageErrors };
  return { ok: true, value: { stages, previous } };
}
