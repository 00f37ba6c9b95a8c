import { expect, test } from '../support/fixtures.ts';
import { siteHeader } from '../support/pages.ts';

test.describe('a visitor', () => {
  test('sees the landing page, and Sign In leads to the pricing offer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Master AI for Business Success' })).toBeVisible();
    for (const feature of [
      'Proven ROI Strategies',
      'Customer Optimization',
      'Practical Implementation',
      'AI-Powered Tools',
      'Gamified Learning',
      'Adaptive Learning',
    ]) {
      await expect(page.getByRole('heading', { name: feature })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toContainText('© 2024');

    await siteHeader(page)
      .getByRole('link', { name: 'Sign In' })
      .or(siteHeader(page).getByRole('button', { name: 'Sign In' }))
      .first()
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByText('AI Business Growth Mastery').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get Lifetime Access - $89' })).toBeVisible();
  });

  test("sees the spec's header on every page, one row from 1024 px, and the copyright up to this year", async ({ page }) => {
    const links = ['Home', 'Courses', 'Tools', 'Services', 'Pricing', 'Start Journey', 'Sign In'];
    await page.setViewportSize({ width: 1024, height: 800 });
    for (const [path, heading] of [
      ['/', 'Master AI for Business Success'],
      ['/services', 'Your business, simplified'],
      ['/pricing', /./],
      ['/terms', 'Terms and Conditions'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
      const nav = siteHeader(page).getByRole('navigation', { name: 'Main' });
      for (const name of links) await expect(nav.getByRole('link', { name, exact: true }), `${name} on ${path}`).toBeVisible();
      const header = await siteHeader(page).boundingBox();
      expect(header?.height, `the header of ${path} is one row`).toBeLessThanOrEqual(65);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    }
    await expect(page.getByRole('contentinfo')).toContainText(`© 2024–${new Date().getFullYear()} AI Business Academy`);
    await page.screenshot({ path: 'test-results/visitor-header-1024.png' });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/services');
    await siteHeader(page).getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('menu');
    for (const name of links) await expect(menu.getByRole('menuitem', { name })).toBeVisible();
    await page.screenshot({ path: 'test-results/visitor-header-375.png' });
    await menu.getByRole('menuitem', { name: 'Courses' }).click();
    // Courses needs a signed-in learner: the visitor is taken to sign in, and back to the courses after.
    await expect(page).toHaveURL(/\/api\/oidc\/interaction\//);
  });

  test('meets the 404 page on an unknown path, inside the frame', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(siteHeader(page)).toBeVisible();
  });

  test('reads the terms and the privacy policy with today as Last updated', async ({ page }) => {
    const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible();
    await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText(/within 30 days/)).toBeVisible();
  });

  test('gets the 401 envelope from the API and a 404 envelope for an unknown API path', async ({ request }) => {
    const user = await request.get('/api/auth/user');
    expect(user.status()).toBe(401);
    expect((await user.json()).error.code).toBe('UNAUTHORIZED');
    const unknown = await request.get('/api/definitely-not-a-route');
    expect(unknown.status()).toBe(404);
    expect((await unknown.json()).error).toMatchObject({ code: 'NOT_FOUND' });
  });
});
