import { cn } from '@academy/ui';

/**
 * Grey blocks the size of the cards they stand for, while the arena loads: the page does not move
 * when the cards arrive. Hidden from screen readers, which hear the status line instead.
 */
export function CardGridSkeleton({ label, cards, cardClassName }: { label: string; cards: number; cardClassName: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: cards }, (_, index) => (
          <div key={index} className={cn('flex animate-pulse flex-col gap-3 rounded-card border border-border bg-card p-5', cardClassName)}>
            <div className="flex items-center gap-3">
              <span className="size-10 rounded-lg bg-secondary" />
              <span className="h-5 w-1/2 rounded bg-secondary" />
            </div>
            <span className="h-4 w-full rounded bg-secondary" />
            <span className="h-4 w-3/4 rounded bg-secondary" />
            <span className="mt-auto h-10 w-full rounded-lg bg-secondary" />
          </div>
        ))}
      </div>
    </div>
  );
}

export function TableSkeleton({ label, rows }: { label: string; rows: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="flex animate-pulse flex-col gap-2">
        {Array.from({ length: rows }, (_, index) => (
          <span key={index} className="h-11 rounded-lg bg-secondary" />
        ))}
      </div>
    </div>
  );
}
