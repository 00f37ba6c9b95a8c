import { DEFAULT_SUPPORT_EMAIL } from '@academy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pending, renderPage, stubFetch } from '@academy/web-kit/testing';
import { CheckoutPage } from './checkout-page.tsx';

const secret = 'pi_3AbCdEfGh1234567_secret_xyz';
const confirmUrl = 'POST /api/payments/test-mode/v1/payment_intents/pi_3AbCdEfGh1234567/confirm';
const checkoutUrl = 'GET /api/payments/checkout/pi_3AbCdEfGh1234567';
const held = (status: 'pending' | 'paid' | 'refunded' = 'pending', amount = 8900) => ({
  [checkoutUrl]: {
    body: { paymentIntentId: 'pi_3AbCdEfGh1234567', productId: 'lifetime-access', productName: 'AI Business Growth Mastery', amount, currency: 'usd', status },
  },
});
async function open(url = `/checkout?client_secret=${secret}&amount=89`) {
  const rendered = renderPage(CheckoutPage, { routePath: '/checkout', url });
  // The page is drawn while the purchase is asked for (its price and form placeholders): it is there once the form is.
  await screen.findByRole('button', { name: /^Complete Payment - / });
  return rendered;
}

async function fillCard(number: string) {
  await userEvent.type(screen.getByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiry date'), '1230');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
}

describe('CheckoutPage', () => {
  it('without a client secret, goes back to /pricing', async () => {
    stubFetch({});
    const { router } = renderPage(CheckoutPage, { routePath: '/checkout', url: '/checkout?amount=89' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('while the purchase is asked for, draws the page with its price and card form as placeholders, and says it is loading', async () => {
    stubFetch({ [checkoutUrl]: pending });
    renderPage(CheckoutPage, { routePath: '/checkout', url: `/checkout?client_secret=${secret}&amount=89` });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading checkout...');
    expect(screen.getByRole('heading', { level: 2, name: 'Payment Information' })).toBeInTheDocument();
    // The form is there only as a placeholder (inert, hidden from assistive technology): nothing can be typed into it yet.
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Complete Payment/ })).toBeNull();
    expect(document.querySelector('.animate-spin')).toBeNull();
  });

  it('shows the purchase, the TEST MODE card form with the amount, and the support contact', async () => {
    stubFetch(held());
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Complete Your Purchase' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Payment Information' })).toBeInTheDocument();
    expect(screen.getByText('AI Business Growth Mastery Course')).toBeInTheDocument();
    const included = within(screen.getByRole('list', { name: 'What you get' })).getAllByRole('listitem');
    expect(included.map((item) => item.textContent)).toContain('30-day money-back guarantee');
    expect(screen.getByText('Payment Information')).toBeInTheDocument();
    expect(screen.getByText('TEST MODE')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Payment - $89' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Back to Pricing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: DEFAULT_SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${DEFAULT_SUPPORT_EMAIL}`);
  });

  it('shows the price the server holds for the payment, never the amount in the URL', async () => {
    stubFetch(held('pending', 8900));
    const { unmount } = await open(`/checkout?client_secret=${secret}&amount=1`);
    expect(screen.getByRole('button', { name: 'Complete Payment - $89' })).toBeInTheDocument();
    expect(screen.queryByText('$1')).not.toBeInTheDocument();
    unmount();
    stubFetch(held('pending', 12050));
    await open(`/checkout?client_secret=${secret}`);
    expect(screen.getByRole('button', { name: 'Complete Payment - $120.50' })).toBeInTheDocument();
  });

  it('for a payment already made, says the purchase is complete and leads to the success page', async () => {
    stubFetch(held('paid'));
    const { platform } = renderPage(CheckoutPage, { routePath: '/checkout', url: `/checkout?client_secret=${secret}&amount=89` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your purchase is complete' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Complete Payment/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(platform.navigate).toHaveBeenCalledWith('/payment-success?payment_intent=pi_3AbCdEfGh1234567&redirect_status=succeeded');
  });

  it('for a refunded payment, says so and leads back to the pricing page, with nothing to pay', async () => {
    stubFetch(held('refunded'));
    const { router } = renderPage(CheckoutPage, { routePath: '/checkout', url: `/checkout?client_secret=${secret}&amount=89` });
    expect(await screen.findByRole('heading', { level: 1, name: 'This payment was refunded' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Complete Payment/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Pricing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('when the payment is not the buyer’s, says the checkout could not be loaded and why', async () => {
    stubFetch({
      [checkoutUrl]: {
        status: 403,
        body: { error: { code: 'COMMERCE_PAYMENT_NOT_YOURS', message: 'This payment belongs to another account.', requestId: 'r' } },
      },
    });
    renderPage(CheckoutPage, { routePath: '/checkout', url: `/checkout?client_secret=${secret}&amount=89` });
    expect(await screen.findByText('The checkout could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('This payment belongs to another account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Complete Payment/ })).not.toBeInTheDocument();
  });

  it('paying a payment already made in another tab says the purchase is complete and goes to the success page', async () => {
    stubFetch({
      ...held(),
      [confirmUrl]: {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
            payment_intent: { id: 'pi_3AbCdEfGh1234567', status: 'succeeded' },
          },
        },
      },
    });
    const { platform } = await open();
    await fillCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Payment - $89' }));
    await waitFor(() => expect(platform.navigate).toHaveBeenCalledWith('/payment-success?payment_intent=pi_3AbCdEfGh1234567&redirect_status=succeeded'));
    expect(platform.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Your purchase is complete' }));
    expect(platform.toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Payment Failed' }));
  });

  it('asks for the missing card details and sends nothing', async () => {
    const calls = stubFetch(held());
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Payment - $89' }));
    expect(screen.getByText('Enter the card number.')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry date as MM / YY.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('pays with 4242 4242 4242 4242 and goes to the payment success page', async () => {
    const calls = stubFetch({ ...held(), [confirmUrl]: { body: { id: 'pi_3AbCdEfGh1234567', status: 'succeeded' } } });
    const { platform } = await open();
    await fillCard('4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Payment - $89' }));
    await waitFor(() => expect(platform.navigate).toHaveBeenCalledWith('/payment-success?payment_intent=pi_3AbCdEfGh1234567&redirect_status=succeeded'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      client_secret: secret,
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    });
  });

  it('shows Processing... while the payment is confirmed', async () => {
    stubFetch({ ...held(), [confirmUrl]: pending });
    await open();
    await fillCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Payment - $89' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('a declined card shows the Payment Failed toast with the provider’s message and lets the buyer try again', async () => {
    stubFetch({
      ...held(),
      [confirmUrl]: {
        status: 402,
        body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } },
      },
    });
    const { platform } = await open();
    await fillCard('4000000000000002');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Payment - $89' }));
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith({ title: 'Payment Failed', description: 'Your card was declined.', variant: 'destructive' }),
    );
    expect(screen.getByRole('button', { name: 'Complete Payment - $89' })).toBeEnabled();
    expect(platform.navigate).not.toHaveBeenCalled();
  });
});
