import type { BusinessImpactMetric, RoiCalculation } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { dailySeries, impactSeries, summarise, verifiedMetrics } from './analytics-figures.ts';
import type { LearningSession } from '../analytics-data/index.ts';

const now = new Date('2026-11-24T12:00:00');
const daysAgo = (n: number, hour = 10) => new Date(now.getFullYear(), now.getMonth(), now.getDate() - n, hour).toISOString();
const session = (id: string, moduleId: number, minutes: number, engagement: number, at: string): LearningSession => ({
  id,
  moduleId,
  sessionDuration: minutes,
  engagementScore: String(engagement),
  startedAt: at,
});
const metric = (id: number, at: string, modules: number[]): BusinessImpactMetric => ({
  id,
  metricType: 'revenue',
  baselineValue: 100,
  currentValue: 120,
  improvementPercentage: 20,
  attributedModules: modules,
  createdAt: at,
});
const calc = (id: number, at: string, investment: number, projected: number): RoiCalculation => ({
  id,
  investmentAmount: investment,
  timeInvested: 1,
  projectedReturn: projected,
  actualReturn: null,
  roiPercentage: 0,
  calculationMethod: 'learning_time',
  createdAt: at,
});

const data = {
  sessions: [
    session('a', 1, 90, 80, daysAgo(1)),
    session('b', 2, 30, 60, daysAgo(3)),
    session('c', 1, 60, 50, daysAgo(10)),
    session('d', 3, 120, 90, daysAgo(40)),
  ],
  metrics: [metric(1, daysAgo(0), [1]), metric(2, daysAgo(2), [5]), metric(3, daysAgo(2), [])],
  calculations: [calc(1, daysAgo(1), 1000, 3000), calc(2, daysAgo(9), 500, 1000), calc(3, daysAgo(100), 100, 100_000)],
};

describe('summarise', () => {
  it('7 days: 2 h, engagement 70 %, ROI $2,000, 1 verified metric; notes against the 7 days before', () => {
    const summary = summarise(7, now, data);
    expect(summary.learningTime).toEqual({ value: 120, note: '+100% from the previous 7 days' });
    expect(summary.avgEngagement).toEqual({ value: 70, note: '+40% from the previous 7 days' });
    expect(summary.totalRoi).toEqual({ value: 2000, note: '+300% from the previous 7 days' });
    expect(summary.activeMetrics.value).toBe(1);
    expect(summary.activeMetrics.note).toBe('1 of 3 metrics verified · No data in the previous 7 days to compare');
  });

  it('a longer period changes every figure', () => {
    const summary = summarise(30, now, data);
    expect(summary.learningTime.value).toBe(180);
    expect(summary.totalRoi.value).toBe(2500);
    expect(summary.sessions).toHaveLength(3);
    const year = summarise(365, now, data);
    expect(year.learningTime.value).toBe(300);
    expect(year.totalRoi.value).toBe(2500 + 99_900);
  });
});

describe('the Active Metrics note', () => {
  it('with no verified metric in either period, only counts (no "No activity" beside a recorded metric)', () => {
    const summary = summarise(7, now, { sessions: [], metrics: [metric(1, daysAgo(0), [])], calculations: [] });
    expect(summary.activeMetrics).toEqual({ value: 0, note: '0 of 1 metrics verified' });
  });
});

describe('verifiedMetrics', () => {
  it('counts only metrics whose attributed module was studied before they were recorded', () => {
    expect(verifiedMetrics(data.metrics, data.sessions).map((m) => m.id)).toEqual([1]);
    // Module 1 studied only after the metric: not verified.
    expect(verifiedMetrics([metric(9, daysAgo(20), [1])], data.sessions)).toEqual([]);
  });
});

describe('dailySeries', () => {
  it('one point per day of the period, oldest first, with minutes and mean engagement', () => {
    const points = dailySeries(data.sessions, 7, now);
    expect(points).toHaveLength(7);
    expect(points.at(-1)?.minutes).toBe(0);
    expect(points.at(-2)).toMatchObject({ minutes: 90, engagement: 80 });
    expect(points.at(-4)).toMatchObject({ minutes: 30, engagement: 60 });
    expect(points[0]).toMatchObject({ minutes: 0, engagement: null });
  });
});

describe('impactSeries', () => {
  it('one point per day of the period: the day’s net ROI and mean metric improvement; empty days at 0 / null', () => {
    const points = impactSeries(
      [metric(1, daysAgo(0), []), { ...metric(2, daysAgo(0, 15), []), improvementPercentage: -5 }, metric(3, daysAgo(2), [])],
      [calc(1, daysAgo(0), 1000, 3000), calc(2, daysAgo(0, 16), 500, 250), calc(3, daysAgo(6), 100, 400)],
      7,
      now,
    );
    expect(points).toHaveLength(7);
    expect(points.at(-1)).toEqual({ day: '2026-11-24', netReturn: 1750, improvement: 7.5, calculations: 2, metrics: 2 });
    expect(points.at(-3)).toMatchObject({ netReturn: 0, improvement: 20, calculations: 0, metrics: 1 });
    expect(points[0]).toMatchObject({ day: '2026-11-18', netReturn: 300, improvement: null, calculations: 1, metrics: 0 });
    expect(points[1]).toMatchObject({ netReturn: 0, improvement: null, calculations: 0, metrics: 0 });
  });

  it('rows outside the period are not drawn', () => {
    const points = impactSeries([], [calc(1, daysAgo(8), 100, 400)], 7, now);
    expect(points.every((p) => p.netReturn === 0 && p.calculations === 0)).toBe(true);
  });
});

describe('impactSeries', () => {
  it('averages the improvement only over metrics that have one (not those from a baseline of 0)', () => {
    const fromNothing: BusinessImpactMetric = { ...metric(4, daysAgo(0), []), baselineValue: 0, currentValue: 500, improvementPercentage: 0 };
    const today = impactSeries([metric(1, daysAgo(0), []), fromNothing], [], 1, now)[0];
    expect(today).toMatchObject({ improvement: 20, metrics: 2 });
    expect(impactSeries([fromNothing], [], 1, now)[0]).toMatchObject({ improvement: null, metrics: 1 });
  });
});
