import { MONTHLY_REVENUE_OPTIONS, TEAM_SIZE_OPTIONS, optionLabel } from './onboarding.ts';
import type { MonthlyRevenue, TeamSize } from './onboarding.ts';

/*
 * Estimated ROI shown on the dashboard (dollars per year).
 *
 * The rule, in plain terms: each module a learner completes is assumed to add a small, fixed share
 * of yearly revenue, depending on what the module teaches; the total share is capped; and a bigger
 * team applies what was learned in more places.
 *
 *   annual revenue   = the monthly-revenue band's counted amount × 12
 *                      (0-10k → $5,000; 10k-50k → $30,000; 50k-100k → $75,000;
 *                       100k-500k → $300,000; 500k-1m → $750,000; 1m+ → $1,000,000, the band's floor)
 *   uplift           = Σ over completed modules of the module category's share:
 *                      customer acquisition 0.5%, ui optimization 0.4%, analytics & roi 0.3%,
 *                      any other category 0.2%; capped at 5% in total
 *   team factor      = solo 1.00, 2-5 1.05, 6-20 1.10, 21-50 1.15, 51-200 1.20, 200+ 1.25
 *   estimated ROI    = round(annual revenue × uplift × team factor)
 *
 * The shares are deliberately conservative: they are a planning figure to motivate and to compare,
 * not a promise. With no onboarding answers, or no completed module, the estimate is 0 and the
 * explanation says what is missing. Every number used is returned in `assumptions` and every step
 * is written out in `explanation`.
 */

/** Counted monthly revenue (dollars) per onboarding band. */
export const MONTHLY_REVENUE_COUNTED: Readonly<Record<MonthlyRevenue, number>> = {
  '0-10k': 5_000,
  '10k-50k': 30_000,
  '50k-100k': 75_000,
  '100k-500k': 300_000,
  '500k-1m': 750_000,
  '1m+': 1_000_000,
};

/** Yearly revenue share per completed module, in basis points (1 bp = 0.01%). */
export const UPLIFT_BASIS_POINTS_BY_CATEGORY: Readonly<Record<string, number>> = {
  'customer acquisition': 50,
  'ui optimization': 40,
  'analytics & roi': 30,
};
export const DEFAULT_UPLIFT_BASIS_POINTS = 20;
export const UPLIFT_CAP_BASIS_POINTS = 500;

/** Team factor in hundredths (105 = × 1.05). */
export const TEAM_FACTOR_HUNDREDTHS: Readonly<Record<TeamSize, number>> = {
  solo: 100,
  '2-5': 105,
  '6-20': 110,
  '21-50': 115,
  '51-200': 120,
  '200+': 125,
};

export interface RoiOnboardingAnswers {
  monthlyRevenue: MonthlyRevenue;
  teamSize: TeamSize;
}

export interface RoiCompletedModule {
  id: number;
  category: string;
}

export interface RoiCategoryContribution {
  category: string;
  modules: number;
  /** Share of yearly revenue per module, in percent. */
  percentEach: number;
}

export interface RoiAssumptions {
  monthlyRevenue: number;
  annualRevenue: number;
  contributions: RoiCategoryContribution[];
  /** Uplift before the cap, in percent. */
  uncappedUpliftPercent: number;
  /** Uplift counted, in percent. */
  upliftPercent: number;
  upliftCapPercent: number;
  teamFactor: number;
  modulesCounted: number;
}

export interface RoiEstimate {
  /** Dollars per year, whole. */
  estimatedRoi: number;
  /** Thousands of dollars, one decimal (the dashboard shows `$${value}k`). */
  estimatedRoiThousands: number;
  /** Plain-English lines, in order, that a learner can read. */
  explanation: string[];
  /** Null when there are no onboarding answers to work from. */
  assumptions: RoiAssumptions | null;
}

export function formatDollars(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const whole = Math.round(Math.abs(amount)).toString();
  return `${sign}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

function percentText(basisPoints: number): string {
  return `${basisPoints / 100}%`;
}

function factorText(hundredths: number): string {
  return (hundredths / 100).toFixed(2);
}

export function upliftBasisPointsFor(category: string): number {
  return UPLIFT_BASIS_POINTS_BY_CATEGORY[category.trim().toLowerCase()] ?? DEFAULT_UPLIFT_BASIS_POINTS;
}

export function estimateRoi(onboarding: RoiOnboardingAnswers | null | undefined, completedModules: readonly RoiCompletedModule[]): RoiEstimate {
  if (!onboarding) {
    return {
      estimatedRoi: 0,
      estimatedRoiThousands: 0,
      explanation: ['Your estimated return is worked out from your monthly revenue and team size. Complete onboarding to see it.'],
      assumptions: null,
    };
  }

  const monthlyRevenue = MONTHLY_REVENUE_COUNTED[onboarding.monthlyRevenue];
  const annualRevenue = monthlyRevenue * 12;
  const factor = TEAM_FACTOR_HUNDREDTHS[onboarding.teamSize];

  const unique = new Map<number, string>();
  for (const m of completedModules) unique.set(m.id, m.category.trim().toLowerCase());
  const byCategory = new Map<string, number>();
  for (const category of unique.values()) byCategory.set(category, (byCategory.get(category) ?? 0) + 1);
  const contributions: RoiCategoryContribution[] = [...byCategory.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, modules]) => ({ category, modules, percentEach: upliftBasisPointsFor(category) / 100 }));

  const uncappedBp = contributions.reduce((sum, c) => sum + c.modules * upliftBasisPointsFor(c.category), 0);
  const upliftBp = Math.min(uncappedBp, UPLIFT_CAP_BASIS_POINTS);
  const estimatedRoi = Math.round((annualRevenue * upliftBp * factor) / 1_000_000);

  const assumptions: RoiAssumptions = {
    monthlyRevenue,
    annualRevenue,
    contributions,
    uncappedUpliftPercent: uncappedBp / 100,
    upliftPercent: upliftBp / 100,
    upliftCapPercent: UPLIFT_CAP_BASIS_POINTS / 100,
    teamFactor: factor / 100,
    modulesCounted: unique.size,
  };

  const revenueLine = `Your monthly revenue band (${optionLabel(MONTHLY_REVENUE_OPTIONS, onboarding.monthlyRevenue)}) is counted as ${formatDollars(monthlyRevenue)} a month, ${formatDollars(annualRevenue)} a year.`;

  if (unique.size === 0) {
    return {
      estimatedRoi: 0,
      estimatedRoiThousands: 0,
      explanation: [
        revenueLine,
        'Each module you complete adds a conservative share of that revenue to your estimate. Complete your first module to start it.',
      ],
      assumptions,
    };
  }

  const explanation = [revenueLine];
  for (const c of contributions) {
    const each = upliftBasisPointsFor(c.category);
    const noun = c.modules === 1 ? 'module' : 'modules';
    explanation.push(`${c.modules} completed ${c.category} ${noun} × ${percentText(each)} = ${percentText(c.modules * each)} of yearly revenue.`);
  }
  explanation.push(
    uncappedBp > UPLIFT_CAP_BASIS_POINTS
      ? `Together that is ${percentText(uncappedBp)}, capped at ${percentText(UPLIFT_CAP_BASIS_POINTS)} to stay conservative.`
      : `Together that is ${percentText(upliftBp)} of yearly revenue (the most counted is ${percentText(UPLIFT_CAP_BASIS_POINTS)}).`,
  );
  explanation.push(
    `Your team size (${optionLabel(TEAM_SIZE_OPTIONS, onboarding.teamSize)}) gives a factor of ${factorText(factor)}: more people put what you learn to work.`,
  );
  explanation.push(
    `Estimated yearly return: ${formatDollars(annualRevenue)} × ${percentText(upliftBp)} × ${factorText(factor)} = ${formatDollars(estimatedRoi)}.`,
  );
  explanation.push('This is a planning estimate, not a promise. Measure your real results with the ROI Calculator.');

  return {
    estimatedRoi,
    estimatedRoiThousands: Math.round(estimatedRoi / 100) / 10,
    explanation,
    assumptions,
  };
}
