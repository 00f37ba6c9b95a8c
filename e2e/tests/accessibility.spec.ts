import type { Page } from '@playwright/test';
import { pagesToCheck, seriousViolations, visitorPagesToCheck } from '../support/accessibility.ts';
import { expect, test } from '../support/fixtures.ts';
import { payThroughApi, startPurchaseThroughApi } from '../support/checkout.ts';
import { onboardedOwnerState, signInAsNewLearner, type StorageState } from '../support/pages.ts';
import { platformUrl } from '../support/platforms.ts';

/**
 * axe on every page of the route table as a signed-in course owner, and on every page a visitor can
 * tell apart (visitorPagesToCheck): no serious or critical WCAG 2.2 AA violation anywhere. The page is checked once it has settled (its
 * level-1 heading shown, the app in place of a prerendered page, the network quiet or 5 s passed),
 * so remotes and their data are part of it.
 */
async function settle(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  // A route document's static page (decision 018) has given way to the app's, which is what is checked.
  await expect(page.locator('[data-prerendered="frame"]')).toHaveCount(0, { timeout: 20_000 });
  // Bounded: a module page's study heartbeat keeps the network from ever being idle for long.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

async function expectNoSeriousViolations(page: Page, url: string): Promise<void> {
  await settle(page, url);
  const violations = await seriousViolations(page);
  expect(violations, `axe on ${url}:\n${JSON.stringify(violations, null, 2)}`).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  // The longest file: its pages are spread over the workers (each has its platform) instead of one.
  test.describe.configure({ mode: 'parallel' });

  test.describe('as a visitor', () => {
    for (const url of visitorPagesToCheck) {
      test(`${url} has no serious or critical violation`, async ({ page }) => {
        await expectNoSeriousViolations(page, url);
      });
    }
  });

  // The payment return page as a buyer sees it once paid ("Payment Successful"): the route's checks open it at an unknown intent.
  test("a buyer's /payment-success after paying has no serious or critical violation", async ({ page }) => {
    await signInAsNewLearner(page, 'Nia');
    const purchase = await startPurchaseThroughApi(page.request, platformUrl());
    const paid = await payThroughApi(page.request, platformUrl(), purchase);
    await expectNoSeriousViolations(page, paid);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
  });

  test.describe('signed in', () => {
    let learnerState: StorageState;

    test.beforeAll(async ({ browser }) => {
      learnerState = await onboardedOwnerState(browser);
    });

    // The prerendered first views (decision 054) as they show before the app takes over: the app's
    // scripts are held back, so the static page with its placeholders is what axe checks. A signed-in
    // user's /admin is the same static page whoever they are (the gateway does not know the role).
    for (const url of [
      '/analytics',
      '/challenges',
      '/roi-calculator',
      '/admin',
      '/crm',
      '/onboarding',
      '/skill-assessment',
      '/certificate',
      '/verify/1',
      '/services',
      '/checkout',
      '/payment-success',
      '/terms',
      '/privacy',
    ]) {
      test(`${url}'s prerendered first view has no serious or critical violation`, async ({ browser }) => {
        const context = await browser.newContext({ baseURL: platformUrl(), storageState: learnerState });
        const page = await context.newPage();
        await page.route(/\/(static\/js\/(?!boot\.)|mfe\/[^?]*\.js)/, (route) => route.abort());
        await page.goto(url);
        await expect(page.locator('[data-prerendered="frame"] [data-prerendered-page] h1')).toBeVisible({ timeout: 20_000 });
        const violations = await seriousViolations(page);
        await expect(page.locator('[data-prerendered="frame"]')).toHaveCount(1);
        await context.close();
        expect(violations, `axe on the static ${url}:\n${JSON.stringify(violations, null, 2)}`).toEqual([]);
      });
    }

    for (const url of pagesToCheck) {
      test(`${url} has no serious or critical violation`, async ({ browser }) => {
        const context = await browser.newContext({ baseURL: platformUrl(), storageState: learnerState });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await expectNoSeriousViolations(page, url);
        await context.close();
        expect(errors, 'uncaught errors in the page').toEqual([]);
      });
    }
  });
});
