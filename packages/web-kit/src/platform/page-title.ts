import { useEffect } from 'react';

export const PRODUCT_NAME = 'AI Business Academy';

/** "{title} · AI Business Academy", or the product name alone. */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/**
 * Gives the page a title of its own once it knows it (a module's name, not 'Module'). The shell
 * sets the route's generic title in a layout effect, which runs before this passive effect, so
 * the page's more specific title wins whenever both are set in the same render.
 */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = pageTitle(title);
  }, [title]);
}
