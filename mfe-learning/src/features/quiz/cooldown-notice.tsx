import { Hourglass } from 'lucide-react';
import { quizCooldownText } from './quiz-texts.ts';

/** The wait before a retake may start, counted down by the card. */
export function CooldownNotice({ seconds }: { seconds: number }) {
  return (
    <p role="status" className="flex items-start gap-2 rounded-lg border border-warning/30 bg-warning-soft px-4 py-3 text-sm text-foreground">
      <Hourglass className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
      <span>{quizCooldownText(seconds)}</span>
    </p>
  );
}

/** A start or retake the service could not open. */
export function StartError({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive-soft px-4 py-3 text-sm text-destructive">
      The quiz could not be started ({message}). Please try again.
    </p>
  );
}
