import { roundTo } from './validation.ts';

/*
 * Analytics figures the tools service stores and the dashboard shows.
 *   improvement % = (current − baseline) / |baseline| × 100, 0 when the baseline is empty or 0
 *   ROI %         = (projected return − investment) / investment × 100, 0 when the investment is 0
 * Both rounded to 2 decimals (they are stored as such).
 */

export function improvementPercentage(baseline: number | null | undefined, current: number): number {
  if (!hasImprovement(baseline)) return 0;
  return roundTo(((current - baseline) / Math.abs(baseline)) * 100, 2);
}

/** Whether a metric's improvement is a percentage at all: from nothing (0 or no baseline) it is not. */
export function hasImprovement(baseline: number | null | undefined): baseline is number {
  return baseline !== null && baseline !== undefined && baseline !== 0 && Number.isFinite(baseline);
}

export function roiPercentage(investment: number, projectedReturn: number): number {
  if (investment === 0 || !Number.isFinite(investment)) return 0;
  return roundTo(((projectedReturn - investment) / investment) * 100, 2);
}

export const ANALYTICS_PERIODS = [7, 30, 90, 365] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 30;
const DAY_MS = 86_400_000;

export interface PeriodWindows {
  current: { from: number; to: number };
  previous: { from: number; to: number };
}

/**
 * The last `days` days up to `now`, and the same length just before it (half-open [from, to)).
 * The current window has no end: a row the service stamped a moment after the browser's "now"
 * (a clock a little ahead, or written after the page opened) belongs to the current period.
 */
export function periodWindows(days: number, now: Date): PeriodWindows {
  const from = now.getTime() + 1 - days * DAY_MS;
  return { current: { from, to: Number.POSITIVE_INFINITY }, previous: { from: from - days * DAY_MS, to: from } };
}

/** Items whose date falls in [from, to). */
export function inWindow<T>(items: readonly T[], window: { from: number; to: number }, dateOf: (item: T) => string | Date): T[] {
  return items.filter((item) => {
    const time = new Date(dateOf(item)).getTime();
    return time >= window.from && time < window.to;
  });
}

/**
 * The note under a summary card: the change against the previous period of the same length.
 * "No earlier data to compare" when the previous period is empty (a change from nothing is not a
 * percentage anyone can use).
 */
export function changeNote(current: number, previous: number, days: number): string {
  const span = `the previous ${days} days`;
  if (previous === 0) return current === 0 ? `No activity in this or ${span}` : `No data in ${span} to compare`;
  const change = roundTo(((current - previous) / Math.abs(previous)) * 100, 0);
  if (change === 0) return `No change from ${span}`;
  return `${change > 0 ? '+' : ''}${change}% from ${span}`;
}

/*
 * A business-impact metric counts as verified (the 'Active Metrics' card) when it is backed by
 * learning: it names at least one attributed module, that module was studied (a learning session)
 * before the metric was recorded, and both values are present. Nothing else is marked verified.
 */
export function isMetricVerified(
  metric: { baselineValue: number | null; currentValue: number | null; attributedModules: readonly number[]; recordedAt: string | Date },
  studiedBefore: (moduleId: number, at: Date) => boolean,
): boolean {
  if (metric.baselineValue === null || metric.currentValue === null) return false;
  if (metric.attributedModules.length === 0) return false;
  const at = new Date(metric.recordedAt);
  return metric.attributedModules.some((moduleId) => studiedBefore(moduleId, at));
}
