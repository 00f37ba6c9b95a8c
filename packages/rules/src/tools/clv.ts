import { formatDecimal, formatMoney, formatPercent, parseNumber, roundTo, type Checked } from './validation.ts';

/*
 * Customer Lifetime Value Predictor (not in the spec; standard practice).
 *
 *   annual margin m     = average order value × purchases per year × gross margin
 *   expected lifetime   = 1 / (1 − r) years, r = yearly retention (churn = 1 − r)
 *   simple CLV          = m / (1 − r)                         (undiscounted)
 *   CLV                 = m × (1 + d) / (1 + d − r)           (discounted, d = yearly discount rate)
 *   CLV : CAC           = CLV / customer acquisition cost      (when a cost is given)
 *
 * The discounted formula is the infinite-horizon sum Σ_{t≥0} m r^t / (1 + d)^t: the margin of each
 * year the customer is still there (probability r^t), counted at the start of the year and
 * discounted to today. Sources: Gupta & Lehmann, "Customers as Assets", Journal of Interactive
 * Marketing 17(1), 2003 (the margin multiple r / (1 + d − r), here with the first year counted);
 * Berger & Nasr, "Customer Lifetime Value: Marketing Models and Applications", 1998. The
 * CLV : CAC rule of thumb (3 or more is healthy) is the common SaaS benchmark.
 */

export const HEALTHY_CLV_TO_CAC = 3;

/*
 * Upper bounds on the inputs. Beyond them no business is described, and the products reach where a
 * double no longer holds whole dollars (an order value of 5.5e15 came out with invented digits):
 * with these, CLV ≤ $10,000,000 × 1,000 × 100 years = 1e12, exact to the cent.
 */
export const MAX_ORDER_VALUE = 10_000_000;
export const MAX_PURCHASES_PER_YEAR = 1_000;
/** 99 % keeps a customer 100 years on average; more describes no business. */
export const MAX_RETENTION_PERCENT = 99;
export const MAX_ACQUISITION_COST = 10_000_000;

/** "1 year", "2.5 years": the expected lifetime in words. */
export function formatYears(years: number): string {
  const rounded = roundTo(years, 1);
  return `${formatDecimal(rounded, 1)} ${rounded === 1 ? 'year' : 'years'}`;
}

export interface ClvInput {
  averageOrderValue: number;
  purchasesPerYear: number;
  /** Percent, 0-100. */
  grossMarginPercent: number;
  /** Yearly retention in percent, 0 to MAX_RETENTION_PERCENT. */
  retentionPercent: number;
  /** Yearly discount rate in percent, 0-100. */
  discountRatePercent: number;
  /** Optional: what winning one customer costs. */
  acquisitionCost: number | null;
}

export interface ClvResult {
  annualRevenue: number;
  annualMargin: number;
  churnPercent: number;
  expectedLifetimeYears: number;
  simpleClv: number;
  clv: number;
  clvToCac: number | null;
  healthy: boolean | null;
  steps: string[];
}

export function predictClv(input: ClvInput): ClvResult {
  const r = input.retentionPercent / 100;
  const d = input.discountRatePercent / 100;
  const annualRevenue = input.averageOrderValue * input.purchasesPerYear;
  const annualMargin = annualRevenue * (input.grossMarginPercent / 100);
  const expectedLifetimeYears = 1 / (1 - r);
  const simpleClv = annualMargin * expectedLifetimeYears;
  const clv = (annualMargin * (1 + d)) / (1 + d - r);
  const clvToCac = input.acquisitionCost !== null && input.acquisitionCost > 0 ? clv / input.acquisitionCost : null;
  const steps = [
    `Yearly revenue per customer = ${formatMoney(input.averageOrderValue, 2)} × ${input.purchasesPerYear} purchases = ${formatMoney(annualRevenue, 2)}.`,
    `Yearly margin = ${formatMoney(annualRevenue, 2)} × ${formatPercent(input.grossMarginPercent, 1)} gross margin = ${formatMoney(annualMargin, 2)}.`,
    `With ${formatPercent(input.retentionPercent, 1)} of customers kept each year (churn ${formatPercent(100 - input.retentionPercent, 1)}), a customer stays 1 ÷ (1 − ${roundTo(r, 4)}) = ${formatYears(expectedLifetimeYears)} on average: ${formatMoney(annualMargin, 2)} × ${formatDecimal(expectedLifetimeYears, 2)} = ${formatMoney(simpleClv)} before discounting.`,
    `Discounted at ${formatPercent(input.discountRatePercent, 1)} a year: ${formatMoney(annualMargin, 2)} × (1 + ${roundTo(d, 4)}) ÷ (1 + ${roundTo(d, 4)} − ${roundTo(r, 4)}) = ${formatMoney(clv)}.`,
  ];
  if (clvToCac !== null && input.acquisitionCost !== null) {
    steps.push(
      `CLV : CAC = ${formatMoney(clv)} ÷ ${formatMoney(input.acquisitionCost, 2)} = ${formatDecimal(clvToCac, 2)} (${clvToCac >= HEALTHY_CLV_TO_CAC ? 'healthy: 3 or more' : 'below the healthy 3'}).`,
    );
  }
  return {
    annualRevenue,
    annualMargin,
    churnPercent: 100 - input.retentionPercent,
    expectedLifetimeYears,
    simpleClv,
    clv,
    clvToCac,
    healthy: clvToCac === null ? null : clvToCac >= HEALTHY_CLV_TO_CAC,
    steps,
  };
}

export type ClvField = keyof ClvInput;
export type ClvForm = Record<ClvField, string>;

export function checkClvForm(form: ClvForm): Checked<ClvField, ClvInput> {
  const errors: Partial<Record<ClvField, string>> = {};
  const aov = parseNumber(form.averageOrderValue);
  const frequency = parseNumber(form.purchasesPerYear);
  const margin = parseNumber(form.grossMarginPercent);
  const retention = parseNumber(form.retentionPercent);
  const discount = parseNumber(form.discountRatePercent);
  const cac = parseNumber(form.acquisitionCost);
  if (aov === null || aov <= 0) errors.averageOrderValue = 'Enter the average order value (more than $0).';
  else if (aov > MAX_ORDER_VALUE) errors.averageOrderValue = `Enter an average order value up to ${formatMoney(MAX_ORDER_VALUE)}.`;
  if (frequency === null || frequency <= 0) errors.purchasesPerYear = 'Enter how many times a customer buys in a year (more than 0).';
  else if (frequency > MAX_PURCHASES_PER_YEAR) errors.purchasesPerYear = `Enter up to ${formatDecimal(MAX_PURCHASES_PER_YEAR)} purchases a year.`;
  if (margin === null || margin <= 0 || margin > 100) errors.grossMarginPercent = 'Enter the gross margin as a percent above 0 and at most 100.';
  if (retention === null || retention < 0 || retention > MAX_RETENTION_PERCENT) {
    errors.retentionPercent = `Enter the yearly retention as a percent from 0 to ${MAX_RETENTION_PERCENT} (at ${MAX_RETENTION_PERCENT}% a customer already stays 100 years; at 100% no customer ever leaves).`;
  }
  if (discount === null || discount < 0 || discount > 100) errors.discountRatePercent = 'Enter the discount rate as a percent from 0 to 100.';
  if (form.acquisitionCost.trim() !== '' && (cac === null || cac <= 0))
    errors.acquisitionCost = 'Leave the acquisition cost empty or enter an amount above $0.';
  else if (cac !== null && cac > MAX_ACQUISITION_COST)
    errors.acquisitionCost = `Enter an acquisition cost up to ${formatMoney(MAX_ACQUISITION_COST)}, or leave it empty.`;
  if (Object.keys(errors).length > 0 || aov === null || frequency === null || margin === null || retention === null || discount === null) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    value: {
      averageOrderValue: aov,
      purchasesPerYear: frequency,
      grossMarginPercent: margin,
      retentionPercent: retention,
      discountRatePercent: discount,
      acquisitionCost: cac,
    },
  };
}
