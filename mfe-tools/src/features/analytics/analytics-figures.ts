import type { BusinessImpactMetric, RoiCalculation } from '@academy/contracts';
import { changeNote, formatPercent, hasImprovement, inWindow, isMetricVerified, periodWindows, roundTo } from '@academy/rules/tools';
import type { LearningSession } from '../analytics-data/index.ts';

export interface SummaryCard {
  value: number;
  note: string;
}

export interface AnalyticsSummary {
  /** Minutes studied in the period. */
  learningTime: SummaryCard;
  avgEngagement: SummaryCard;
  totalRoi: SummaryCard;
  activeMetrics: SummaryCard;
  sessions: LearningSession[];
  metrics: BusinessImpactMetric[];
  calculations: RoiCalculation[];
}

const minutes = (sessions: readonly LearningSession[]) => sessions.reduce((sum, s) => sum + s.sessionDuration, 0);
const engagement = (sessions: readonly LearningSession[]) =>
  sessions.length === 0 ? 0 : sessions.reduce((sum, s) => sum + (Number(s.engagementScore) || 0), 0) / sessions.length;
/**
 * The learning time card's figure: minutes under an hour, hours (one decimal) from an hour on.
 * A session shorter than a minute is stored as 0 minutes, so study can add up to 0: "Under 1 min".
 */
export function studyTimeText(minutesStudied: number, sessionCount: number): string {
  if (minutesStudied === 0) return sessionCount > 0 ? 'Under 1 min' : '0 min';
  if (minutesStudied < 60) return `${minutesStudied} min`;
  return `${roundTo(minutesStudied / 60, 1)} h`;
}

/** The change in minutes, but "No activity" only when there were no sessions (not when they were all under a minute). */
function learningTimeNote(current: readonly LearningSession[], previous: readonly LearningSession[], days: number): string {
  const now = minutes(current);
  const before = minutes(previous);
  if (now > 0 || before > 0 || (current.length === 0 && previous.length === 0)) return changeNote(now, before, days);
  if (previous.length === 0) return `No data in the previous ${days} days to compare`;
  if (current.length === 0) return `No activity in the last ${days} days`;
  return `No change from the previous ${days} days`;
}

export interface SignedFigure {
  /** What is shown: "+25.0%", "−50.0%" (a real minus sign), "New", "n/a". */
  text: string;
  /** What a screen reader says, in words. */
  spoken: string;
  tone: 'gain' | 'loss' | 'even' | 'none';
}

function signed(value: number): Omit<SignedFigure, 'spoken'> & { words: string } {
  const size = formatPercent(Math.abs(value), 1);
  if (roundTo(value, 1) > 0) return { text: `+${size}`, words: `plus ${size}`, tone: 'gain' };
  if (roundTo(value, 1) < 0) return { text: `\u2212${size}`, words: `minus ${size}`, tone: 'loss' };
  return { text: size, words: size, tone: 'even' };
}

/** A metric's improvement; from a baseline of 0 it is "New", without one "n/a" (no percentage can be had). */
export function improvementFigure(metric: Pick<BusinessImpactMetric, 'baselineValue' | 'currentValue' | 'improvementPercentage'>): SignedFigure {
  if (metric.baselineValue === null) return { text: 'n/a', spoken: 'Improvement: not available without a baseline', tone: 'none' };
  if (!hasImprovement(metric.baselineValue)) {
    return metric.currentValue === 0
      ? { text: 'n/a', spoken: 'Improvement: not available from a baseline of 0', tone: 'none' }
      : { text: 'New', spoken: 'Improvement: new, from a baseline of 0', tone: 'none' };
  }
  const { text, words, tone } = signed(metric.improvementPercentage);
  return { text, spoken: `Improvement: ${words}`, tone };
}

/** An ROI calculation's percentage: a loss reads as one, in sign, colour and words. */
export function roiFigure(roi: number): SignedFigure {
  const { text, words, tone } = signed(roi);
  const outcome = tone === 'gain' ? 'a gain' : tone === 'loss' ? 'a loss' : 'break-even';
  return { text: `ROI ${text}`, spoken: `ROI ${words}, ${outcome}`, tone };
}

const netReturn = (calculations: readonly RoiCalculation[]) => calculations.reduce((sum, c) => sum + (c.projectedReturn - c.investmentAmount), 0);

/** Whether the learner studied a module before a moment (the verified-metric rule's evidence). */
export function studiedBefore(sessions: readonly LearningSession[]) {
  return (moduleId: number, at: Date) => sessions.some((s) => s.moduleId === moduleId && Date.parse(s.startedAt) < at.getTime());
}

export function verifiedMetrics(metrics: readonly BusinessImpactMetric[], sessions: readonly LearningSession[]): BusinessImpactMetric[] {
  const studied = studiedBefore(sessions);
  return metrics.filter((m) => isMetricVerified({ ...m, recordedAt: m.createdAt }, studied));
}

/**
 * The four cards for the chosen period, each with its change against the previous period of the
 * same length. Every figure counts only what falls in the period.
 */
export function summarise(
  days: number,
  now: Date,
  all: { sessions: readonly LearningSession[]; metrics: readonly BusinessImpactMetric[]; calculations: readonly RoiCalculation[] },
): AnalyticsSummary {
  const { current, previous } = periodWindows(days, now);
  const sessions = inWindow(all.sessions, current, (s) => s.startedAt);
  const previousSessions = inWindow(all.sessions, previous, (s) => s.startedAt);
  const metrics = inWindow(all.metrics, current, (m) => m.createdAt);
  const previousMetrics = inWindow(all.metrics, previous, (m) => m.createdAt);
  const calculations = inWindow(all.calculations, current, (c) => c.createdAt);
  const previousCalculations = inWindow(all.calculations, previous, (c) => c.createdAt);
  // Verification looks at all study, not only this period's: a module studied last quarter still backs a metric recorded today.
  const verifiedNow = verifiedMetrics(metrics, all.sessions).length;
  const verifiedBefore = verifiedMetrics(previousMetrics, all.sessions).length;

  return {
    learningTime: { value: minutes(sessions), note: learningTimeNote(sessions, previousSessions, days) },
    avgEngagement: { value: roundTo(engagement(sessions), 0), note: changeNote(engagement(sessions), engagement(previousSessions), days) },
    totalRoi: { value: roundTo(netReturn(calculations), 0), note: changeNote(netReturn(calculations), netReturn(previousCalculations), days) },
    // With nothing verified in either period there is no change to speak of ("No activity…" would
    // wrongly suggest no metrics were recorded), so the note only counts.
    activeMetrics: {
      value: verifiedNow,
      note:
        verifiedNow === 0 && verifiedBefore === 0
          ? `0 of ${metrics.length} metrics verified`
          : `${verifiedNow} of ${metrics.length} metrics verified · ${changeNote(verifiedNow, verifiedBefore, days)}`,
    },
    sessions,
    metrics,
    calculations,
  };
}

export interface DayPoint {
  /** YYYY-MM-DD in the viewer's time zone. */
  day: string;
  /** Minutes studied that day. */
  minutes: number;
  /** Mean engagement of that day's sessions; null on a day without study. */
  engagement: number | null;
}

function dayKey(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** One point per calendar day of the period (oldest first), days without study at 0 minutes. */
export function dailySeries(sessions: readonly LearningSession[], days: number, now: Date): DayPoint[] {
  const byDay = new Map<string, LearningSession[]>();
  for (const session of sessions) {
    const key = dayKey(new Date(session.startedAt));
    byDay.set(key, [...(byDay.get(key) ?? []), session]);
  }
  const points: DayPoint[] = [];
  for (let offset = days - 1; offset >= 0; offset -= 1) {
    const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() - offset);
    const key = dayKey(date);
    const daySessions = byDay.get(key) ?? [];
    points.push({ day: key, minutes: minutes(daySessions), engagement: daySessions.length ? roundTo(engagement(daySessions), 0) : null });
  }
  return points;
}

/** One skill category's first (pre) and latest (post) assessment score, %. */
export interface SkillBar {
  category: string;
  pre: number;
  post: number;
}

export interface ImpactPoint {
  /** YYYY-MM-DD in the viewer's time zone. */
  day: string;
  /** Σ (projected return − investment) of the ROI calculations recorded that day; 0 without any. */
  netReturn: number;
  /** Mean improvement % of the business-impact metrics recorded that day that have one; null without any. */
  improvement: number | null;
  calculations: number;
  metrics: number;
}

/** Mean improvement % of the metrics that have one (a metric from nothing has no percentage); null when none has. */
function meanImprovement(metrics: readonly BusinessImpactMetric[]): number | null {
  const measured = metrics.filter((m) => hasImprovement(m.baselineValue));
  return measured.length ? roundTo(measured.reduce((sum, m) => sum + m.improvementPercentage, 0) / measured.length, 1) : null;
}

/**
 * One point per calendar day of the period (oldest first) for the business-impact and ROI chart.
 * Takes the period's rows (summarise's metrics and calculations), so the chart shows what the cards count.
 */
export function impactSeries(metrics: readonly BusinessImpactMetric[], calculations: readonly RoiCalculation[], days: number, now: Date): ImpactPoint[] {
  const metricsByDay = new Map<string, BusinessImpactMetric[]>();
  for (const m of metrics) {
    const key = dayKey(new Date(m.createdAt));
    metricsByDay.set(key, [...(metricsByDay.get(key) ?? []), m]);
  }
  const calculationsByDay = new Map<string, RoiCalculation[]>();
  for (const c of calculations) {
    const key = dayKey(new Date(c.createdAt));
    calculationsByDay.set(key, [...(calculationsByDay.get(key) ?? []), c]);
  }
  const points: ImpactPoint[] = [];
  for (let offset = days - 1; offset >= 0; offset -= 1) {
    const key = dayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - offset));
    const dayMetrics = metricsByDay.get(key) ?? [];
    const dayCalculations = calculationsByDay.get(key) ?? [];
    points.push({
      day: key,
      netReturn: roundTo(netReturn(dayCalculations), 2),
      improvement: meanImprovement(dayMetrics),
      calculations: dayCalculations.length,
      metrics: dayMetrics.length,
    });
  }
  return points;
}
