import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { platformUrl } from './platforms.ts';

/**
 * The element the app draws a prerendered page into, unseen, beside the static page until it takes
 * its place (the shell's UNSEEN_APP_ATTRIBUTE, decision 060). Meanwhile the page's text is in the
 * document twice: a locator that names one thing by its text matches two.
 */
const unseenApp = '[data-unseen-app]';

/**
 * Before each action and assertion, the page waits until the app has taken the prerendered page's
 * place (Playwright's locator handler, checked before every one), as a person sees one page. Only
 * a page that shows a prerendered page is held; the measurements of the takeover itself open their
 * pages without it.
 */
async function actAfterTakeover(page: Page): Promise<void> {
  await page.addLocatorHandler(page.locator(unseenApp), async () => {});
}

/** Every page opened in `context` acts after the takeover. */
function actAfterTakeoverIn(context: BrowserContext): void {
  context.on('page', (page) => {
    actAfterTakeover(page).catch((error: unknown) => {
      // A page closed as it opened has nothing to wait for.
      if (!page.isClosed()) throw error;
    });
  });
}

/** A browser context for a journey's second person, on this worker's platform, whose pages act after the takeover. */
export async function newJourneyContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: platformUrl(), ...options });
  actAfterTakeoverIn(context);
  return context;
}

/**
 * Every journey fails on an uncaught error in the page, and prints the browser console's errors
 * when it fails, so a blank page explains itself.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  // Each worker's own platform (support/platforms.ts). Playwright reads a fixture's dependencies
  // from its first parameter's pattern, so one with none takes an empty one.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(platformUrl(testInfo.parallelIndex)),
  context: async ({ context }, use) => {
    actAfterTakeoverIn(context);
    await use(context);
  },
  pageErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      const consoleErrors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await use(errors);
      if (testInfo.status !== testInfo.expectedStatus && consoleErrors.length) {
        await testInfo.attach('browser console errors', { body: consoleErrors.join('\n'), contentType: 'text/plain' });
        console.log(`Browser console errors in "${testInfo.title}":\n${consoleErrors.join('\n')}`);
      }
      expect(errors, 'uncaught errors in the page').toEqual([]);
      // The gateway's Content-Security-Policy refuses inline scripts: a page that carries one is broken in production too.
      expect(
        consoleErrors.filter((message) => /Content Security Policy/i.test(message)),
        'Content-Security-Policy violations',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
