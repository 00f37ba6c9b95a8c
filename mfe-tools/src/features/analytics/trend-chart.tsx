import { formatMoney } from '@academy/rules/tools';
import { lazy, type ReactNode } from 'react';
import type { DayPoint, ImpactPoint, SkillBar } from './analytics-figures.ts';
import { longDay, signedPercent } from './analytics-format.ts';
import { DeferredChart } from './deferred-chart.tsx';

/*
 * The dashboard's charts. Each is drawn when its box comes near the screen (DeferredChart), by a
 * drawing of chart-drawings.tsx: that module and the chart library load then, not with the page.
 * A chart's figures are also a table, there from the start.
 */
const drawings = () => import('./chart-drawings.tsx');
const TrendDrawing = lazy(() => drawings().then(({ TrendDrawing }) => ({ default: TrendDrawing })));
const ImpactDrawing = lazy(() => drawings().then(({ ImpactDrawing }) => ({ default: ImpactDrawing })));
const SkillDrawing = lazy(() => drawings().then(({ SkillDrawing }) => ({ default: SkillDrawing })));

/**
 * The figures a chart draws, as a table a screen reader (or anyone who wants the exact numbers)
 * can read; only the days that have something to show, so a year stays short.
 */
function ChartFigures({ caption, head, rows }: { caption: string; head: readonly string[]; rows: readonly (readonly ReactNode[])[] }) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer text-muted-foreground">Show the figures</summary>
      {rows.length === 0 ? (
        <p className="mt-2 text-muted-foreground">Nothing recorded in this period.</p>
      ) : (
        <div className="mt-2 max-w-full overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="border-b border-border">
                {head.map((cell) => (
                  <th key={cell} scope="col" className="py-1 pr-3 font-medium">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index} className="border-b border-border last:border-0">
                  {row.map((cell, column) =>
                    column === 0 ? (
                      <th key={column} scope="row" className="py-1 pr-3 font-normal">
                        {cell}
                      </th>
                    ) : (
                      <td key={column} className="py-1 pr-3 tabular-nums">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}

/** Learning time (minutes, left axis) and engagement (%, right axis) by day. */
export function TrendChart({ points }: { points: readonly DayPoint[] }) {
  const studied = points.filter((p) => p.minutes > 0);
  return (
    <>
      <DeferredChart label="Learning time and engagement by day" data={points} Drawing={TrendDrawing} />
      <ChartFigures
        caption="Learning time and engagement by day"
        head={['Day', 'Learning time', 'Engagement']}
        rows={studied.map((p) => [longDay(p.day), `${p.minutes} min`, p.engagement === null ? '—' : `${p.engagement}%`])}
      />
    </>
  );
}

/**
 * What the learner recorded on the Business Impact and ROI Tracking tabs, by day: the net return
 * of the day's ROI calculations ($, left axis) and the mean improvement of the day's metrics (%,
 * right axis). Days without a row have no bar.
 */
export function ImpactChart({ points }: { points: readonly ImpactPoint[] }) {
  const recorded = points.filter((p) => p.calculations > 0 || p.metrics > 0);
  return (
    <>
      <DeferredChart label="Net ROI and metric improvement by day" data={points} Drawing={ImpactDrawing} />
      <ChartFigures
        caption="Net ROI and metric improvement by day"
        head={['Day', 'Net ROI', 'ROI calculations', 'Metric improvement', 'Metrics']}
        rows={recorded.map((p) => [
          longDay(p.day),
          formatMoney(p.netReturn),
          String(p.calculations),
          p.improvement === null ? '—' : signedPercent(p.improvement),
          String(p.metrics),
        ])}
      />
    </>
  );
}

/** First (pre) and latest (post) assessment score per skill category. */
export function SkillChart({ skills }: { skills: readonly SkillBar[] }) {
  return <DeferredChart label="Skill scores by category, first and latest assessment" data={skills} Drawing={SkillDrawing} />;
}
