import { cn } from '@academy/ui';
import { Check } from 'lucide-react';
import { STEPS } from './onboarding-steps.tsx';

/** The six steps, done, current and to come (from the small breakpoint up). */
export function StepList({ current }: { current: number }) {
  return (
    <ol aria-label="Onboarding steps" className="hidden grid-cols-6 gap-2 sm:grid">
      {STEPS.map((info, index) => {
        const number = index + 1;
        const done = number < current;
        const active = number === current;
        return (
          <li key={info.label} aria-current={active ? 'step' : undefined} className="flex flex-col items-center gap-1.5 text-center">
            <span
              className={cn(
                'flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors',
                done && 'border-primary bg-primary text-primary-foreground',
                active && 'border-primary bg-white text-primary ring-4 ring-primary/15',
                !done && !active && 'border-border bg-white text-muted-foreground',
              )}
            >
              {done ? <Check className="size-4" strokeWidth={3} aria-hidden="true" /> : number}
              {done ? <span className="sr-only">{number}, done</span> : null}
            </span>
            <span className={cn('text-xs font-medium', active ? 'text-foreground' : 'text-muted-foreground')}>{info.label}</span>
          </li>
        );
      })}
    </ol>
  );
}
