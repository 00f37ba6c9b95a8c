import { expect, test } from '../support/fixtures.ts';

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
