import { mainThreadKey, mainThreadRoutes, maxMainThreadCalls, type MainThreadAudience } from '../main-thread-budgets.ts';
import { expect, test } from '../support/fixtures.ts';
import { measureMainThreadWork } from '../support/main-thread.ts';
import { onboardedOwnerState, signIn, type StorageState } from '../support/pages.ts';
import { platformUrl } from '../support/platforms.ts';

/**
 * The main-thread budgets of e2e/main-thread-budgets.ts: every route of the route table, loaded
 * from an empty cache through the gateway, does no more JavaScript work until it is interactive
 * than its ceiling (calls counted by V8: the same on any machine, however busy).
 */
test.describe('main-thread work until interactive', () => {
  test.describe.configure({ mode: 'parallel' });
  const states: Partial<Record<MainThreadAudience, StorageState>> = {};

  test.beforeAll(async ({ browser }) => {
    states.learner = await onboardedOwnerState(browser);
    const context = await browser.newContext({ baseURL: platformUrl() });
    await signIn(await context.newPage(), 'admin', { onboarded: true });
    states.administrator = await context.storageState();
    await context.close();
  });

  for (const route of mainThreadRoutes) {
    const key = mainThreadKey(route);
    test(`${key}`, async ({ browser }) => {
      const state = states[route.audience];
      const context = await browser.newContext({ baseURL: platformUrl(), ...(state ? { storageState: state } : {}) });
      const work = await measureMainThreadWork(await context.newPage(), new URL(route.url, platformUrl()).toString());
      await context.close();
      const figure = `${work.calls} calls of ${work.functions} functions in ${work.scripts} scripts`;
      test.info().annotations.push({ type: 'main-thread work', description: figure });
      console.log(`main-thread work, ${key}: ${figure} (ceiling ${maxMainThreadCalls[key] ?? 'none'})`);
      expect(work.functions, 'the page ran scripts of its own').toBeGreaterThan(0);
      expect(maxMainThreadCalls[key], `a ceiling for ${key} in e2e/main-thread-budgets.ts`).toBeDefined();
      expect(work.calls, `${key}: calls until interactive`).toBeLessThanOrEqual(maxMainThreadCalls[key] ?? 0);
    });
  }
});
