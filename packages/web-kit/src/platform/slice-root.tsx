import { PortalContainerProvider } from '@academy/ui';
import { useEffect, useState, type ReactNode } from 'react';

/**
 * The attribute of the element a slice's pages are mounted in, its value the slice. The slice's
 * stylesheet applies only below it, and there wins over the shell's
 * (docs/decisions/039-styles-scoped-to-their-slice.md).
 */
export const SLICE_ATTRIBUTE = 'data-slice';

/**
 * Mounts a slice's page: inside an element marked with the slice (no box of its own, so the page
 * lays out as if it were not there), with the page's dialogs, menus and selects drawn into an
 * element at the end of the document's body marked the same way.
 */
export function SliceRoot({ slice, children }: { slice: string; children: ReactNode }) {
  const [portals, setPortals] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const host = document.createElement('div');
    host.setAttribute(SLICE_ATTRIBUTE, slice);
    document.body.append(host);
    setPortals(host);
    return () => host.remove();
  }, [slice]);
  return (
    <div {...{ [SLICE_ATTRIBUTE]: slice }} className="contents">
      <PortalContainerProvider container={portals}>{children}</PortalContainerProvider>
    </div>
  );
}
