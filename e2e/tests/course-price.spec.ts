import type { Page } from '@playwright/test';
import { expect, newJourneyContext, test } from '../support/fixtures.ts';
import { testCards } from '../support/checkout.ts';
import { signIn, signInAsNewLearner } from '../support/pages.ts';

/*
 * One source for the course's price (docs/decisions/035-one-source-for-prices.md): an administrator
 * changes it in Pricing Management, and every page a visitor or a learner reads it on says the new
 * one — the prerendered landing page before any script of the app, the terms, the mentor, the pricing
 * page, the checkout and payment success. The price goes back to what it was at the end.
 */
test.describe.configure({ mode: 'serial' });

const NEW_PRICE_CENTS = 12050;
const NEW_PRICE = '$120.50';

/** Sets the course's price through Pricing Management's edit dialog, as an administrator does. */
async function setCoursePrice(admin: Page, cents: number): Promise<void> {
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Pricing Management' }).click();
  const card = admin.getByRole('group', { name: 'AI Business Growth Mastery' });
  await card.getByRole('button', { name: 'Edit AI Business Growth Mastery' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Edit Plan' });
  await dialog.getByLabel('Price (cents)').fill(String(cents));
  await dialog.getByRole('button', { name: 'Save Plan' }).click();
  await expect(admin.getByText('Plan updated successfully', { exact: true })).toBeVisible();
  await expect(card).toContainText(`$${(cents / 100).toFixed(2)} one-time payment`);
}

/** The fields of a plan this journey reads and puts back (the catalogue's plan contract). */
interface Plan {
  id: string;
  price: number;
  interval: string;
  [field: string]: unknown;
}

test.describe('the course price follows the catalogue', () => {
  let admin: Page;
  let original: Plan;

  test.beforeAll(async ({ browser }) => {
    admin = await (await newJourneyContext(browser)).newPage();
    await signIn(admin, 'admin');
    // The one-time course offer, first among the plans.
    const plans = (await (await admin.request.get('/api/subscription-plans')).json()) as Plan[];
    original = plans.find((plan) => plan.interval === 'once')!;
    expect(original.price).not.toBe(NEW_PRICE_CENTS);
    await setCoursePrice(admin, NEW_PRICE_CENTS);
  });

  test.afterAll(async () => {
    const { id, ...body } = original;
    expect((await admin.request.put(`/api/admin/subscription-plans/${id}`, { data: body })).status()).toBe(200);
    await admin.context().close();
  });

  test('the prerendered landing page shows the new price before the app loads, and the app keeps it', async ({ page }) => {
    const appScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/static\/js\/(?!boot\.)[^/]+\.js$/.test(new URL(request.url()).pathname)) appScripts.push(request.url());
    });
    await page.goto('/');
    const promises = page.locator('[data-prerendered="landing"] li').filter({ hasText: 'One-time' });
    await expect(promises).toHaveText(`One-time ${NEW_PRICE}`);
    await expect(page.getByText(/Join for a one-time/)).toContainText(`Join for a one-time ${NEW_PRICE} and keep lifetime access`);
    expect(appScripts).toEqual([]);
    await expect(page.locator('body')).not.toContainText('$89');
    await page.screenshot({ path: 'test-results/course-price-landing-1280.png', fullPage: true });

    // The mentor (the app loads for it) quotes the same price.
    await page.getByRole('button', { name: 'Open AI Learning Mentor' }).click();
    const panel = page.getByRole('dialog', { name: 'AI Learning Mentor' });
    await panel.getByRole('textbox', { name: 'Message the AI Learning Mentor' }).fill('Hello there');
    await panel.getByRole('textbox', { name: 'Message the AI Learning Mentor' }).press('Enter');
    await expect(panel).toContainText(`for a one-time ${NEW_PRICE} with lifetime access`);
    expect(appScripts.length).toBeGreaterThan(0);
    await expect(page.getByText(/Join for a one-time/)).toContainText(`one-time ${NEW_PRICE}`);
  });

  test('the terms and the pricing page state the new price', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('article')).toContainText(`is a one-time purchase of ${NEW_PRICE}.`);
    await page.screenshot({ path: 'test-results/course-price-terms-1280.png', fullPage: true });
    await page.goto('/pricing');
    const offer = page.getByRole('region', { name: 'AI Business Growth Mastery' });
    await expect(offer.getByRole('button', { name: `Get Lifetime Access - ${NEW_PRICE}` })).toBeVisible();
    await expect(offer).not.toContainText('$89');
    await page.screenshot({ path: 'test-results/course-price-pricing-1280.png', fullPage: true });
  });

  test('a learner pays the new price at the checkout and payment success names it', async ({ page }) => {
    await signInAsNewLearner(page, 'Priya');
    await page.goto('/pricing');
    await page.getByRole('button', { name: `Get Lifetime Access - ${NEW_PRICE}` }).click();
    await expect(page).toHaveURL(/\/checkout\?client_secret=pi_[^&]+_secret_[^&]+&amount=120\.5$/);
    await page.getByLabel('Card number').fill(testCards.succeeds);
    await page.getByLabel('Expiry date').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: `Complete Payment - ${NEW_PRICE}` }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(page.getByText(`Your ${NEW_PRICE} payment has been processed.`)).toBeVisible();
  });
});
