import { exampleUrl, routeOwnership, shellPaths } from '@academy/web-kit/routes';
import { benchRoutes } from '../bench-routes.ts';
import { routeBudgets } from '../budgets.ts';
import { expect, test } from '../support/fixtures.ts';
import { kilobytes, measureFirstLoadJs } from '../support/first-load-js.ts';
import { onboardedOwnerState, type StorageState } from '../support/pages.ts';
import { platformUrl } from '../support/platforms.ts';

/**
 * The JavaScript budgets of e2e/budgets.ts: each route's first load, from an empty cache, through
 * the gateway (the builds' brotli files). A size check, not a timing: the same build always transfers the same bytes.
 */
test.describe('first-load JavaScript', () => {
  let learnerState: StorageState;

  test.beforeAll(async ({ browser }) => {
    learnerState = await onboardedOwnerState(browser);
  });

  for (const route of routeBudgets) {
    test(`${route.name} (${route.audience}, ${route.path}) stays within ${route.maxScriptKb} KB`, async ({ browser }) => {
      const context = await browser.newContext(route.audience === 'learner' ? { storageState: learnerState } : {});
      const page = await context.newPage();
      const load = await measureFirstLoadJs(page, platformUrl(), route);
      await context.close();

      const listing = [...load.scripts]
        .sort((a, b) => b.bytes - a.bytes)
        .map((script) => `${kilobytes(script.bytes).padStart(7)} KB  ${new URL(script.url).pathname}`)
        .join('\n');
      const figure = `${kilobytes(load.totalBytes)} KB in ${load.scripts.length} files`;
      test.info().annotations.push({ type: 'first-load JS', description: figure });
      // The figure in the run's log, passing or not: it is what the README's table is made from.
      console.log(`first-load JS, ${route.name}: ${figure} (ceiling ${route.maxScriptKb} KB)\n${listing}`);
      expect(load.scripts.length, 'scripts were measured').toBeGreaterThan(0);
      expect(load.totalBytes / 1024, `${route.name} first-load JS (KB as transferred):\n${listing}`).toBeLessThanOrEqual(route.maxScriptKb);
    });
  }
});

/** The front-end bench (bench.ts) measures what this spec holds to a ceiling, and every other route of the route table. */
test.describe('the front-end bench', () => {
  test("measures every path of the route table, the shell's pages, the landing page and the dashboard", () => {
    // A route visited at a realistic URL (the payment return page with its payment intent) is benched by its path.
    const benched = benchRoutes.map((route) => new URL(route.path, 'http://bench.invalid').pathname);
    expect(benched).toEqual(expect.arrayContaining([...routeOwnership.map((route) => exampleUrl(route.path)), ...shellPaths]));
    expect(benchRoutes.filter((route) => route.path === '/').map((route) => `${route.name} as ${route.audience}`)).toEqual([
      'landing as visitor',
      'dashboard as learner',
    ]);
    for (const budget of routeBudgets) expect(benchRoutes, `${budget.name} keeps its heading and ceiling`).toContainEqual(budget);
    // A buyer's pages at a purchase of theirs the bench makes, not at one the server does not know.
    expect(benchRoutes.filter((route) => route.purchase).map((route) => `${route.path} as ${route.audience}, purchase ${route.purchase}`)).toEqual([
      '/checkout as buyer, purchase started',
      '/payment-success as buyer, purchase paid',
    ]);
    const names = benchRoutes.map((route) => route.name);
    expect(
      names.filter((name, index) => names.indexOf(name) !== index),
      'names BENCH_ROUTES can tell apart',
    ).toEqual([]);
  });
});
