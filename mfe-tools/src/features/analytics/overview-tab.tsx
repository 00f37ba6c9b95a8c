import { Card, CardContent, CardHeader, CardTitle } from '@academy/ui';
import type { AnalyticsPageModel } from './data/use-analytics-page.ts';
import { MetricList } from './metric-list.tsx';
import { ImpactChart, TrendChart } from './trend-chart.tsx';

/** Overview: the learning trend, business impact and ROI over the period, skills by category and the latest metrics. */
export function OverviewTab({ page }: { page: AnalyticsPageModel }) {
  const { summary, days } = page;
  return (
    <>
      <Card className="min-w-0 lg:col-span-2">
        <CardHeader>
          <CardTitle>Learning trend</CardTitle>
          <p className="text-sm text-muted-foreground">
            Based on {summary.sessions.length} {summary.sessions.length === 1 ? 'session' : 'sessions'} in the last {days} days
          </p>
        </CardHeader>
        <CardContent>
          <TrendChart points={page.points} />
        </CardContent>
      </Card>
      <Card className="min-w-0 lg:col-span-2">
        <CardHeader>
          <CardTitle>Business impact and ROI</CardTitle>
          <p className="text-sm text-muted-foreground">
            {summary.calculations.length} ROI {summary.calculations.length === 1 ? 'calculation' : 'calculations'} and {summary.metrics.length}{' '}
            {summary.metrics.length === 1 ? 'metric' : 'metrics'} recorded in the last {days} days
          </p>
        </CardHeader>
        <CardContent>
          <ImpactChart points={page.impactPoints} />
        </CardContent>
      </Card>
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>Skills by category</CardTitle>
        </CardHeader>
        <CardContent>
          {page.skillBars.length === 0 ? (
            <p className="text-sm text-muted-foreground">Take the skill assessment to see your skills here.</p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label="Skills distribution">
              {page.skillBars.map((s) => (
                <li key={s.category} className="flex justify-between gap-2 text-sm">
                  <span>{s.category}</span>
                  <span className="font-medium tabular-nums">{s.post}%</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>Recent business impact</CardTitle>
        </CardHeader>
        <CardContent>
          <MetricList metrics={summary.metrics.slice(0, 5)} verified={page.verified} />
        </CardContent>
      </Card>
    </>
  );
}
