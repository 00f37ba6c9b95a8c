import type { ModuleAccess, ModuleSummary, ProgressRecord } from '@academy/contracts';
import { displayedPercentOf, moduleCardState } from '@academy/rules/learning';
import { Badge, Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Progress, buttonVariants, cn } from '@academy/ui';
import { Link } from '@tanstack/react-router';
import { ArrowRight, CheckCircle2, Clock, Gift, Hourglass, Lock } from 'lucide-react';
import { useId } from 'react';
import { categoryLabel, categoryStyle, progressModuleOfSummary } from '../modules/index.ts';
import { Placeholder } from '../placeholder/index.ts';
import { MODULE_CARD_BUTTON_LABELS, moduleCardBarTone, timeLeftLabel } from './module-card-view.ts';

export interface ModuleCardProps {
  module: ModuleSummary;
  /** What the learner may do with the module; null while not known. */
  access: ModuleAccess | null;
  /** The learner's record on this module; null when never started, undefined while the records load. */
  progress: ProgressRecord | null | undefined;
}

/** The progress block's lines (label and percent, bar, time left), as a placeholder while the records load. */
function ProgressBlockPlaceholder() {
  return (
    <Placeholder className="space-y-2">
      <div className="h-5 rounded bg-muted" />
      <div className="h-2 rounded-full bg-muted" />
      <div className="h-4 w-1/3 rounded bg-muted" />
    </Placeholder>
  );
}

/** A module in the course list: what it covers, how far the learner is, and the way in. */
export function ModuleCard({ module, access, progress }: ModuleCardProps) {
  const { icon: Icon, tile } = categoryStyle(module.category);
  const locked = access === 'locked';
  const state = moduleCardState(progress ?? undefined);
  const percent = displayedPercentOf(progress ?? undefined, progressModuleOfSummary(module));
  const barLabelId = useId();
  // A completed module has nothing left, whatever time was tracked on it.
  const timeLeft = progress?.completed ? 'Completed' : timeLeftLabel(module.estimatedMinutes, progress?.timeSpent ?? 0);
  // The list's own summary says whether the learner started the module, before their records are here.
  const startedPerList = access !== null && module.progress !== null;

  return (
    <Card className="flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md">
      <div className="relative">
        {module.imageUrl ? (
          <img src={module.imageUrl} alt="" className="h-40 w-full object-cover" />
        ) : (
          <div className={cn('flex h-40 items-center justify-center', tile)}>
            <Icon className="size-14 text-white/90" aria-hidden="true" />
          </div>
        )}
        {locked ? (
          <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-slate-900/80 px-2.5 py-1 text-xs font-medium text-white">
            <Lock className="size-3.5" aria-hidden="true" />
            Locked
          </span>
        ) : null}
      </div>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge variant="secondary">{categoryLabel(module.category)}</Badge>
          <span className="text-xs font-medium text-muted-foreground">
            Module {module.moduleNumber} of {module.totalModules}
          </span>
        </div>
        <CardTitle as="h2">{module.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex-1 space-y-4">
        <CardDescription className="line-clamp-3 leading-relaxed">{module.description}</CardDescription>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {module.estimatedMinutes} min
          </span>
          {access === 'preview' ? (
            <span className="flex items-center gap-1.5 font-medium text-success">
              <Gift className="size-4" aria-hidden="true" />
              Free preview
            </span>
          ) : null}
        </div>
        {progress === undefined ? (
          startedPerList && !locked ? (
            <ProgressBlockPlaceholder />
          ) : null
        ) : progress && !locked ? (
          <div className="space-y-2">
            <div className="flex items-center justify-between text-sm">
              <span id={barLabelId} className="font-medium text-foreground">
                Progress
              </span>
              <span className="font-semibold text-foreground">{percent}%</span>
            </div>
            <Progress value={percent} aria-labelledby={barLabelId} indicatorClassName={moduleCardBarTone(state) === 'success' ? 'bg-success' : 'bg-primary'} />
            <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
              {timeLeft === 'Completed' ? (
                <CheckCircle2 className="size-3.5 text-success" aria-hidden="true" />
              ) : (
                <Hourglass className="size-3.5" aria-hidden="true" />
              )}
              {timeLeft}
            </p>
          </div>
        ) : null}
      </CardContent>
      <CardFooter>
        {locked ? (
          <Button asChild variant="secondary" className="w-full">
            <Link to="/pricing" aria-label={`Unlock with lifetime access: ${module.title}`}>
              <Lock aria-hidden="true" />
              Unlock with lifetime access
            </Link>
          </Button>
        ) : access === null || progress === undefined ? (
          // Which of Start, Continue or Review (or the lock) is the learner's to know.
          <Placeholder className="w-full">
            <span className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
              {MODULE_CARD_BUTTON_LABELS.start}
              <ArrowRight aria-hidden="true" />
            </span>
          </Placeholder>
        ) : (
          <Button asChild variant={state === 'start' ? 'outline' : 'default'} className="w-full">
            <Link to="/module/$id" params={{ id: String(module.id) }} aria-label={`${MODULE_CARD_BUTTON_LABELS[state]}: ${module.title}`}>
              {MODULE_CARD_BUTTON_LABELS[state]}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
