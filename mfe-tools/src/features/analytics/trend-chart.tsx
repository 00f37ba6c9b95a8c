import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis, Bar, BarChart } from 'recharts';
import type { DayPoint } from './analytics-figures.ts';

const shortDay = (day: string) => {
  const [, month, date] = day.split('-');
  return `${Number(date)}/${Number(month)}`;
};

/** Learning time (minutes, left axis) and engagement (%, right axis) by day. */
export function TrendChart({ points }: { points: readonly DayPoint[] }) {
  return (
    <div className="h-64 w-full min-w-0" role="img" aria-label="Learning time and engagement by day">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={[...points]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
          <XAxis dataKey="day" tickFormatter={shortDay} tick={{ fontSize: 11 }} minTickGap={16} />
          <YAxis yAxisId="minutes" tick={{ fontSize: 11 }} allowDecimals={false} />
          <YAxis yAxisId="engagement" orientation="right" domain={[0, 100]} tick={{ fontSize: 11 }} />
          <Tooltip labelFormatter={(label) => String(label)} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Line yAxisId="minutes" type="monotone" dataKey="minutes" name="Learning time (min)" stroke="var(--color-primary)" strokeWidth={2} dot={false} isAnimationActive={false} />
          <Line yAxisId="engagement" type="monotone" dataKey="engagement" name="Engagement (%)" stroke="var(--color-success)" strokeWidth={2} dot={false} connectNulls isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
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
