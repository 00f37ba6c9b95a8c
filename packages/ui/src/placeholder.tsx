import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * Stands in for a part of a page whose data is on its way (the user's figures, their list): drawn
 * as that part looks, its text and icons hidden, pulsing. So it takes the room of what replaces it
 * at every width and nothing moves when the data arrives; and the shell, which counts these
 * (`animate-pulse`), knows when the app's page is drawn as far as a prerendered one
 * (docs/decisions/018-pages-in-their-html.md). Hidden from assistive technology: the page says
 * what is loading in words of its own (a status line).
 *
 * Its own entry, not the kit's shared main one: each front end bundles it, so a remote that uses it
 * runs beside a shell whose kit is older (docs/decisions/052-layers-that-survive-version-skew.md).
 * So it joins its classes itself rather than through `cn`, whose class merging (tailwind-merge, 7 KB
 * brotli) every front end would carry again: a caller's classes (size, shape, colour, layout) never
 * contend with its own, and its hidden text is `!important`.
 */
const PLACEHOLDER_CLASSES = 'animate-pulse select-none **:text-transparent!';

export function Placeholder({ children, className, as: Tag = 'div' }: { children: ReactNode; className?: string; as?: 'div' | 'span' }) {
  return (
    <Tag aria-hidden="true" inert data-placeholder="" className={className ? `${PLACEHOLDER_CLASSES} ${className}` : PLACEHOLDER_CLASSES}>
      {children}
    </Tag>
  );
}

const noChanges = () => () => undefined;

/**
 * Whether the page runs in the browser: false when it is rendered to HTML at build time (a route
 * document's first view, docs/decisions/018-pages-in-their-html.md), true in the app. The server
 * snapshot is what the prerendered page shows, and what React uses while it hydrates that HTML.
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
