import { expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/pages.ts';

const course = { id: 'lifetime-access', name: 'AI Business Growth Mastery' };

test.describe('the shop’s plans', () => {
  test('Pricing Management shows the course offer as a one-time payment and will not delete or deactivate it', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Pricing Management' }).click();
    const card = page.getByRole('group', { name: course.name });
    await expect(card).toContainText('$89.00 one-time payment');
    await expect(card).not.toContainText('per once');
    await expect(card).toContainText('The course on sale cannot be deleted or deactivated.');
    await expect(card.getByRole('button', { name: `Delete ${course.name}` })).toBeDisabled();
    await expect(card.getByRole('checkbox', { name: 'Active' })).toBeDisabled();

    await page.screenshot({ path: 'test-results/admin-plans-1280.png', fullPage: true });
    await card.getByRole('button', { name: `Edit ${course.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Plan' });
    await expect(dialog.getByText('Current: $89.00 one-time payment')).toBeVisible();
    await page.screenshot({ path: 'test-results/admin-course-plan-dialog-1280.png' });
    await expect(dialog.getByRole('combobox', { name: 'Interval' })).toHaveCount(0);
    await expect(dialog.getByText('One-time payment', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Active' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The server refuses whatever the page allows, with its reason.
    const deleted = await page.request.delete(`/api/admin/subscription-plans/${course.id}`);
    expect(deleted.status()).toBe(409);
    expect(await deleted.json()).toMatchObject({ error: { code: 'COMMERCE_PLAN_ON_SALE', message: expect.stringContaining('cannot be deleted') } });

    await page.goto('/pricing');
    await expect(page.getByRole('button', { name: 'Get Lifetime Access - $89' })).toBeVisible();
  });

  test('at 375 px a plan with a long name wraps it inside its Choose button', async ({ page }) => {
    const stamp = Date.now().toString(36);
    const plan = {
      id: `long-${stamp}`,
      name: `Professional Growth Partnership With Weekly Coaching ${stamp}`,
      description: 'Coaching every week.',
      price: 4900,
      interval: 'month',
      features: ['Weekly coaching'],
      isPopular: false,
      isActive: true,
      stripePriceId: null,
    };
    await signIn(page, 'admin');
    expect((await page.request.post('/api/admin/subscription-plans', { data: plan })).status()).toBe(201);
    try {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/pricing');
      const choose = page.getByRole('region', { name: plan.name }).getByRole('button', { name: `Choose ${plan.name}` });
      await expect(choose).toBeVisible();
      await page.screenshot({ path: 'test-results/pricing-long-plan-375.png', fullPage: true });
      const fits = await choose.evaluate((button) => ({ inner: button.scrollWidth, outer: button.clientWidth, right: button.getBoundingClientRect().right }));
      expect(fits.inner).toBeLessThanOrEqual(fits.outer);
      expect(fits.right).toBeLessThanOrEqual(375);
      const wider = await page.evaluate(() =>
        Array.from(document.querySelectorAll('main *'))
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((element) => element.tagName),
      );
      expect(wider).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    } finally {
      expect((await page.request.delete(`/api/admin/subscription-plans/${plan.id}`)).status()).toBe(204);
    }
  });
});
