import type { Page, Request, Response } from '@playwright/test';
import { expect } from '@playwright/test';

export interface ScriptTransfer {
  url: string;
  /** Body bytes as they crossed the network (brotli or gzip when the gateway sent them encoded). */
  bytes: number;
}

export interface FirstLoad {
  scripts: ScriptTransfer[];
  totalBytes: number;
}

const SCRIPT_QUIET_MS = 1_000;

/** A page to load: its URL and, where known, its level-1 heading. */
export interface FirstLoadRoute {
  path: string;
  heading?: RegExp;
}

/**
 * Loads a route in a page with an empty cache and sums the JavaScript it transferred until the page
 * is ready (its heading shown and no script requested for a second). Without a known heading, ready
 * starts once any level-1 heading shows and the prerendered page (decision 018) has given way to the
 * app's. Sizes come from the browser's own accounting of encoded body bytes, so they are the bytes a
 * visitor downloads.
 */
export async function measureFirstLoadJs(page: Page, baseUrl: string, route: FirstLoadRoute): Promise<FirstLoad> {
  const pending: Promise<ScriptTransfer | null>[] = [];
  let lastScriptAt = Date.now();
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    lastScriptAt = Date.now();
    pending.push(
      response
        .finished()
        .then(() => response.request().sizes())
        .then((sizes) => ({ url: response.url(), bytes: sizes.responseBodySize }))
        .catch(() => null),
    );
  };
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script') lastScriptAt = Date.now();
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  try {
    await page.goto(new URL(route.path, baseUrl).toString());
    if (route.heading) {
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible({ timeout: 20_000 });
    } else {
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('[data-prerendered="frame"]')).toHaveCount(0, { timeout: 20_000 });
    }
    // Ready: no script asked for in the last second (API polling such as a module page's study
    // heartbeat never lets the whole network go idle, so only scripts are watched).
    await page.waitForLoadState('load');
    const deadline = Date.now() + 15_000;
    while (Date.now() - lastScriptAt < SCRIPT_QUIET_MS && Date.now() < deadline) await page.waitForTimeout(200);
  } finally {
    page.off('request', onRequest);
    page.off('response', onResponse);
  }
  const scripts = (await Promise.all(pending)).filter((entry): entry is ScriptTransfer => entry !== null);
  return { scripts, totalBytes: scripts.reduce((sum, entry) => sum + entry.bytes, 0) };
}

export function kilobytes(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
