import { useEffect } from 'react';

export const PRODUCT_NAME = 'AI Business Academy';

/** Sets the browser tab title to "{title} · AI Business Academy" (or the product name alone). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
