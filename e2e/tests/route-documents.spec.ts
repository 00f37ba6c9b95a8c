import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { seriousViolations } from '../support/accessibility.ts';
import { onboardedOwnerState, signIn, siteHeader, type StorageState } from '../support/pages.ts';
import { platformUrl } from '../support/platforms.ts';

/** Holds back every script of the app (all but the boot script) until the returned function is called. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/static\/js\/(?!boot\.)[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The page painted before any script of the app (all but the boot script) was asked for. */
async function expectPaintBeforeAppScripts(page: Page): Promise<void> {
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
      .filter((entry) => !/\/static\/js\/boot\.[^/]+\.js$/.test(new URL(entry.name).pathname));
    return { paint, firstScript: Math.min(...scripts.map((entry) => entry.startTime)) };
  });
  expect(timing.paint).toBeLessThan(timing.firstScript);
}

/** Decision 018: each page route's document carries its frame, so the frame paints before the app has loaded. */
test.describe('route documents', () => {
  test("the page's HTML carries the frame for a signed-in learner (Courses current, Logout) and no script of the app", async ({ page }) => {
    await signIn(page, 'owner', { onboarded: true });
    const answer = await page.request.get('/courses');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['vary']).toMatch(/cookie/i);
    const html = await answer.text();
    expect(html).toContain('data-prerendered="frame"');
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/courses"|<a[^>]*href="\/courses"[^>]*aria-current="page"/);
    expect(html).toContain('Logout');
    expect(html).not.toContain('<!--#');
    // Only the boot script: the app's scripts are its to ask for.
    expect(html.match(/<script\b/g)).toHaveLength(1);
  });

  test('a press on the frame before the app is there is made once the app has taken over', async ({ page }) => {
    await signIn(page, 'owner', { onboarded: true });
    // Hold the app's scripts until the mentor's button on the static frame has been pressed.
    const release = await holdAppScripts(page);
    await page.goto('/courses', { waitUntil: 'commit' });
    const mentorButton = page.getByRole('button', { name: 'Open AI Learning Mentor' });
    await expect(siteHeader(page).getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
    await mentorButton.click();
    release();
    await expect(page.getByRole('dialog', { name: /AI Learning Mentor/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Learning Modules' })).toBeVisible();
    // One frame: the static one has gone.
    await expect(page.getByRole('banner')).toHaveCount(1);
  });

  test("while the app draws the page unseen beside the static one, a journey's step waits for it to take the page's place", async ({ page }) => {
    await signIn(page, 'owner', { onboarded: true });
    // The app's copy waits unseen for the modules, so both copies stay on the page until they are released.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/modules*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/courses');
    const unseenCopy = page.locator('[data-unseen-app] h1');
    await expect.poll(() => unseenCopy.count(), { timeout: 20_000 }).toBe(1);
    expect(await page.locator('h1').count()).toBe(2);

    // An assertion on the one heading neither fails on two (strict mode) nor passes on the static copy: it waits.
    let settled = false;
    const heading = expect(page.locator('h1'))
      .toHaveText('Learning Modules')
      .finally(() => (settled = true));
    await page.waitForTimeout(1_000);
    expect(settled).toBe(false);
    release();
    await heading;
    await expect(page.locator('[data-unseen-app]')).toHaveCount(0);
  });

  test("a visitor's /pricing arrives with its page and the commerce slice's stylesheet, and paints before the app's scripts are asked for", async ({
    page,
  }) => {
    const html = await (await page.request.get('/pricing')).text();
    expect(html).toContain('Simple, one-time pricing');
    expect(html).toMatch(/<head>[\s\S]*<link rel="stylesheet" href="\/mfe\/commerce\/static\/css\/[^"]+\.css"[^>]*>[\s\S]*<\/head>/);
    expect(html.match(/<script\b/g)).toHaveLength(1);

    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Simple, one-time pricing' })).toBeVisible();
    // The app has taken over: one frame, the offer drawn by it.
    await expect(page.getByRole('button', { name: /Get Lifetime Access/ })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(1);
    // The slice's own loading found the page's stylesheet rather than adding it again (which restyles the whole page).
    expect(await page.locator('link[rel="stylesheet"][href*="/mfe/commerce/"]').count()).toBe(1);
    await expectPaintBeforeAppScripts(page);
  });

  // Decision 059: a certificate's number is known to no build, so the learning slice draws one page for every number.
  test("a visitor's /verify at any certificate number arrives with the route's first view, painted before the app's scripts are asked for", async ({
    page,
  }) => {
    const numbers = ['1', '8d3f0b2a-6c1e-4f7a-9b5d-2e4c6a8b0d1f'];
    for (const number of numbers) {
      const html = await (await page.request.get(`/verify/${number}`)).text();
      expect(html, number).toMatch(/<div[^>]*data-prerendered-page[^>]*>[\s\S]*<h1[^>]*>Certificate verification<\/h1>/);
      expect(html, number).toContain('Check a credential');
      expect(html, number).not.toContain('<!--#');
      expect(html.match(/<script\b/g), number).toHaveLength(1);
    }

    await page.goto(`/verify/${numbers[1]}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Certificate verification' })).toBeVisible();
    // The app has taken over with the server's verdict on that number.
    await expect(page.getByRole('region', { name: 'Unknown certificate' })).toContainText(`Certificate number ${numbers[1]}`);
    await expect(page.getByRole('textbox', { name: 'Credential (VC-JWT)' })).toBeEditable();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expectPaintBeforeAppScripts(page);
  });

  test("a press on the prerendered page's Sign In before the app is there signs the visitor in once it has taken over", async ({ page }) => {
    const release = await holdAppScripts(page);
    await page.goto('/pricing', { waitUntil: 'commit' });
    const signInOnPage = page.getByRole('main').getByRole('button', { name: 'Sign In' });
    await signInOnPage.click();
    release();
    await page.waitForURL((url) => !url.pathname.startsWith('/pricing'));
    expect(new URL(page.url()).pathname).not.toBe('/pricing');
  });

  // One test a page: axe on a whole page takes seconds on a busy machine, and each page gets its own time.
  test.describe('the prerendered pages, before the app is there, have no serious or critical axe violation', () => {
    const check = async (page: Page, url: string) => {
      const release = await holdAppScripts(page);
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      // The static page: its frame, with the owner's page in it.
      await expect(page.locator('[data-prerendered="frame"] [data-prerendered-page] h1')).toBeVisible();
      const violations = await seriousViolations(page);
      expect(violations, `axe on the static ${url}:\n${JSON.stringify(violations, null, 2)}`).toEqual([]);
      release();
      await page.unrouteAll({ behavior: 'wait' });
    };

    test('as a visitor: /pricing', async ({ page }) => {
      await check(page, '/pricing');
    });

    test('as a visitor: /verify/1', async ({ page }) => {
      await check(page, '/verify/1');
    });

    test.describe('signed in', () => {
      let learnerState: StorageState;
      test.beforeAll(async ({ browser }) => {
        learnerState = await onboardedOwnerState(browser);
      });
      for (const url of ['/', '/courses', '/module/1', '/module/2', '/tools', '/pricing']) {
        test(url, async ({ browser }) => {
          const context = await browser.newContext({ baseURL: platformUrl(), storageState: learnerState });
          await check(await context.newPage(), url);
          await context.close();
        });
      }
    });
  });
});
