import type { Page } from '@playwright/test';
import { exampleUrl, routeOwnership, type OwnedRoute } from '@academy/web-kit/routes';
import { expect, test } from '../support/fixtures.ts';
import { onboardedOwnerState, type StorageState } from '../support/pages.ts';
import { platformUrl } from '../support/platforms.ts';

/**
 * The boot script asks a page's first reads (the route table's `firstReads`, and the mentor's
 * progress and stats when signed in) while the app downloads, and the app takes the answers over:
 * each read crosses the network once, alongside the page's code, and the remote's manifest once.
 */
const MENTOR_READS = ['/api/progress', '/api/stats'];

interface Case {
  url: string;
  slice: string;
  signedIn: boolean;
  reads: string[];
}

/** The reads of a route's example URL ('$id' is 1 in both). */
function readsOf(route: OwnedRoute, signedIn: boolean): string[] {
  const fill = exampleUrl;
  return [
    ...new Set([...(signedIn ? MENTOR_READS : []), ...(route.publicFirstReads ?? []).map(fill), ...(signedIn ? (route.firstReads ?? []).map(fill) : [])]),
  ];
}

const cases: Case[] = routeOwnership.flatMap((route: OwnedRoute) => {
  const url = exampleUrl(route.path);
  const asLearner = route.firstReads || route.publicFirstReads ? [{ url, slice: route.owner, signedIn: true, reads: readsOf(route, true) }] : [];
  const asVisitor = route.publicFirstReads ? [{ url, slice: route.owner, signedIn: false, reads: readsOf(route, false) }] : [];
  return [...asLearner, ...asVisitor];
});

/**
 * Opens the page and counts the GETs of each path until the app has taken the page over (no
 * prerendered markup is left: the app has rendered, so it has made its own reads) and the network
 * has settled.
 */
async function countRequests(page: Page, url: string): Promise<Map<string, number>> {
  return (await watchRequests(page, url)).counts;
}

/**
 * As countRequests, with the answers that failed (a status of 500 or more, or none) per path too:
 * a busy service may refuse an early read (503 while identity is slow to answer), and the app then
 * rightly asks again.
 */
async function watchRequests(page: Page, url: string): Promise<{ counts: Map<string, number>; failed: Map<string, number> }> {
  const counts = new Map<string, number>();
  const failed = new Map<string, number>();
  const add = (map: Map<string, number>, path: string) => map.set(path, (map.get(path) ?? 0) + 1);
  page.on('request', (request) => {
    if (request.method() === 'GET') add(counts, new URL(request.url()).pathname);
  });
  page.on('requestfinished', (request) => {
    void request.response().then((response) => {
      if (request.method() === 'GET' && (!response || response.status() >= 500)) add(failed, new URL(request.url()).pathname);
    });
  });
  page.on('requestfailed', (request) => {
    if (request.method() === 'GET') add(failed, new URL(request.url()).pathname);
  });
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-prerendered]')).toHaveCount(0, { timeout: 30_000 });
  // Bounded: a module page's study heartbeat keeps the network from ever being idle for long.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  return { counts, failed };
}

test.describe('first reads travel with the code', () => {
  let learnerState: StorageState;

  test.beforeAll(async ({ browser }) => {
    learnerState = await onboardedOwnerState(browser);
  });

  test('the route table names first reads for the pages people land on', () => {
    expect(cases.map((item) => `${item.signedIn ? 'learner' : 'visitor'} ${item.url}`)).toEqual(
      expect.arrayContaining(['learner /', 'learner /courses', 'learner /module/1', 'learner /tools', 'visitor /pricing']),
    );
  });

  for (const item of cases) {
    const who = item.signedIn ? 'a signed-in learner' : 'a visitor';

    test(`${item.url} for ${who}: each first read and the remote's manifest cross the network once`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: platformUrl(), ...(item.signedIn ? { storageState: learnerState } : {}) });
      const { counts, failed } = await watchRequests(await context.newPage(), item.url);
      await context.close();

      // Once, and once more for each answer that failed.
      expect(Object.fromEntries(item.reads.map((read) => [read, counts.get(read) ?? 0]))).toEqual(
        Object.fromEntries(item.reads.map((read) => [read, 1 + (failed.get(read) ?? 0)])),
      );
      expect(counts.get(`/mfe/${item.slice}/mf-manifest.json`)).toBe(1);
    });

    test(`${item.url} for ${who}: every first read is one the page makes (when the early one fails, the page asks itself)`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: platformUrl(), ...(item.signedIn ? { storageState: learnerState } : {}) });
      const page = await context.newPage();
      // The boot script's request is the first of each path: refuse it, so the app must ask again.
      const refused = new Set<string>();
      await page.route(
        (target) => item.reads.includes(target.pathname),
        async (route) => {
          const path = new URL(route.request().url()).pathname;
          if (refused.has(path)) return route.continue();
          refused.add(path);
          return route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'TEST_REFUSED', message: 'Refused by the test.' } }),
          });
        },
      );
      const counts = await countRequests(page, item.url);
      // Asked again by the app (more than once where the mentor and the page both read it); a busy machine may still be asking.
      const askedAgain = () => Object.fromEntries(item.reads.map((read) => [read, (counts.get(read) ?? 0) >= 2]));
      await expect
        .poll(askedAgain, { message: JSON.stringify(Object.fromEntries(counts)), timeout: 15_000 })
        .toEqual(Object.fromEntries(item.reads.map((read) => [read, true])));
      await context.close();
    });
  }
});
