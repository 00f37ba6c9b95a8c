/*
 * The normal distribution, without a statistics library.
 * erf: Abramowitz & Stegun, Handbook of Mathematical Functions, formula 7.1.26 (|error| < 1.5e-7).
 */

function erf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const poly = ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t;
  return sign * (1 - poly * Math.exp(-a * a));
}

/** P(Z ≤ z) for a standard normal Z. */
export function normalCdf(z: number): number {
  return 0.5 * (1 + erf(z / Math.SQRT2));
}

/** The two-sided p-value of a z statistic: P(|Z| ≥ |z|). */
export function twoSidedPValue(z: number): number {
  return Math.min(1, 2 * (1 - normalCdf(Math.abs(z))));
}

export interface ProportionTest {
  rateA: number;
  rateB: number;
  pooledRate: number;
  standardError: number;
  /** (rate B − rate A) / standard error; 0 when the standard error is 0. */
  z: number;
  pValue: number;
}

/**
 * The pooled two-proportion z-test: p = (cA + cB) / (nA + nB), SE = √(p(1 − p)(1/nA + 1/nB)),
 * z = (pB − pA) / SE. When every visitor converted or none did, SE is 0 and there is no evidence
 * of a difference: z is 0 and the p-value 1.
 */
export function pooledTwoProportionTest(visitorsA: number, conversionsA: number, visitorsB: number, conversionsB: number): ProportionTest {
  const rateA = conversionsA / visitorsA;
  const rateB = conversionsB / visitorsB;
  const pooledRate = (conversionsA + conversionsB) / (visitorsA + visitorsB);
  const standardError = Math.sqrt(pooledRate * (1 - pooledRate) * (1 / visitorsA + 1 / visitorsB));
  const z = standardError > 0 ? (rateB - rateA) / standardError : 0;
  return { rateA, rateB, pooledRate, standardError, z, pValue: standardError > 0 ? twoSidedPValue(z) : 1 };
}
