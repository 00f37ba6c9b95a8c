import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  description: ReactNode;
  action?: ReactNode;
  className?: string;
  /** The title's heading level: 1 when the empty state is the whole page (a page needs its h1). */
  headingLevel?: 1 | 2 | 3;
}

export function EmptyState({ icon, title, description, action, className, headingLevel = 3 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cn('flex flex-col items-center gap-3 rounded-card border border-dashed border-border px-6 py-12 text-center', className)}>
      {icon ? (
        <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-6">
          {icon}
        </span>
      ) : null}
      <Heading className={headingLevel === 1 ? 'text-2xl font-bold tracking-tight' : 'text-lg font-semibold'}>{title}</Heading>
      <div className="max-w-md text-sm text-muted-foreground">{description}</div>
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
