import type { LearningModule } from '@academy/contracts';
import { Badge, Progress } from '@academy/ui';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Clock, Target, Trophy } from 'lucide-react';
import { categoryLabel } from '../modules/index.ts';
import { Placeholder } from '../placeholder/index.ts';

function BackToCourses() {
  return (
    <Link to="/courses" className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Courses
    </Link>
  );
}

function ModuleProgressLine({ percent, completed }: { percent: number; completed: boolean }) {
  return (
    <div className="mt-5 max-w-md space-y-2">
      <div className="flex items-center justify-between text-sm">
        <span id="module-progress-label" className="font-medium text-foreground">
          Module progress
        </span>
        <span className="font-semibold text-foreground">{percent}% complete</span>
      </div>
      <Progress value={percent} aria-labelledby="module-progress-label" indicatorClassName={completed ? 'bg-success' : undefined} />
    </div>
  );
}

export type HeaderProgress = { percent: number; completed: boolean } | 'loading' | null;

/** `progress`: the learner's, 'loading' while it is on its way, null for a module they cannot open (no bar). */
export function ModuleHeader({ module, progress }: { module: LearningModule; progress: HeaderProgress }) {
  const completed = progress !== null && progress !== 'loading' && progress.completed;
  return (
    <header className="space-y-4">
      <BackToCourses />
      <div>
        <p className="text-sm font-medium text-muted-foreground">
          {categoryLabel(module.category)} · Module {module.moduleNumber} of {module.totalModules}
        </p>
        <div className="mt-1 flex items-start gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{module.title}</h1>
          {completed ? (
            <span className="mt-1 flex size-9 shrink-0 items-center justify-center rounded-full bg-warning-soft text-warning" title="Module completed">
              <Trophy className="size-5" role="img" aria-label="Module completed" />
            </span>
          ) : null}
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <Badge variant="outline" className="capitalize">
            {module.difficulty}
          </Badge>
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {module.estimatedMinutes} min
          </span>
        </div>
        <p className="mt-4 max-w-3xl text-muted-foreground">{module.description}</p>
        {progress === 'loading' ? (
          <Placeholder>
            <ModuleProgressLine percent={0} completed={false} />
          </Placeholder>
        ) : progress !== null ? (
          <ModuleProgressLine percent={progress.percent} completed={progress.completed} />
        ) : null}
      </div>
    </header>
  );
}

export function LearningObjectives({ objectives }: { objectives: readonly string[] }) {
  return (
    <section aria-labelledby="objectives-title" className="rounded-card border border-primary/20 bg-accent p-6">
      <h2 id="objectives-title" className="flex items-center gap-2 text-lg font-semibold text-accent-foreground">
        <Target className="size-5" aria-hidden="true" />
        Learning Objectives
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-sm leading-6 text-foreground">
        {objectives.map((objective) => (
          <li key={objective}>{objective}</li>
        ))}
      </ul>
    </section>
  );
}
