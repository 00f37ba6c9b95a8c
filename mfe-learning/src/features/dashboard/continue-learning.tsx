import type { ModuleSummary, ProgressRecord } from '@academy/contracts';
import { displayedPercentOf } from '@academy/rules/learning';
import { EmptyState, Progress, cn } from '@academy/ui';
import { Link } from '@tanstack/react-router';
import { ArrowRight, BookOpen, Clock, Lock, PartyPopper } from 'lucide-react';
import { categoryLabel, categoryStyle, progressModuleOfSummary } from '../modules/index.ts';
import { Placeholder } from '../placeholder/index.ts';
import { NO_ACTIVE_MODULES_TEXT, continueLearningModules } from './dashboard-view.ts';

/** `started`: the learner has a record on the module; `percent`: how far it is. */
function ContinueCard({ module, started, percent }: { module: ModuleSummary; started: boolean; percent: number }) {
  const { icon: Icon, tile } = categoryStyle(module.category);
  const locked = module.access === 'locked';
  return (
    <Link
      to="/module/$id"
      params={{ id: String(module.id) }}
      className="group flex items-start gap-4 rounded-xl border border-border bg-card p-4 shadow-sm transition hover:border-primary/40 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <span className={cn('hidden size-12 shrink-0 items-center justify-center rounded-lg sm:flex', tile)}>
        <Icon className="size-6 text-white" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-medium text-muted-foreground">
          Module {module.moduleNumber} · {categoryLabel(module.category)}
        </span>
        <span className="mt-0.5 block font-semibold text-foreground group-hover:text-primary">{module.title}</span>
        <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-3.5" aria-hidden="true" />
            {module.estimatedMinutes} min
          </span>
          {locked ? (
            <span className="inline-flex items-center gap-1.5">
              <Lock className="size-3.5" aria-hidden="true" />
              Included with lifetime access
            </span>
          ) : (
            <span>{started ? `${percent}% complete` : 'Not started yet'}</span>
          )}
        </span>
        {!locked && started ? <Progress value={percent} className="mt-2 h-1.5" aria-label={`${module.title} progress`} /> : null}
      </span>
      <ArrowRight className="mt-1 size-5 shrink-0 text-muted-foreground group-hover:text-primary" aria-hidden="true" />
    </Link>
  );
}

/**
 * The next modules to work on. While the learner's records load (`records` undefined), the cards
 * are placeholders of the ones the list itself points to: its own summary of the learner's progress,
 * or, for the modules as the slice ships them, those of a learner who has started nothing.
 */
export function ContinueLearning({ modules, records }: { modules: readonly ModuleSummary[]; records: readonly ProgressRecord[] | undefined }) {
  if (modules.length === 0) {
    return (
      <EmptyState
        icon={<BookOpen className="size-10" aria-hidden="true" />}
        title="No modules available yet"
        description="New learning modules will be added soon. Check back later!"
      />
    );
  }
  const perList = modules.flatMap((module) => (module.progress ? [{ moduleId: module.id, completed: module.progress.completed }] : []));
  const next = continueLearningModules(modules, records ?? perList);
  if (records === undefined && next.length > 0) {
    return (
      <div role="status">
        <span className="sr-only">Loading your progress...</span>
        <Placeholder className="grid gap-4">
          {next.map((module) => (
            <ContinueCard key={module.id} module={module} started={module.progress !== null} percent={0} />
          ))}
        </Placeholder>
      </div>
    );
  }
  if (next.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-success/40 bg-success-soft px-6 py-10 text-center">
        <PartyPopper className="size-8 text-success" aria-hidden="true" />
        <p className="font-medium text-foreground">{NO_ACTIVE_MODULES_TEXT}</p>
      </div>
    );
  }
  return (
    <ul aria-label="Continue Learning" className="grid gap-4">
      {next.map((module) => {
        const record = records?.find((item) => item.moduleId === module.id);
        return (
          <li key={module.id}>
            <ContinueCard module={module} started={record !== undefined} percent={displayedPercentOf(record, progressModuleOfSummary(module))} />
          </li>
        );
      })}
    </ul>
  );
}
