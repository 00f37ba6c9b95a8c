import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { startPurchase } from '../support/checkout.ts';
import { signInAsNewLearner } from '../support/pages.ts';

test.describe('the Services page', () => {
  test('a visitor sees the services with their images, the team and the figures; every external link opens in a new tab', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Your business, simplified' })).toBeVisible();

    const services = page.getByRole('region', { name: 'What we can do for you' }).getByRole('listitem');
    await expect(services).toHaveCount(6);
    for (const image of await page.getByRole('region', { name: 'What we can do for you' }).locator('img').all()) {
      await expect(image).toBeVisible();
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    await expect(page.getByRole('link', { name: 'Listen Now: AI Automation Podcasts' })).toBeVisible();
    await expect(page.getByText('MO', { exact: true })).toBeVisible();
    await expect(page.getByText('Projects Completed')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Get Started Today' })).toBeVisible();

    const external = page.locator('a[href^="http"]');
    expect(await external.count()).toBeGreaterThanOrEqual(12);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });
});

test.describe('commerce pages at 375 px', () => {
  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  test('no page scrolls sideways, for a visitor or a learner', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const [path, heading] of [
      ['/services', 'Your business, simplified'],
      ['/pricing', 'AI Business Growth Mastery'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      expect(await overflow(page), `${path} at 375 px`).toBeLessThanOrEqual(0);
    }
    await expect(page.getByText('Have an Account?')).toBeVisible();

    // Signed in at desktop width (where Logout shows in the header), then back to the phone: the
    // checkout of a payment the server holds, and the return page of one it does not know, which
    // says the payment was not completed (docs/decisions/019-payment-success-only-when-verified.md).
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsNewLearner(page, 'Lena');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: 'AI Business Growth Mastery' }).first()).toBeVisible();
    expect(await overflow(page), '/pricing at 375 px, signed in').toBeLessThanOrEqual(0);
    await startPurchase(page);
    await expect(page.getByRole('heading', { name: 'Complete Your Purchase' }).first()).toBeVisible();
    expect(await overflow(page), '/checkout at 375 px, signed in').toBeLessThanOrEqual(0);
    await page.goto('/payment-success?payment_intent=pi_layout_check');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
    expect(await overflow(page), '/payment-success at 375 px, signed in').toBeLessThanOrEqual(0);
  });
});
