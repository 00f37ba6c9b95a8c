import type { ModuleSummary, ProgressRecord } from '@academy/contracts';
import { displayedPercentOf, overallProgress } from '@academy/rules/learning';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Progress } from '@academy/ui';
import { progressModuleOfSummary } from '../modules/index.ts';
import { PROGRESS_PANEL_MODULES } from './dashboard-view.ts';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

function ProgressRing({ percent }: { percent: number }) {
  return (
    <div
      role="progressbar"
      aria-label="Overall progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className="relative mx-auto size-36"
    >
      <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="10" className="stroke-secondary" />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
          className="stroke-primary transition-[stroke-dashoffset] duration-500"
        />
      </svg>
      <span className="absolute inset-0 flex flex-col items-center justify-center">
        <span className="text-3xl font-bold text-foreground">{percent}%</span>
        <span className="text-xs text-muted-foreground">complete</span>
      </span>
    </div>
  );
}

/** Overall progress (completed modules out of all) and the first modules' bars. */
export function ProgressPanel({ modules, records }: { modules: readonly ModuleSummary[]; records: readonly ProgressRecord[] }) {
  const byModule = new Map(records.map((record) => [record.moduleId, record]));
  const completed = modules.filter((module) => byModule.get(module.id)?.completed).length;
  const percent = overallProgress(completed, modules.length);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your Progress</CardTitle>
        <CardDescription>
          {completed} of {modules.length} {modules.length === 1 ? 'module' : 'modules'} completed
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <ProgressRing percent={percent} />
        <ul aria-label="Module progress" className="space-y-4">
          {modules.slice(0, PROGRESS_PANEL_MODULES).map((module) => {
            const record = byModule.get(module.id);
            const value = displayedPercentOf(record, progressModuleOfSummary(module));
            const labelId = `progress-panel-${module.id}`;
            return (
              <li key={module.id} className="space-y-1.5">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span id={labelId} className="min-w-0 truncate font-medium text-foreground">
                    {module.title}
                  </span>
                  <span className="shrink-0 text-muted-foreground">{value}%</span>
                </div>
                <Progress value={value} aria-labelledby={labelId} indicatorClassName={record?.completed ? 'bg-success' : undefined} />
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
