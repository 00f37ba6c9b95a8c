import { ANALYTICS_PERIODS, formatMoney } from '@academy/rules/tools';
import { Badge, ErrorBox } from '@academy/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@academy/ui/tabs';
import { BarChart3, Clock, DollarSign, ShieldCheck } from 'lucide-react';
import { studyTimeText } from './analytics-figures.ts';
import { SummaryCard } from './analytics-parts.tsx';
import { OverviewSkeleton, TabSkeleton } from './analytics-skeletons.tsx';
import { ImpactTab, LearningTab, RoiTab, SkillsTab } from './analytics-tabs.tsx';
import { useAnalyticsPage } from './data/use-analytics-page.ts';
import { OverviewTab } from './overview-tab.tsx';

/** /analytics: the Analytics dashboard (commerce-and-backoffice spec, section 2), every figure for the chosen period. */
export function AnalyticsPage() {
  const page = useAnalyticsPage();
  const { summary, loading } = page;
  // While the records load, the page is drawn with placeholders where the figures go (its prerendered first view).
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 space-y-2">
          <h1 className="text-3xl font-bold tracking-tight text-foreground">Analytics Dashboard</h1>
          <Badge variant="secondary">Business Impact Measurement</Badge>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="period" className="text-sm font-medium">
            Period
          </label>
          <select
            id="period"
            value={String(page.days)}
            onChange={(e) => page.setPeriod(e.target.value)}
            className="h-10 rounded-lg border border-input bg-background px-3 text-sm"
          >
            {ANALYTICS_PERIODS.map((p) => (
              <option key={p} value={p}>
                Last {p} days
              </option>
            ))}
          </select>
        </div>
      </header>

      {loading ? (
        <p role="status" className="sr-only">
          Loading analytics...
        </p>
      ) : null}
      {page.failures.length > 0 ? <ErrorBox title="Some analytics are unavailable" message={page.failures.join(' ')} onRetry={page.retry} /> : null}

      <section aria-label="Summary" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SummaryCard
          title="Total Learning Time"
          loading={loading}
          value={studyTimeText(summary.learningTime.value, summary.sessions.length)}
          note={summary.learningTime.note}
          icon={<Clock className="size-4" aria-hidden="true" />}
        />
        <SummaryCard
          title="Avg Engagement"
          loading={loading}
          value={`${summary.avgEngagement.value}%`}
          note={summary.avgEngagement.note}
          icon={<BarChart3 className="size-4" aria-hidden="true" />}
        />
        <SummaryCard
          title="Total ROI"
          loading={loading}
          value={formatMoney(summary.totalRoi.value)}
          note={summary.totalRoi.note}
          icon={<DollarSign className="size-4" aria-hidden="true" />}
        />
        <SummaryCard
          title="Active Metrics"
          loading={loading}
          value={String(summary.activeMetrics.value)}
          note={summary.activeMetrics.note}
          icon={<ShieldCheck className="size-4" aria-hidden="true" />}
        />
      </section>

      <Tabs value={page.tab} onValueChange={page.setTab}>
        <div className="max-w-full">
          {/* On a phone the five tabs wrap onto two lines rather than hide behind a scroll. */}
          <TabsList className="h-auto flex-wrap justify-start">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="learning">Learning Analytics</TabsTrigger>
            <TabsTrigger value="impact">Business Impact</TabsTrigger>
            <TabsTrigger value="skills">Skill Progress</TabsTrigger>
            <TabsTrigger value="roi">ROI Tracking</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="overview" className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
          {loading ? <OverviewSkeleton /> : <OverviewTab page={page} />}
        </TabsContent>
        <TabsContent value="learning" className="mt-4">
          {loading ? <TabSkeleton title="Learning sessions" /> : <LearningTab page={page} />}
        </TabsContent>
        <TabsContent value="impact" className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
          {loading ? <TabSkeleton title="Your metrics" /> : <ImpactTab page={page} />}
        </TabsContent>
        <TabsContent value="skills" className="mt-4">
          {loading ? <TabSkeleton title="Skill progress" /> : <SkillsTab page={page} />}
        </TabsContent>
        <TabsContent value="roi" className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
          {loading ? <TabSkeleton title="Your ROI calculations" /> : <RoiTab page={page} />}
        </TabsContent>
      </Tabs>
    </div>
  );
}
