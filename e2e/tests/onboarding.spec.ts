import { expect, test } from '../support/fixtures.ts';
import { signIn, signInAsNewLearner } from '../support/pages.ts';

test.describe('a new learner', () => {
  test('is sent to onboarding from the dashboard, completes the six steps and lands on the path made from the answers', async ({ page }) => {
    const learner = await signInAsNewLearner(page, 'Sam');
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    const next = page.getByRole('button', { name: 'Next' });
    const group = (legend: string) => page.getByRole('group', { name: legend });

    await group('What kind of business do you run?').getByLabel('Small Business').check();
    await group('How long have you worked in your industry?').getByLabel('Intermediate (1-5 years)').check();
    await group('How much have you used AI so far?').getByLabel('Basic: tried tools like ChatGPT').check();
    await next.click();

    await expect(page.getByText('Step 2 of 6')).toBeVisible();
    await group('Your primary goals').getByLabel('Increase revenue').check();
    await group('Monthly revenue').getByLabel('$50k - $100k').check();
    await group('Team size').getByLabel('6-20 people').check();
    await next.click();

    await expect(page.getByText('Step 3 of 6')).toBeVisible();
    await group('Your biggest challenges').getByLabel('Finding enough qualified leads').check();
    await next.click();

    await group('How do you learn best?').getByLabel('Hands-on practice').check();
    await group('How much time can you give each week?').getByLabel('3-5 hours per week').check();
    await next.click();

    await group('AI topics you want to learn').getByLabel('AI for customer acquisition').check();
    await next.click();

    await expect(page.getByText('Step 6 of 6')).toBeVisible();
    await page.getByLabel('Describe your business').fill('A six-person bakery with two shops and online orders.');
    await page.getByLabel('Business name').fill('Crumb & Co');
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill(learner.lastName);
    await page.getByLabel('Email').fill(learner.email);
    await page.getByRole('button', { name: 'See My Learning Path' }).click();

    await expect(page.getByText('Journey Complete!').first()).toBeVisible();
    await expect(page).toHaveURL(/\/#your-path$/, { timeout: 5_000 });
    const path = page.getByRole('region', { name: 'Your path' });
    await expect(path.getByRole('heading', { name: 'Your path' })).toBeFocused();
    await expect(path.getByRole('link', { name: 'AI-Powered Customer Acquisition Strategies' })).toBeVisible();
    await expect(path.getByText('Because you want to increase revenue').first()).toBeVisible();
    await expect(path.getByText('0 of 15 modules done')).toBeVisible();
    const saved = await page.request.get('/api/onboarding');
    expect((await saved.json()).businessName).toBe('Crumb & Co');

    // With onboarding on record, the dashboard stays put.
    await page.goto('/');
    await expect(page.getByText(/Welcome back, Sam/)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('without the course, meets the lock on module 2 and is offered lifetime access', async ({ page }) => {
    await signIn(page, 'free');
    await page.goto('/module/2');
    await expect(page.getByText('This module is part of the full course')).toBeVisible();
    await page.getByRole('link', { name: 'Get Lifetime Access' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});
