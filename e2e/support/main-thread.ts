import type { Page, Request } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * The JavaScript a page runs on its main thread from navigation until it is interactive, counted by
 * V8 itself (the DevTools protocol's precise coverage, with call counts) rather than timed: how many
 * of the page's functions ran and how many calls they made. A count does not move with the
 * machine's speed or load, as long tasks and Lighthouse's TBT do; it moves with the work the page
 * does — rendering a page twice doubles its components' calls, evaluating a shared package runs its
 * module's functions.
 */
export interface MainThreadWork {
  /** Distinct functions of the page's own scripts that ran at least once. */
  functions: number;
  /** Calls of those functions, summed. */
  calls: number;
  /** The scripts they belong to (the gateway's own files; the browser's and the test's left out). */
  scripts: number;
}

const SCRIPT_QUIET_MS = 1_000;

/**
 * Opens `url` in `page` with V8's call counting on, waits until the page is interactive — its
 * level-1 heading shown, no prerendered frame left in place of the app, the load event passed and no
 * script asked for in a second — and answers the work counted up to then.
 */
export async function measureMainThreadWork(page: Page, url: string): Promise<MainThreadWork> {
  const origin = new URL(url).origin;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  // Function granularity (detailed: false) counts each function's calls; block coverage would slow the page without changing what is compared.
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  let lastScriptAt = Date.now();
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script') lastScriptAt = Date.now();
  };
  page.on('request', onRequest);
  try {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[data-prerendered="frame"]')).toHaveCount(0, { timeout: 30_000 });
    await page.waitForLoadState('load');
    const deadline = Date.now() + 15_000;
    while (Date.now() - lastScriptAt < SCRIPT_QUIET_MS && Date.now() < deadline) await page.waitForTimeout(200);
    const { result } = await cdp.send('Profiler.takePreciseCoverage');
    const own = result.filter((script) => script.url.startsWith(`${origin}/`));
    let functions = 0;
    let calls = 0;
    for (const script of own) {
      for (const fn of script.functions) {
        const count = fn.ranges[0]?.count ?? 0;
        if (count > 0) functions += 1;
        calls += count;
      }
    }
    return { functions, calls, scripts: own.length };
  } finally {
    page.off('request', onRequest);
    await cdp.send('Profiler.stopPreciseCoverage').catch(() => undefined);
    await cdp.detach().catch(() => undefined);
  }
}
