import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn.ts';

export interface SpinnerProps {
  /** Read by screen readers; shown next to the spinner only by LoadingState. */
  label?: string;
  className?: string;
}

export function Spinner({ label = 'Loading', className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export interface LoadingStateProps {
  label?: string;
  className?: string;
}

/** A centred spinner with its label, for a page or a section that is loading. */
export function LoadingState({ label = 'Loading...', className }: LoadingStateProps) {
  return (
    <div role="status" aria-live="polite" className={cn('flex min-h-48 flex-col items-center justify-center gap-3 p-8 text-muted-foreground', className)}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
      <p className="text-sm">{label}</p>
    </div>
  );
}
