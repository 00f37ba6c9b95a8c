import { AlertTriangle, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Button } from './button.tsx';

export interface ErrorBoxProps {
  title: string;
  message?: ReactNode;
  /** When given, a Retry button calls it. */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

export function ErrorBox({ title, message, onRetry, retryLabel = 'Retry', className }: ErrorBoxProps) {
  return (
    <div
      role="alert"
      className={cn(
        'mx-auto flex w-full max-w-xl flex-col items-center gap-4 rounded-card border border-destructive/30 bg-destructive-soft p-8 text-center',
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-white text-destructive shadow-sm">
        <AlertTriangle aria-hidden="true" className="size-6" />
      </span>
      <div className="space-y-1.5">
        <h2 className="text-lg font-semibold text-foreground">{title}</h2>
        {message ? <div className="text-sm break-words text-muted-foreground [overflow-wrap:anywhere]">{message}</div> : null}
      </div>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
