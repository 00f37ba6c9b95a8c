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
  const { route, url = route.path, audience, seed, member } = prerender;
  const rendered = renderPage(route.component, { routePath: route.path, url, auth: prerenderAuth(audience, member), seed });
  // Effects run and the first requests leave (and stay on their way).
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const app = [...rendered.container.children].map((child) => outline(child)).join('\n');
  rendered.unmount();
  vi.unstubAllGlobals();
  return { prerendered: [...holder.children].map((child) => outline(child)).join('\n'), app };
}

/** A prerendered page's markup in an element, to be queried as the document holds it. */
export function markupHolder(markup: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  return holder;
}

/** The text a reader sees in `element`: the placeholders' hidden text, text for screen readers only and a select's options left out. */
export function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[data-placeholder], .sr-only, option')) hidden.remove();
  return copy.textContent ?? '';
}

/**
 * What the shell waits for before the app replaces a prerendered page (appPageDrawn in
 * shell/src/boot/swap-in-app.ts): no spinner, and no more placeholders than the static page.
 */
export function drawnAsFarAs(app: Element, staticPage: Element): boolean {
  return app.querySelector('.animate-spin') === null && app.querySelectorAll('.animate-pulse').length <= staticPage.querySelectorAll('.animate-pulse').length;
}
