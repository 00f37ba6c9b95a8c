import { Button, cn } from '@academy/ui';
import { Lightbulb, X } from 'lucide-react';
import { useId } from 'react';
import type { MentorSuggestion } from './mentor-rules.ts';

export interface MentorTipCardProps {
  tip: MentorSuggestion;
  aboveMobileNav: boolean;
  onDismiss(): void;
  /** Closes the tip and opens the chat. */
  onOpenChat(): void;
}

/** The proactive tip above the mentor button. */
export function MentorTipCard({ tip, aboveMobileNav, onDismiss, onOpenChat }: MentorTipCardProps) {
  const titleId = useId();
  return (
    <aside
      aria-labelledby={titleId}
      className={cn(
        'fixed right-4 z-50 w-[min(20rem,calc(100vw-2rem))] rounded-2xl border border-primary/20 bg-background p-4 pr-10 shadow-xl md:right-6',
        'animate-toast-in motion-reduce:animate-none',
        aboveMobileNav ? 'bottom-38 md:bottom-24' : 'bottom-22 md:bottom-24',
      )}
    >
      <button
        type="button"
        aria-label="Close tip"
        onClick={onDismiss}
        className="absolute top-3 right-3 rounded-md p-1 text-muted-foreground transition-colors hover:bg-secondary hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring cursor-pointer"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
          <Lightbulb className="size-4" />
        </span>
        <div className="min-w-0 space-y-1">
          <h2 id={titleId} className="text-sm font-semibold text-foreground">
            {tip.title}
          </h2>
          <p className="text-sm text-muted-foreground">{tip.content}</p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
        <Button size="sm" onClick={onOpenChat}>
          Chat with the Mentor
        </Button>
      </div>
    </aside>
  );
}
