import { renderPage, type RenderPageOptions } from './render-page.tsx';

/**
 * Runs a page's hook (a `use<Page>` in a feature's data/) where a page runs: under a router at
 * `routePath`, with a real QueryClient and the platform (renderPage). `result.current` is what the
 * hook returned at its latest render; the router, the QueryClient and the platform come back too,
 * for tests that drive the hook and look at the cache it fills or where it navigated.
 */
export function renderPageHook<Result>(hook: () => Result, options: Partial<RenderPageOptions> = {}) {
  const result = { current: undefined as Result };
  function Probe() {
    result.current = hook();
    return null;
  }
  const rendered = renderPage(Probe, { routePath: '/', ...options });
  return { ...rendered, result };
}
