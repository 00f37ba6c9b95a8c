import { cn } from '@academy/ui';
import { CloudOff, LoaderCircle } from 'lucide-react';
import type { PendingMark } from '../progress/index.ts';

/**
 * How the learner's marks are doing: saving (on their way), not saved yet (offline or slow: kept
 * and sent again), or refused by the service (taken back, with the reason).
 */
export function SaveStatus({ pending, refusal }: { pending: readonly PendingMark[]; refusal: string | null }) {
  const waiting = pending.filter((mark) => mark.state === 'waiting').length;
  return (
    <div className={cn('space-y-3', refusal !== null || pending.length > 0 ? 'mt-6' : undefined)}>
      {refusal ? (
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive-soft px-4 py-3 text-sm text-destructive">
          {refusal}
        </p>
      ) : null}
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {waiting > 0 ? (
          <span className="inline-flex items-start gap-2 font-medium text-foreground">
            <CloudOff className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
            {waiting === 1 ? '1 mark is' : `${waiting} marks are`} not saved yet: kept on this device and sent again as soon as the connection allows.
          </span>
        ) : pending.length > 0 ? (
          <span className="inline-flex items-start gap-2">
            <LoaderCircle className="mt-0.5 size-4 shrink-0 animate-spin" aria-hidden="true" />
            Saving your progress...
          </span>
        ) : null}
      </p>
    </div>
  );
}
