import { memo } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DayPoint, ImpactPoint, SkillBar } from './analytics-figures.ts';
import { compactMoney, longDay, shortDay } from './analytics-format.ts';
import type { ChartDrawingProps } from './deferred-chart.tsx';

/*
 * The charts' drawings, the only module that imports the chart library: loaded (with it) when a
 * chart's box first comes near the screen (deferred-chart.tsx), never on the page's first load.
 * Each is drawn at the size its box was measured at, so it is drawn in one pass (the container
 * would otherwise render empty, measure itself, and render again); the container still follows
 * the box when it is resized. Memoised: a chart is drawn again only for new figures.
 */

/** Learning time (minutes, left axis) and engagement (%, right axis) by day. */
export const TrendDrawing = memo(function TrendDrawing({ data, size }: ChartDrawingProps<readonly DayPoint[]>) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={size}>
      <LineChart data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
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
  );
});

/** The net return of the day's ROI calculations ($, left axis) and the mean improvement of its metrics (%, right axis). */
export const ImpactDrawing = memo(function ImpactDrawing({ data, size }: ChartDrawingProps<readonly ImpactPoint[]>) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={size}>
      <BarChart data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} barCategoryGap="8%" barGap={1}>
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
  );
});

/** First (pre) and latest (post) assessment score per skill category. */
export const SkillDrawing = memo(function SkillDrawing({ data, size }: ChartDrawingProps<readonly SkillBar[]>) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={size}>
      <BarChart data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
        <XAxis dataKey="category" tick={{ fontSize: 11 }} interval={0} />
        <YAxis domain={[0, 100]} tick={{ fontSize: 11 }} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar dataKey="pre" name="First assessment (%)" fill="var(--color-muted-foreground)" isAnimationActive={false} />
        <Bar dataKey="post" name="Latest assessment (%)" fill="var(--color-primary)" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
});
