import { waitFor } from '@testing-library/react';
import { renderPage, type RenderPageOptions } from './render-page.tsx';

/**
 * Runs a page's hook (a `use<Page>` in a feature's data/) where a page runs: under a router at
 * `routePath`, with a real QueryClient and the platform (renderPage). Settles once the router has
 * rendered the hook; `result.current` is what the hook returned at its latest render. The router,
 * the QueryClient and the platform come back too, for tests that drive the hook and look at the
 * cache it fills or where it navigated.
 */
export async function renderPageHook<Result>(hook: () => Result, options: Partial<RenderPageOptions> = {}) {
  const result: { current: Result } = { current: undefined as Result };
  let rendered = false;
  function Probe() {
    result.current = hook();
    rendered = true;
    return null;
  }
  const page = renderPage(Probe, { routePath: '/', ...options });
  await waitFor(() => {
    if (!rendered) throw new Error('the hook has not rendered yet');
  });
  return { ...page, result };
}
