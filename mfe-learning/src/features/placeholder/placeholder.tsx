import { cn } from '@academy/ui';
import type { ReactNode } from 'react';

/**
 * Stands in for a part of the page that belongs to the learner (their progress, what they may
 * open) while their data is on its way: drawn as that part looks for a learner who has started
 * nothing, its text and icons hidden, pulsing. So it takes the room of what replaces it at every
 * width and nothing moves when the data arrives; and the shell, which counts these (`animate-pulse`),
 * knows when the app's page is drawn as far as the static one (docs/decisions/018-pages-in-their-html.md).
 */
export function Placeholder({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div aria-hidden="true" inert data-placeholder="" className={cn('animate-pulse select-none **:text-transparent!', className)}>
      {children}
    </div>
  );
}
