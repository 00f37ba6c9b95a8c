import { PRODUCT_NAME, pageTitle } from '@academy/web-kit';
import { useLayoutEffect } from 'react';

export { PRODUCT_NAME };

/**
 * Sets the browser tab title to "{title} · AI Business Academy" (or the product name alone). A
 * layout effect, so that a page below that names itself more precisely (web-kit's usePageTitle,
 * a passive effect) runs after it and wins.
 */
export function useDocumentTitle(title?: string): void {
  useLayoutEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
