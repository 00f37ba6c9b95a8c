import { expect, test } from '../support/fixtures.ts';
import { testCards } from '../support/checkout.ts';
import { forgetSession, signIn, signInAsNewLearner } from '../support/pages.ts';

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
    await forgetSession(page);

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
      await forgetSession(page);
      await signIn(page, 'admin');
      await page.request.put(`/api/admin/subscription-plans/${plan.id}`, { data: { ...plan, isActive: false } });
    }
  });

  test('the subscriber sees the plan, its invoice and e-mailed receipt, cancels at period end and resumes', async ({ page }) => {
    const coaching = { ...plan, id: 'coaching-monthly-e2e', name: 'Coaching Circle', price: 1900 };
    await signIn(page, 'admin');
    expect((await page.request.post('/api/admin/subscription-plans', { data: coaching })).status()).toBe(201);
    await forgetSession(page);

    try {
      const { email } = await signInAsNewLearner(page, 'Sam');
      await page.goto('/pricing');
      await page
        .getByRole('region', { name: coaching.name })
        .getByRole('button', { name: `Choose ${coaching.name}` })
        .click();
      const form = page.getByRole('region', { name: 'Complete Your Subscription' });
      await form.getByLabel('Card number').fill(testCards.succeeds);
      await form.getByLabel('Expiry date').fill('12 / 34');
      await form.getByLabel('CVC').fill('123');
      await form.getByRole('button', { name: 'Complete Subscription' }).click();
      await expect(page.getByText('Welcome to your new subscription!', { exact: true })).toBeVisible();

      // The receipt goes out when the provider's webhook says the invoice is paid.
      const section = page.getByRole('region', { name: 'Your subscription' });
      const card = section.getByRole('article', { name: coaching.name });
      await expect(async () => {
        await page.goto('/pricing');
        await expect(card.getByRole('row').nth(1)).toContainText('Paid · receipt e-mailed', { timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await expect(card).toContainText('$19.00 per month');
      await expect(card).toContainText('Active');
      await expect(card).toContainText(/Next billing date\s*[A-Z][a-z]+ \d{1,2}, \d{4}/);
      await expect(card.getByRole('row').nth(1)).toContainText('$19.00');
      const messages = (await (await page.request.get('/api/payments/dev-mailbox/messages')).json()) as Array<{ to: string[]; subject: string }>;
      expect(messages.filter((message) => message.to.includes(email)).map((message) => message.subject)).toEqual([
        `Your receipt for ${coaching.name} — $19.00`,
      ]);

      await card.getByRole('button', { name: 'Cancel at period end' }).click();
      const dialog = page.getByRole('dialog', { name: `Cancel ${coaching.name}?` });
      await expect(dialog).toContainText('you keep everything it includes until then');
      await dialog.getByRole('button', { name: 'Keep subscription' }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toContainText('Next billing date');

      await card.getByRole('button', { name: 'Cancel at period end' }).click();
      await dialog.getByRole('button', { name: 'Yes, cancel at period end' }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toContainText(/Cancels on [A-Z][a-z]+ \d{1,2}, \d{4}/);
      await expect(card.getByRole('button', { name: 'Cancel at period end' })).toHaveCount(0);
      // Access continues until then: the plan is still theirs.
      await page.reload();
      await expect(card).toContainText('Cancels on');
      await expect(page.getByRole('region', { name: 'Active Subscription' })).toContainText(coaching.name);

      await card.getByRole('button', { name: 'Resume' }).click();
      await expect(card).toContainText('Next billing date');
      await expect(card).not.toContainText('Cancels on');
      await expect(card.getByRole('button', { name: 'Cancel at period end' })).toBeVisible();
    } finally {
      await forgetSession(page);
      await signIn(page, 'admin');
      await page.request.put(`/api/admin/subscription-plans/${coaching.id}`, { data: { ...coaching, isActive: false } });
    }
  });
});
