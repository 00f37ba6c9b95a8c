import { expect, newJourneyContext, test } from '../support/fixtures.ts';
import { cardNumber, moduleLock, payWithCard, startPurchase, testCards } from '../support/checkout.ts';
import { accounts, forgetSession, signIn, signInAsNewLearner } from '../support/pages.ts';

/*
 * The course purchase in test mode (no Stripe keys): the free-preview learner buys lifetime
 * access with Stripe's test cards through the built-in payment server, and module 2 opens once
 * commerce's entitlement.granted reaches the learning service.
 */
test.describe.configure({ mode: 'serial' });

test.describe('buying the course', () => {
  test('a visitor who presses the purchase button signs in and comes back to the checkout', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Get Lifetime Access - $89' }).click();
    await page.getByRole('button', { name: accounts.free.button }).click();
    await expect(page).toHaveURL(/\/checkout\?client_secret=pi_[^&]+_secret_[^&]+&amount=89$/);
    await expect(cardNumber(page)).toBeVisible();
  });

  test('a declined card shows the Payment Failed toast and grants nothing', async ({ page }) => {
    await signIn(page, 'free');
    await startPurchase(page);
    await payWithCard(page, testCards.declined);
    await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Your card was declined.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\?/);
    await expect(page.getByRole('button', { name: 'Complete Payment - $89' })).toBeEnabled();

    await page.goto('/module/2');
    await expect(moduleLock(page)).toBeVisible();
  });

  // The journeys below sign in as learners of their own: the payment rate limit (10 in 10 minutes
  // per user) is the free-preview learner's for the journeys above.
  test('the checkout shows the price the server holds for the payment, whatever the URL says', async ({ page }) => {
    await signInAsNewLearner(page, 'Priya');
    await startPurchase(page);
    await page.goto(page.url().replace('amount=89', 'amount=1'));
    await expect(cardNumber(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete Payment - $89' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Complete Payment - \$1\b/ })).toHaveCount(0);
    await expect(page.getByText('$89', { exact: true })).toBeVisible();
  });

  test('the return page of an unpaid payment, or of another account’s, says the payment was not completed and what to do', async ({ page, browser }) => {
    await signInAsNewLearner(page, 'Uma');
    await startPurchase(page);
    const intentId = /client_secret=(pi_[^&]+)_secret_/.exec(page.url())?.[1];
    expect(intentId).toMatch(/^pi_/);

    await page.goto(`/payment-success?payment_intent=${intentId}&redirect_status=failed`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
    await expect(page.getByText('Payment Successful')).toHaveCount(0);
    await expect(page.getByText(/has been processed/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', /^mailto:/);
    await page.screenshot({ path: 'test-results/payment-not-completed-1280.png', fullPage: true });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/checkout\?client_secret=pi_/);
    await expect(page.getByRole('button', { name: 'Complete Payment - $89' })).toBeVisible();

    const other = await newJourneyContext(browser);
    try {
      const owner = await other.newPage();
      await signIn(owner, 'owner', { onboarded: true });
      await owner.goto(`/payment-success?payment_intent=${intentId}&redirect_status=succeeded`);
      await expect(owner.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
      await expect(owner.getByText('Payment Successful')).toHaveCount(0);
    } finally {
      await other.close();
    }
  });

  test('the free-preview learner pays with 4242 4242 4242 4242, lands on the success page, and module 2 opens', async ({ page }) => {
    await signIn(page, 'free');
    await startPurchase(page);
    await payWithCard(page, testCards.succeeds);
    await expect(page).toHaveURL(/\/payment-success\?payment_intent=pi_/);
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(page.getByText('Your Course Access is Ready')).toBeVisible();
    await expect(page.getByText('A confirmation email with your receipt and access details is on its way.')).toBeVisible();

    // No SMTP server here: the receipt is in the development mailbox, which holds every buyer's mail
    // (other journeys buy at the same time): this buyer's is the row addressed to them.
    const receipt = page
      .getByRole('row')
      .filter({ hasText: 'visitor@academy.test' })
      .getByRole('link', { name: /Your receipt for AI Business Growth Mastery/ })
      .first();
    await expect(async () => {
      await page.goto('/api/payments/dev-mailbox');
      await expect(receipt).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await receipt.click();
    await expect(page.getByText('visitor@academy.test')).toBeVisible();
    await expect(page.getByText(/Amount paid: \$89\.00/)).toBeVisible();

    await expect(async () => {
      await page.goto('/module/2');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(moduleLock(page)).toBeHidden();
    }).toPass({ timeout: 15_000 });

    await page.goto('/pricing');
    await expect(page.getByRole('region', { name: 'Active Subscription' })).toContainText('AI Business Growth Mastery');
    await expect(page.getByRole('button', { name: /Get Lifetime Access/ })).toHaveCount(0);
  });

  test('a buyer signed out on the way back from payment is signed in and sees the success page', async ({ page }) => {
    await signIn(page, 'free');
    const verified = await page.request.get('/api/subscription-status');
    expect(await verified.json()).toMatchObject({ ownsCourse: true });
    // The intent id of the purchase, as the payment provider puts it in the return URL.
    const purchases = (await (await page.request.get('/api/payments/purchases')).json()) as Array<{ paymentIntentId: string; status: string }>;
    const intentId = purchases.find((purchase) => purchase.status === 'paid')?.paymentIntentId;
    expect(intentId).toMatch(/^pi_/);

    // The session is gone by the time the provider sends the buyer back.
    await forgetSession(page);
    await page.goto(`/payment-success?payment_intent=${intentId}&redirect_status=succeeded`);
    await page.getByRole('button', { name: accounts.free.button }).click();
    await expect(page).toHaveURL(/\/payment-success$/);
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  });

  test('a refund within the 30-day guarantee, in one click, locks module 2 again', async ({ page }) => {
    await signIn(page, 'free');
    await page.goto('/pricing');
    const purchases = page.getByRole('region', { name: 'Your purchases' });
    await expect(purchases).toContainText('AI Business Growth Mastery');
    await purchases.getByRole('button', { name: 'Request a refund' }).click();
    await expect(page.getByText('Refund on its way', { exact: true })).toBeVisible();
    await expect(purchases).toContainText('Refunded on');
    await expect(page.getByRole('button', { name: 'Get Lifetime Access - $89' })).toBeVisible();

    await expect(async () => {
      await page.goto('/module/2');
      await expect(moduleLock(page)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  });

  test('paying again in a second tab a checkout already paid in the first says the purchase is complete and leads to the success page', async ({
    page,
    context,
  }) => {
    await signInAsNewLearner(page, 'Tomas');
    await startPurchase(page);
    const second = await context.newPage();
    await second.goto(page.url());
    await expect(second.getByRole('button', { name: 'Complete Payment - $89' })).toBeVisible();

    await payWithCard(page, testCards.succeeds);
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

    await payWithCard(second, testCards.succeeds);
    await expect(second.getByText('Payment Failed', { exact: true })).toHaveCount(0);
    await expect(second.getByText('Your purchase is complete', { exact: true })).toBeVisible();
    await second.screenshot({ path: 'test-results/checkout-already-paid-1280.png', fullPage: true });
    await expect(second).toHaveURL(/\/payment-success\?payment_intent=pi_/);
    await expect(second.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  });
});
