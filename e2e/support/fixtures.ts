import { test as base, expect } from '@playwright/test';
import { platformUrl } from './platforms.ts';

/**
 * Every journey fails on an uncaught error in the page, and prints the browser console's errors
 * when it fails, so a blank page explains itself.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  // Each worker's own platform (support/platforms.ts). Playwright reads a fixture's dependencies
  // from its first parameter's pattern, so one with none takes an empty one.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(platformUrl(testInfo.parallelIndex)),
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
