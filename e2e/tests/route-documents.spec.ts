import { expect, test } from '../support/fixtures.ts';
import { signIn, siteHeader } from '../support/pages.ts';

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
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/static\/js\/(?!boot\.)[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
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
});
