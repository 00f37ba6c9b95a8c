import { expect, test } from '../support/fixtures.ts';
import { installReactRendererProbe, reactRendererVersions, signIn, siteHeader } from '../support/pages.ts';

test.describe('a learner', () => {
  test('signs in through the development provider, reaches remote pages, and logs out', async ({ page }) => {
    await signIn(page, 'owner', { onboarded: true });
    await expect(page.getByText('Welcome back, Alex!')).toBeVisible();

    await siteHeader(page).getByRole('link', { name: 'Courses' }).click();
    await expect(page.getByRole('heading', { name: 'Learning Modules' })).toBeVisible();
    await expect(page.getByText('AI-Powered Customer Acquisition Strategies').first()).toBeVisible();

    await siteHeader(page).getByRole('link', { name: 'Tools' }).click();
    await expect(page.getByRole('heading', { name: 'AI Business Tools' })).toBeVisible();

    await page.goto('/crm');
    await expect(page.getByRole('heading', { name: 'Customer Relationship Management' })).toBeVisible();
    await expect(page.getByText('Total Contacts')).toBeVisible();

    // The session as the browser held it, to try it again once signed out.
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'academy.sid');
    expect(session).toBeDefined();
    expect((await page.request.get('/api/progress')).status()).toBe(200);

    await siteHeader(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Master AI for Business Success' })).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    // Signed out everywhere at once: the learning service, which had this session cached, refuses it now.
    const stale = { headers: { cookie: `academy.sid=${session?.value ?? ''}` } };
    expect((await page.request.get('/api/auth/user', stale)).status()).toBe(401);
    expect((await page.request.get('/api/progress', stale)).status()).toBe(401);
  });

  test('loads React once across the shell and every remote', async ({ page }) => {
    await installReactRendererProbe(page);
    await signIn(page, 'owner', { onboarded: true });
    await expect(page.getByText('Welcome back, Alex!')).toBeVisible();
    for (const [path, heading] of [
      ['/courses', 'Learning Modules'],
      ['/tools', 'AI Business Tools'],
      ['/crm', 'Customer Relationship Management'],
      ['/pricing', 'AI Business Growth Mastery'],
    ] as const) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page.getByText(heading).first()).toBeVisible();
    }
    expect(await reactRendererVersions(page)).toHaveLength(1);
  });
});

test.describe('when one remote is down', () => {
  test('the frame and the other slices still work, and that route offers Retry', async ({ page }) => {
    await signIn(page, 'owner', { onboarded: true });
    let toolsDown = true;
    await page.route('**/mfe/tools/**', (route) => (toolsDown ? route.fulfill({ status: 404, body: 'Not Found' }) : route.fallback()));

    // The failed load is reported, tagged with the remote and the version it tried to load.
    const reported = page.waitForResponse((response) => response.url().endsWith('/api/client-errors') && response.request().method() === 'POST');
    await siteHeader(page).getByRole('link', { name: 'Tools' }).click();
    const errorBox = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await expect(errorBox).toBeVisible();
    await expect(siteHeader(page)).toBeVisible();
    const report = await reported;
    expect(report.status()).toBe(204);
    expect(report.request().postDataJSON()).toMatchObject({
      kind: 'remote-load',
      source: 'tools',
      version: expect.stringContaining('/mfe/tools/'),
      page: '/tools',
    });

    await siteHeader(page).getByRole('link', { name: 'Courses' }).click();
    await expect(page.getByRole('heading', { name: 'Learning Modules' })).toBeVisible();

    await siteHeader(page).getByRole('link', { name: 'Tools' }).click();
    await expect(errorBox).toBeVisible();
    toolsDown = false;
    await errorBox.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'AI Business Tools' })).toBeVisible();
  });
});
