import { expect, type Page } from '@playwright/test';

/** Stripe's documented test cards, as the TEST MODE card form takes them. */
export const testCards = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

/** From the pricing page: the purchase button, then the checkout with its client secret. */
export async function startPurchase(page: Page): Promise<void> {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Get Lifetime Access - $89' }).click();
  await expect(page).toHaveURL(/\/checkout\?client_secret=pi_[^&]+_secret_[^&]+&amount=89$/);
  await expect(cardNumber(page)).toBeVisible();
  await expect(page.getByText('TEST MODE')).toBeVisible();
}

/**
 * The card form's first field, once the form takes input: while the purchase is asked for, the form is
 * an inert placeholder hidden from assistive technology (its text, TEST MODE included, drawn but not
 * there to use).
 */
export function cardNumber(page: Page) {
  return page.getByRole('textbox', { name: 'Card number' });
}

/** Fills the TEST MODE card form and pays. */
export async function payWithCard(page: Page, number: string): Promise<void> {
  await cardNumber(page).fill(number);
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Complete Payment - $89' }).click();
}

/** The module page shows the lock for a module the learner does not own. */
export function moduleLock(page: Page) {
  return page.getByText('This module is part of the full course');
}
