import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { prerenderAuth, renderPageMarkup, type PagePrerender } from '../prerender/render-page-markup.tsx';
import { renderPage } from './render-page.tsx';

/**
 * An element's outline: tag, classes and own text of every element, in order (no ids, which
 * React generates differently on the server). Two outlines alike lay out alike.
 */
export function outline(element: Element, depth = 0): string {
  const own = [...element.childNodes]
    .filter((node) => node.nodeType === node.TEXT_NODE)
    .map((node) => node.textContent ?? '')
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const classes = element.getAttribute('class') ?? '';
  const line = `${'  '.repeat(depth)}<${element.tagName.toLowerCase()}${classes ? ` .${classes}` : ''}>${own ? ` ${own}` : ''}`;
  return [line, ...[...element.children].map((child) => outline(child, depth + 1))].join('\n');
}

/**
 * The page's prerendered first view and the app's render of it in the same state (the same
 * seeded data, the same stand-in user, every request still on its way), as outlines of the
 * elements `<main>` would hold.
 */
export async function firstViews(prerender: PagePrerender): Promise<{ prerendered: string; app: string }> {
  const holder = document.createElement('div');
  holder.innerHTML = await renderPageMarkup(prerender);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<never>(() => undefined)),
  );
  const { route, url = route.path, audience, seed } = prerender;
  const rendered = renderPage(route.component, { routePath: route.path, url, auth: prerenderAuth(audience), seed });
  // Effects run and the first requests leave (and stay on their way).
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const app = [...rendered.container.children].map((child) => outline(child)).join('\n');
  rendered.unmount();
  vi.unstubAllGlobals();
  return { prerendered: [...holder.children].map((child) => outline(child)).join('\n'), app };
}
