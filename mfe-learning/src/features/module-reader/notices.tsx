import { Button } from '@academy/ui';
import { ArrowDown, PartyPopper, Trophy, X } from 'lucide-react';

/** All sections are done and the quiz is what is left. */
export function ContentCompletedNotice({ onGoToQuiz }: { onGoToQuiz: () => void }) {
  return (
    <div role="status" className="flex flex-col gap-4 rounded-card border border-primary/25 bg-accent p-5 sm:flex-row sm:items-center">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
        <PartyPopper className="size-5" aria-hidden="true" />
      </span>
      <div className="flex-1">
        <p className="font-semibold text-accent-foreground">Content Completed!</p>
        <p className="text-sm text-foreground">Scroll down to take the quiz and complete this module!</p>
      </div>
      <Button variant="outline" onClick={onGoToQuiz} className="self-start sm:self-center">
        Go to the quiz
        <ArrowDown aria-hidden="true" />
      </Button>
    </div>
  );
}

/** Shown once, when the module becomes completed. */
export function ModuleCompletedNotice({ title, onDismiss }: { title: string; onDismiss: () => void }) {
  return (
    <div role="status" className="relative flex items-start gap-4 rounded-card border border-success/30 bg-success-soft p-5 pr-12">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-success text-success-foreground">
        <Trophy className="size-5" aria-hidden="true" />
      </span>
      <div>
        <p className="font-semibold text-success">Module Completed!</p>
        <p className="text-sm text-foreground">You finished "{title}". Your progress and streak are updated on your dashboard.</p>
      </div>
      <Button variant="ghost" size="icon" onClick={onDismiss} aria-label="Dismiss" className="absolute top-3 right-3 size-8">
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
