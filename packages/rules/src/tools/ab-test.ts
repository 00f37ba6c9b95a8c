import { formatCount, formatPercent, parseNumber, roundTo, type Checked } from './validation.ts';
import { pooledTwoProportionTest } from './statistics.ts';

/*
 * A/B Test Optimizer (learner spec, section 9): a pooled two-proportion z-test; significant when
 * |z| exceeds the chosen level's threshold; confidence shown capped at 99.9; the winner is the
 * variant with the higher rate.
 *
 * Beyond the spec, a result that is not significant says how many visitors each variant still
 * needs: the standard sample size for comparing two proportions (Fleiss, Statistical Methods for
 * Rates and Proportions, 3rd ed., §4.2, without continuity correction) at the chosen confidence
 * (two-sided) and 80 % power, for the difference observed so far:
 *   n = (z_{α/2} √(2 p̄ (1 − p̄)) + z_β √(pA(1 − pA) + pB(1 − pB)))² / (pA − pB)²,  p̄ = (pA + pB) / 2
 */

export const CONFIDENCE_LEVELS = { 90: 1.645, 95: 1.96, 99: 2.576 } as const;
export type ConfidenceLevel = keyof typeof CONFIDENCE_LEVELS;
export const DEFAULT_CONFIDENCE_LEVEL: ConfidenceLevel = 95;
export const MAX_DISPLAYED_CONFIDENCE = 99.9;
export const DEFAULT_VARIANT_A_NAME = 'Control';
export const DEFAULT_VARIANT_B_NAME = 'Variant B';
/** z for 80 % power, the usual planning choice. */
export const POWER_Z = 0.8416;

export function isConfidenceLevel(value: number): value is ConfidenceLevel {
  return value === 90 || value === 95 || value === 99;
}

export interface AbTestInput {
  nameA: string;
  visitorsA: number;
  conversionsA: number;
  nameB: string;
  visitorsB: number;
  conversionsB: number;
  confidenceLevel: ConfidenceLevel;
}

export interface AbTestResult {
  rateA: number;
  rateB: number;
  /** Relative change of B against A, in percent. */
  lift: number;
  z: number;
  pValue: number;
  /** (1 − p) × 100, capped at 99.9. */
  confidence: number;
  threshold: number;
  significant: boolean;
  /** The variant with the higher rate; null when the rates are equal. */
  winner: 'A' | 'B' | null;
  winnerName: string | null;
  /** Visitors each variant needs to detect the observed difference; null when the rates are equal. */
  requiredPerVariant: number | null;
  /** Visitors still to collect per variant (0 when enough); null when the rates are equal. */
  additionalPerVariant: number | null;
  steps: string[];
}

/** Visitors per variant to detect rate A against rate B at the given two-sided z and 80 % power. */
export function requiredSampleSize(rateA: number, rateB: number, zAlpha: number, zBeta = POWER_Z): number | null {
  const difference = Math.abs(rateA - rateB);
  if (difference === 0) return null;
  const mean = (rateA + rateB) / 2;
  const numerator = zAlpha * Math.sqrt(2 * mean * (1 - mean)) + zBeta * Math.sqrt(rateA * (1 - rateA) + rateB * (1 - rateB));
  return Math.ceil((numerator * numerator) / (difference * difference));
}

export function analyzeAbTest(input: AbTestInput): AbTestResult {
  const test = pooledTwoProportionTest(input.visitorsA, input.conversionsA, input.visitorsB, input.conversionsB);
  const threshold = CONFIDENCE_LEVELS[input.confidenceLevel];
  const significant = Math.abs(test.z) > threshold;
  const confidence = Math.min(MAX_DISPLAYED_CONFIDENCE, (1 - test.pValue) * 100);
  const winner = test.rateB > test.rateA ? 'B' : test.rateA > test.rateB ? 'A' : null;
  const winnerName = winner === 'A' ? input.nameA : winner === 'B' ? input.nameB : null;
  const lift = test.rateA > 0 ? ((test.rateB - test.rateA) / test.rateA) * 100 : 0;
  const requiredPerVariant = requiredSampleSize(test.rateA, test.rateB, threshold);
  const collected = Math.min(input.visitorsA, input.visitorsB);
  const additionalPerVariant = requiredPerVariant === null ? null : Math.max(0, requiredPerVariant - collected);

  const steps = [
    `${input.nameA}: ${formatCount(input.conversionsA)} ÷ ${formatCount(input.visitorsA)} = ${formatPercent(test.rateA * 100)}; ${input.nameB}: ${formatCount(input.conversionsB)} ÷ ${formatCount(input.visitorsB)} = ${formatPercent(test.rateB * 100)}.`,
    `Pooled rate = (${formatCount(input.conversionsA)} + ${formatCount(input.conversionsB)}) ÷ (${formatCount(input.visitorsA)} + ${formatCount(input.visitorsB)}) = ${formatPercent(test.pooledRate * 100, 3)}.`,
    test.standardError > 0
      ? `Standard error = √(pooled × (1 − pooled) × (1/${formatCount(input.visitorsA)} + 1/${formatCount(input.visitorsB)})) = ${roundTo(test.standardError, 5)}; z = (rate B − rate A) ÷ standard error = ${roundTo(test.z, 3)}.`
      : 'Every visitor converted or none did, so the standard error is 0: the data shows no difference (z = 0).',
    `At ${input.confidenceLevel}% confidence the result is significant when |z| is above ${threshold}: ${roundTo(Math.abs(test.z), 3)} is ${significant ? 'above' : 'not above'} it.`,
    `Confidence = (1 − two-sided p-value ${roundTo(test.pValue, 4)}) × 100 = ${roundTo(confidence, 1)}% (shown at most 99.9%).`,
  ];
  if (!significant) {
    steps.push(
      requiredPerVariant === null
        ? 'The two rates are equal, so no number of visitors would separate them.'
        : `To detect a difference this size at ${input.confidenceLevel}% confidence with 80% power, each variant needs about ${formatCount(requiredPerVariant)} visitors (${formatCount(additionalPerVariant ?? 0)} more than the smaller variant has).`,
    );
  }

  return {
    rateA: test.rateA,
    rateB: test.rateB,
    lift,
    z: test.z,
    pValue: test.pValue,
    confidence,
    threshold,
    significant,
    winner,
    winnerName,
    requiredPerVariant,
    additionalPerVariant,
    steps,
  };
}

export type AbTestField = 'visitorsA' | 'conversionsA' | 'visitorsB' | 'conversionsB' | 'confidenceLevel';

export interface AbTestForm {
  nameA: string;
  visitorsA: string;
  conversionsA: string;
  nameB: string;
  visitorsB: string;
  conversionsB: string;
  confidenceLevel: string;
}

const countLabels: Record<Exclude<AbTestField, 'confidenceLevel'>, string> = {
  visitorsA: 'visitors for variant A',
  conversionsA: 'conversions for variant A',
  visitorsB: 'visitors for variant B',
  conversionsB: 'conversions for variant B',
};

/** Section 5: proceeds only if all four counts are non-zero whole numbers; conversions cannot exceed visitors. */
export function checkAbTestForm(form: AbTestForm): Checked<AbTestField, AbTestInput> {
  const errors: Partial<Record<AbTestField, string>> = {};
  const counts = {} as Record<Exclude<AbTestField, 'confidenceLevel'>, number>;
  for (const field of Object.keys(countLabels) as Array<keyof typeof countLabels>) {
    const value = parseNumber(form[field]);
    if (value === null || value === 0) errors[field] = `Enter the ${countLabels[field]} (a whole number above 0).`;
    else if (!Number.isSafeInteger(value) || value < 0) errors[field] = `The ${countLabels[field]} must be a whole number above 0.`;
    else counts[field] = value;
  }
  if (counts.visitorsA !== undefined && counts.conversionsA !== undefined && counts.conversionsA > counts.visitorsA) {
    errors.conversionsA = 'Conversions cannot be more than visitors.';
  }
  if (counts.visitorsB !== undefined && counts.conversionsB !== undefined && counts.conversionsB > counts.visitorsB) {
    errors.conversionsB = 'Conversions cannot be more than visitors.';
  }
  const level = parseNumber(form.confidenceLevel);
  if (level === null || !isConfidenceLevel(level)) errors.confidenceLevel = 'Choose 90%, 95% or 99% confidence.';
  if (Object.keys(errors).length > 0 || level === null || !isConfidenceLevel(level)) return { ok: false, errors };
  return {
    ok: true,
    value: {
      nameA: form.nameA.trim() || DEFAULT_VARIANT_A_NAME,
      nameB: form.nameB.trim() || DEFAULT_VARIANT_B_NAME,
      visitorsA: counts.visitorsA,
      conversionsA: counts.conversionsA,
      visitorsB: counts.visitorsB,
      conversionsB: counts.conversionsB,
      confidenceLevel: level,
    },
  };
}
