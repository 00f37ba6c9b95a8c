import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where the kit's dialogs, menus and selects are drawn (portalled) below. A remote's page is
 * mounted in an element marked with its slice, and its stylesheet applies only there
 * (docs/decisions/039-styles-scoped-to-their-slice.md): its portals go to an element of the
 * document's body marked the same way, or the page's own classes would not style them.
 */
const PortalContainerContext = createContext<HTMLElement | null>(null);

export function PortalContainerProvider({ container, children }: { container: HTMLElement | null; children: ReactNode }) {
  return <PortalContainerContext.Provider value={container}>{children}</PortalContainerContext.Provider>;
}

/** The element portals go to; undefined for the document's body. */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext) ?? undefined;
}
