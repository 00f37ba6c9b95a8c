import { useSyncExternalStore, type ReactNode } from 'react';
import { Placeholder } from './placeholder.tsx';

const noChanges = () => () => undefined;

/**
 * Whether the page runs in the browser: false when it is rendered to HTML (and while the browser
 * hydrates that HTML), true in the app. The server snapshot is what the prerendered page shows.
 */
export function useInteractive(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/**
 * A form of a prerendered page (docs/decisions/054-first-views-of-tools-and-back-office.md): a
 * field of the static page would take what is typed or chosen and lose it when the app takes over,
 * so until the app is there the form is an inert placeholder of its size, with a status line for
 * screen readers. `className` lays out the placeholder as the form's parent lays out its children
 * (a `space-y-*`), so it takes the same room. The status line comes first: placed last, it would
 * give the placeholder the spacing a last child does not get.
 */
export function UntilInteractive({ status, className, children }: { status: string; className?: string; children: ReactNode }) {
  const interactive = useInteractive();
  if (interactive) return children;
  return (
    <>
      <p role="status" className="sr-only">
        {status}
      </p>
      <Placeholder className={className}>{children}</Placeholder>
    </>
  );
}
