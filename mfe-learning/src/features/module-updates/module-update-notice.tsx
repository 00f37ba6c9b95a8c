import type { ModuleUpdate } from '@academy/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, cn } from '@academy/ui';
import { Link } from '@tanstack/react-router';
import { Sparkles } from 'lucide-react';
import { useAcknowledgeModuleUpdate, useModuleUpdate, useModuleUpdates } from './data/queries.ts';
import { updateHeading, changeDate } from './module-update-texts.ts';

/** What changed in one module since the learner went through it, with "Got it" to record it read. */
function UpdateNotice({ update, showTitle, className }: { update: ModuleUpdate; showTitle: boolean; className?: string }) {
  const acknowledge = useAcknowledgeModuleUpdate();
  const busy = acknowledge.isPending && acknowledge.variables?.moduleId === update.moduleId;
  const failed = acknowledge.isError && acknowledge.variables?.moduleId === update.moduleId;
  const [latest, ...earlier] = update.changes;
  return (
    <div
      role="status"
      aria-label={`${update.title}: ${updateHeading(update)}`}
      className={cn('flex items-start gap-4 rounded-card border border-primary/25 bg-accent p-4', className)}
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
        <Sparkles className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        {showTitle ? (
          <Link to="/module/$id" params={{ id: String(update.moduleId) }} className="font-semibold text-foreground underline-offset-4 hover:underline">
            {update.title}
          </Link>
        ) : null}
        {latest ? (
          <p className="text-foreground">
            <span className="font-semibold text-accent-foreground">{updateHeading(update)}:</span> {latest.note}{' '}
            <span className="text-muted-foreground">({changeDate(latest.date)})</span>
          </p>
        ) : null}
        {earlier.length > 0 ? (
          <ul aria-label="Earlier updates" className="list-disc space-y-1 pl-5 text-muted-foreground">
            {earlier.map((change) => (
              <li key={change.version}>
                {change.note} ({changeDate(change.date)})
              </li>
            ))}
          </ul>
        ) : null}
        {failed ? <p className="text-destructive">{`It could not be marked as read (${acknowledge.error.message}). Try again.`}</p> : null}
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={() => acknowledge.mutate({ moduleId: update.moduleId, version: update.version })}
        aria-label={`Got it: mark the update to ${update.title} as read`}
      >
        Got it
      </Button>
    </div>
  );
}

/** The module page's notice: what changed since the learner started or finished this module. Nothing while it loads or fails. */
export function ModuleUpdateNotice({ moduleId }: { moduleId: number }) {
  const update = useModuleUpdate(moduleId);
  if (!update.data) return null;
  return <UpdateNotice update={update.data} showTitle={false} />;
}

/**
 * The dashboard's card of lifetime updates: every module the learner started or finished that
 * changed since. Absent when there is none — or while the list loads or cannot be read, since the
 * rest of the dashboard does not depend on it.
 */
export function ModuleUpdatesCard() {
  const updates = useModuleUpdates();
  if (!updates.data || updates.data.length === 0) return null;
  return (
    <section aria-labelledby="module-updates-title">
      <Card>
        <CardHeader>
          <CardTitle as="h2" id="module-updates-title">
            Course updates
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul aria-label="Course updates" className="grid gap-3">
            {updates.data.map((update) => (
              <li key={update.moduleId}>
                <UpdateNotice update={update} showTitle />
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}
