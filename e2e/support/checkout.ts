import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

/** A purchase under way: its client secret, its payment intent, and the checkout URL the pricing page sends the buyer to. */
export interface StartedPurchase {
  clientSecret: string;
  intentId: string;
  checkoutPath: string;
}

/**
 * Starts the course purchase through the commerce API as the pricing page does (its Get Lifetime
 * Access): the course offer's price and name as the catalogue gives them (the offer comes first), for
 * the buyer `request` is signed in as. For when a real checkout is needed without the way there.
 */
export async function startPurchaseThroughApi(request: APIRequestContext, baseUrl: string): Promise<StartedPurchase> {
  const plans = await request.get(`${baseUrl}/api/subscription-plans`);
  if (!plans.ok()) throw new Error(`the catalogue could not be read: ${plans.status()}`);
  const [offer] = (await plans.json()) as { name: string; price: number }[];
  if (!offer) throw new Error('the catalogue has no course offer');
  const amount = offer.price / 100;
  const intent = await request.post(`${baseUrl}/api/create-payment-intent`, { data: { amount, description: offer.name } });
  if (!intent.ok()) throw new Error(`the purchase could not be started: ${intent.status()} ${await intent.text()}`);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const intentId = clientSecret.split('_secret_')[0] ?? '';
  return { clientSecret, intentId, checkoutPath: `/checkout?client_secret=${encodeURIComponent(clientSecret)}&amount=${amount}` };
}

/**
 * Pays a started purchase as the TEST MODE card form does with 4242 4242 4242 4242 (the built-in
 * payment server's confirm); returns the payment return page's URL the checkout then goes to.
 */
export async function payThroughApi(request: APIRequestContext, baseUrl: string, purchase: StartedPurchase): Promise<string> {
  const card = { number: testCards.succeeds.replace(/\s/g, ''), exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' };
  const paid = await request.post(`${baseUrl}/api/payments/test-mode/v1/payment_intents/${purchase.intentId}/confirm`, {
    data: { client_secret: purchase.clientSecret, card },
  });
  if (!paid.ok()) throw new Error(`the purchase could not be paid: ${paid.status()} ${await paid.text()}`);
  return `/payment-success?payment_intent=${purchase.intentId}&redirect_status=succeeded`;
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
