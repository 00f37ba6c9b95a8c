import type { LearningModule } from '@academy/contracts';
import { cn } from '@academy/ui';
import { Check } from 'lucide-react';

type SidebarProps = {
  module: LearningModule;
  done: ReadonlySet<number>;
  /** Marked on this page, not confirmed by the service yet. */
  unsaved?: ReadonlySet<number>;
  current: number | null;
  onOpen?: (index: number) => void;
  /** The learner's done sections are still loading: the others' markers are placeholders. */
  loading?: boolean;
};

/** The module's sections: done, current, and (with `onOpen`) a button to open each. */
export function SectionsSidebar({ module, done, unsaved = new Set(), current, onOpen, loading = false }: SidebarProps) {
  return (
    <nav aria-label="Sections" className="lg:sticky lg:top-24 lg:self-start">
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">Sections</h2>
      <ol className="space-y-1">
        {module.content.sections.map((item, index) => {
          const isDone = done.has(index);
          const isCurrent = index === current;
          const marker = (
            <span
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                isDone ? 'bg-success text-success-foreground' : isCurrent ? 'bg-primary text-primary-foreground' : 'bg-secondary text-muted-foreground',
                loading && !isDone && 'animate-pulse',
              )}
            >
              {isDone ? <Check className="size-3.5" aria-hidden="true" /> : <span aria-hidden="true">{index + 1}</span>}
              {isDone ? <span className="sr-only">{unsaved.has(index) ? 'Completed (saving): ' : 'Completed: '}</span> : null}
            </span>
          );
          const body = (
            <>
              {marker}
              <span className="flex-1">{item.title}</span>
              <span className="shrink-0 text-xs text-muted-foreground">{item.duration} min</span>
            </>
          );
          return (
            <li key={`${index}-${item.title}`}>
              {onOpen ? (
                <button
                  type="button"
                  onClick={() => onOpen(index)}
                  aria-current={isCurrent ? 'step' : undefined}
                  className={cn(
                    'flex w-full items-start gap-3 rounded-lg px-3 py-2.5 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                    isCurrent ? 'bg-accent font-medium text-accent-foreground' : 'text-foreground hover:bg-secondary',
                  )}
                >
                  {body}
                </button>
              ) : (
                <div className="flex w-full items-start gap-3 rounded-lg px-3 py-2.5 text-sm text-muted-foreground">{body}</div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
