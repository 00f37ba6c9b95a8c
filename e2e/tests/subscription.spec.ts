import { expect, test } from '../support/fixtures.ts';
import { testCards } from '../support/checkout.ts';
import { signIn } from '../support/pages.ts';

const plan = {
  id: 'pro-monthly-e2e',
  name: 'Professional',
  description: 'Monthly group coaching and every new tool first.',
  price: 2900,
  interval: 'month',
  features: ['Monthly group coaching', 'Early access to new tools'],
  isPopular: false,
  isActive: true,
  stripePriceId: null,
};

test.describe('a subscription plan', () => {
  test('an administrator’s plan is bought through Complete Your Subscription and becomes the learner’s plan', async ({ page }) => {
    await signIn(page, 'admin');
    const created = await page.request.post('/api/admin/subscription-plans', { data: plan });
    expect(created.status()).toBe(201);
    await page.context().clearCookies();

    try {
      await signIn(page, 'free');
      await page.goto('/pricing');
      await page.getByRole('region', { name: 'Professional' }).getByRole('button', { name: 'Choose Professional' }).click();
      const form = page.getByRole('region', { name: 'Complete Your Subscription' });
      await expect(form).toContainText('$29 per month');
      await form.getByLabel('Card number').fill(testCards.succeeds);
      await form.getByLabel('Expiry date').fill('12 / 34');
      await form.getByLabel('CVC').fill('123');
      await form.getByRole('button', { name: 'Complete Subscription' }).click();
      await expect(page.getByText('Welcome to your new subscription!', { exact: true })).toBeVisible();
      // The dashboard (a learner not yet onboarded is taken on to /onboarding).
      await expect(page).toHaveURL(/\/(onboarding)?$/, { timeout: 5_000 });

      await page.goto('/pricing');
      await expect(page.getByRole('region', { name: 'Active Subscription' })).toContainText('Professional');
      await expect(page.getByRole('button', { name: 'Your current plan' })).toBeDisabled();
    } finally {
      // The plan leaves the shop again for the journeys that follow.
      await page.context().clearCookies();
      await signIn(page, 'admin');
      await page.request.put(`/api/admin/subscription-plans/${plan.id}`, { data: { ...plan, isActive: false } });
    }
  });
});
