import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis, Bar, BarChart } from 'recharts';
import { formatMoney } from '@academy/rules/tools';
import type { ReactNode } from 'react';
import type { DayPoint, ImpactPoint } from './analytics-figures.ts';

const shortDay = (day: string) => {
  const [, month, date] = day.split('-');
  return `${Number(date)}/${Number(month)}`;
};

const longDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
};

// Axis ticks stay short on a phone: $6K, $1.5M.
const compactMoney = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 }).format(value);

const signedPercent = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(1)}%`;

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
      <div className="h-64 w-full min-w-0" role="img" aria-label="Learning time and engagement by day">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={[...points]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
            <XAxis dataKey="day" tickFormatter={shortDay} tick={{ fontSize: 11 }} minTickGap={16} />
            <YAxis yAxisId="minutes" tick={{ fontSize: 11 }} allowDecimals={false} />
            <YAxis yAxisId="engagement" orientation="right" domain={[0, 100]} tick={{ fontSize: 11 }} />
            <Tooltip labelFormatter={(label) => String(label)} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Line
              yAxisId="minutes"
              type="monotone"
              dataKey="minutes"
              name="Learning time (min)"
              stroke="var(--color-primary)"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
            <Line
              yAxisId="engagement"
              type="monotone"
              dataKey="engagement"
              name="Engagement (%)"
              stroke="var(--color-success)"
              strokeWidth={2}
              dot={false}
              connectNulls
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
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
      <div className="h-64 w-full min-w-0" role="img" aria-label="Net ROI and metric improvement by day">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={[...points]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} barCategoryGap="8%" barGap={1}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
            <XAxis dataKey="day" tickFormatter={shortDay} tick={{ fontSize: 11 }} minTickGap={16} />
            <YAxis yAxisId="money" tick={{ fontSize: 11 }} tickFormatter={compactMoney} width={48} />
            <YAxis yAxisId="percent" orientation="right" tick={{ fontSize: 11 }} tickFormatter={(value: number) => `${value}%`} width={44} />
            <Tooltip labelFormatter={(label) => longDay(String(label))} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar yAxisId="money" dataKey="netReturn" name="Net ROI ($)" className="impact-net-return" fill="var(--color-primary)" isAnimationActive={false} />
            <Bar
              yAxisId="percent"
              dataKey="improvement"
              name="Metric improvement (%)"
              className="impact-improvement"
              fill="var(--color-success)"
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
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

export interface SkillBar {
  category: string;
  pre: number;
  post: number;
}

/** First (pre) and latest (post) assessment score per skill category. */
export function SkillChart({ skills }: { skills: readonly SkillBar[] }) {
  return (
    <div className="h-64 w-full min-w-0" role="img" aria-label="Skill scores by category, first and latest assessment">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...skills]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
          <XAxis dataKey="category" tick={{ fontSize: 11 }} interval={0} />
          <YAxis domain={[0, 100]} tick={{ fontSize: 11 }} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="pre" name="First assessment (%)" fill="var(--color-muted-foreground)" isAnimationActive={false} />
          <Bar dataKey="post" name="Latest assessment (%)" fill="var(--color-primary)" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
