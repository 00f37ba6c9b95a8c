import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD } from '@academy/rules/tools';
import { usePlatform } from '@academy/web-kit';
import { useEffect, useMemo } from 'react';
import { useBusinessImpact, useLearningSessions, useRoiCalculations, useSkillRecords } from '../../analytics-data/index.ts';
import { useUrlForm } from '../../calculator-kit/index.ts';
import { dailySeries, impactSeries, summarise, verifiedMetrics } from '../analytics-figures.ts';

export const analyticsTabs = ['overview', 'learning', 'impact', 'skills', 'roi'] as const;
export type AnalyticsTab = (typeof analyticsTabs)[number];
const defaults = { period: String(DEFAULT_ANALYTICS_PERIOD), tab: 'overview' };

/**
 * What the Analytics dashboard shows for the period and tab in the URL: the learner's sessions,
 * metrics, ROI calculations and skills, cut at one "now" and summarised, with what could not be
 * loaded. The page's views only draw what this returns.
 */
export function useAnalyticsPage() {
  const { setMentorContext } = usePlatform();
  const { form, setField } = useUrlForm(defaults);
  const days = (ANALYTICS_PERIODS as readonly number[]).includes(Number(form.period)) ? Number(form.period) : DEFAULT_ANALYTICS_PERIOD;
  const tab: AnalyticsTab = (analyticsTabs as readonly string[]).includes(form.tab) ? (form.tab as AnalyticsTab) : 'overview';
  const sessions = useLearningSessions();
  const skills = useSkillRecords();
  const metrics = useBusinessImpact();
  const calculations = useRoiCalculations();
  // "Now" is taken afresh whenever the data or the period changes, so a row just written (stamped
  // by the service after the page opened) falls inside the period; every figure is cut at that moment.
  const now = useMemo(() => new Date(), [days, sessions.dataUpdatedAt, metrics.dataUpdatedAt, calculations.dataUpdatedAt]);

  useEffect(() => {
    setMentorContext({ page: 'analytics' });
    return () => setMentorContext(null);
  }, [setMentorContext]);

  const summary = useMemo(
    () => summarise(days, now, { sessions: sessions.data ?? [], metrics: metrics.data ?? [], calculations: calculations.data ?? [] }),
    [days, now, sessions.data, metrics.data, calculations.data],
  );
  const verified = useMemo(() => new Set(verifiedMetrics(summary.metrics, sessions.data ?? []).map((m) => m.id)), [summary.metrics, sessions.data]);
  const points = useMemo(() => dailySeries(summary.sessions, days, now), [summary.sessions, days, now]);
  const impactPoints = useMemo(() => impactSeries(summary.metrics, summary.calculations, days, now), [summary.metrics, summary.calculations, days, now]);
  const skillRecords = useMemo(() => skills.data ?? [], [skills.data]);
  // The same bars until the records change, so the skills chart is not drawn again for nothing.
  const skillBars = useMemo(
    () => skillRecords.map((s) => ({ category: s.skillCategory, pre: s.preAssessmentScore, post: s.postAssessmentScore })),
    [skillRecords],
  );

  return {
    days,
    tab,
    setPeriod: (period: string) => setField('period', period),
    setTab: (next: string) => setField('tab', next),
    loading: sessions.isPending || metrics.isPending || calculations.isPending,
    failures: [
      sessions.isError ? `Learning sessions could not be loaded (${sessions.error.message}).` : null,
      metrics.isError ? `Business impact metrics could not be loaded (${metrics.error.message}).` : null,
      calculations.isError ? `ROI calculations could not be loaded (${calculations.error.message}).` : null,
    ].filter((text): text is string => text !== null),
    retry: () => {
      void sessions.refetch();
      void metrics.refetch();
      void calculations.refetch();
    },
    summary,
    verified,
    points,
    impactPoints,
    skillRecords,
    skillBars,
  };
}

export type AnalyticsPageModel = ReturnType<typeof useAnalyticsPage>;
