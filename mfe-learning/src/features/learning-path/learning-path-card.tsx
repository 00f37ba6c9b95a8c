import type { LearningPath, LearningPathItem } from '@academy/contracts';
import { Badge, Card, CardContent, CardDescription, CardHeader, ErrorBox, Progress, cn } from '@academy/ui';
import { Link, useLocation } from '@tanstack/react-router';
import { ArrowRight, CheckCircle2, ChevronDown, Circle, Route as RouteIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLearningPath } from './data/queries.ts';
import { LEARNING_PATH_ANCHOR, formatPathDate, itemStateText, paceText, statusText } from './learning-path-view.ts';
import { Placeholder } from '../placeholder/index.ts';

function PathItem({ item }: { item: LearningPathItem }) {
  const Icon = item.state === 'done' ? CheckCircle2 : Circle;
  return (
    <li className="flex gap-3 py-3">
      <Icon
        className={cn('mt-0.5 size-5 shrink-0', item.state === 'done' ? 'text-success' : item.state === 'next' ? 'text-primary' : 'text-muted-foreground')}
        aria-hidden="true"
      />
      <div className="min-w-0 flex-1">
        <Link
          to="/module/$id"
          params={{ id: String(item.moduleId) }}
          className="font-medium text-foreground underline-offset-4 hover:text-primary hover:underline"
        >
          {item.title}
        </Link>
        <p className="text-xs font-medium text-muted-foreground">
          {itemStateText(item)} · {item.estimatedMinutes} min
        </p>
        <ul className="mt-1 space-y-0.5 text-sm text-muted-foreground">
          {item.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </div>
    </li>
  );
}

function PathSummary({ path }: { path: LearningPath }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const total = path.items.length;
  const next = path.items.find((item) => item.moduleId === path.nextModuleId);
  const status = statusText(path);
  const percent = total === 0 ? 0 : Math.round((path.completedCount / total) * 100);
  return (
    <div className="space-y-5">
      {next ? (
        <div className="rounded-xl border border-primary/30 bg-primary/5 p-4">
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Next on your path</p>
          <Link
            to="/module/$id"
            params={{ id: String(next.moduleId) }}
            className="group mt-1 flex items-start justify-between gap-3 font-semibold text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <span className="group-hover:text-primary">{next.title}</span>
            <ArrowRight className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          </Link>
          <p className="mt-1 text-sm text-muted-foreground">{next.reasons[0]}</p>
        </div>
      ) : null}

      <div className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="font-medium text-foreground">
            {path.completedCount} of {total} modules done
          </span>
          <Badge variant={path.status === 'behind' ? 'warning' : 'success'}>{status.label}</Badge>
        </div>
        <Progress value={percent} aria-label="Progress along your path" className="h-2" />
        <p className="text-sm text-muted-foreground">{status.detail}</p>
      </div>

      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">Your pace</dt>
          <dd className="font-medium text-foreground">{paceText(path.pace)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Estimated finish</dt>
          <dd className="font-medium text-foreground">{path.estimatedFinishDate ? formatPathDate(path.estimatedFinishDate) : 'Finished'}</dd>
        </div>
      </dl>

      <div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {open ? 'Hide the whole path' : `Show the whole path (${total} modules)`}
          <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
        </button>
        {open ? (
          <ol id={listId} aria-label="Your path, in order" className="mt-2 divide-y divide-border">
            {path.items.map((item) => (
              <PathItem key={item.moduleId} item={item} />
            ))}
          </ol>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The dashboard's "Your path" card: the next module, progress along the path, on track or
 * behind, the estimated finish and the whole path with the reasons. Reached at `/#your-path`.
 */
export function LearningPathCard() {
  const path = useLearningPath();
  const { hash } = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const arrived = hash === LEARNING_PATH_ANCHOR && path.isSuccess;

  // The card is drawn after its data arrives, so the router's own scroll to the anchor finds nothing.
  useEffect(() => {
    if (!arrived) return;
    headingRef.current?.scrollIntoView?.({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [arrived]);

  return (
    <section id={LEARNING_PATH_ANCHOR} aria-labelledby={`${LEARNING_PATH_ANCHOR}-title`} className="scroll-mt-24">
      <Card>
        <CardHeader>
          <h2
            id={`${LEARNING_PATH_ANCHOR}-title`}
            ref={headingRef}
            tabIndex={-1}
            className="flex items-center gap-2 text-lg font-semibold leading-tight tracking-tight"
          >
            <RouteIcon className="size-5 text-primary" aria-hidden="true" />
            Your path
          </h2>
          <CardDescription>
            {path.data?.assessedAt
              ? 'Built from your goals and your latest skill assessment.'
              : 'Built from your goals. Take the skill assessment to put your weakest areas first.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {path.isPending ? (
            // A placeholder, not a spinner: the dashboard's prerendered page holds it until the path
            // arrives, with the room the loaded card takes at least, so nothing below it moves.
            <div role="status" className="min-h-48">
              <span className="sr-only">Loading your path...</span>
              <Placeholder className="space-y-3">
                <span className="block h-5 w-2/3 rounded bg-muted" />
                <span className="block h-2 w-full rounded bg-muted" />
                <span className="block h-4 w-1/2 rounded bg-muted" />
              </Placeholder>
            </div>
          ) : path.isError ? (
            <ErrorBox title="Your path could not be loaded" message={path.error.message} onRetry={() => void path.refetch()} />
          ) : path.data === null ? (
            <p className="text-sm text-muted-foreground">
              <Link to="/onboarding" className="font-medium text-primary underline-offset-4 hover:underline">
                Answer a few questions
              </Link>{' '}
              and your path is made from your goals.
            </p>
          ) : (
            <PathSummary path={path.data} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}
