import { defaultRuntimeConfig, type RuntimeConfig } from '@academy/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '@academy/web-kit/testing';
import { installStripeStandIn } from '../../test/stripe-js-stand-in.ts';
import { CheckoutPage } from './checkout-page.tsx';

// Installed before the checkout's Stripe module first loads: @stripe/stripe-js then uses it instead
// of fetching Stripe.js from js.stripe.com.
const stripe = installStripeStandIn();
const publishableKey = 'pk_test_standin123';
const stripeMode: RuntimeConfig = { ...defaultRuntimeConfig(), payments: { mode: 'stripe', publishableKey } };
const secret = 'pi_3StripeMode12345_secret_abc';
const checkoutUrl = 'GET /api/payments/checkout/pi_3StripeMode12345';
const held = {
  [checkoutUrl]: {
    body: {
      paymentIntentId: 'pi_3StripeMode12345',
      productId: 'lifetime-access',
      productName: 'AI Business Growth Mastery',
      amount: 8900,
      currency: 'usd',
      status: 'pending',
    },
  },
};

beforeEach(() => {
  stripe.elementsOptions.length = 0;
  stripe.createdElements.length = 0;
  stripe.confirmCalls.length = 0;
  stripe.confirmResult = { paymentIntent: { id: 'pi_3StripeMode12345', status: 'succeeded' } };
});

async function open(config: RuntimeConfig = stripeMode) {
  const rendered = renderPage(CheckoutPage, { routePath: '/checkout', url: `/checkout?client_secret=${secret}&amount=89`, config });
  await screen.findByText('Payment Information');
  return rendered;
}

describe('CheckoutPage with Stripe keys configured', () => {
  it('renders Stripe’s Payment Element with the client secret, never the TEST MODE form, and loads no script from the web', async () => {
    const calls = stubFetch(held);
    await open();
    await waitFor(() => expect(document.querySelector('[data-stripe-element="payment"]')).not.toBeNull());
    expect(stripe.publishableKeys).toContain(publishableKey);
    expect(stripe.elementsOptions).toEqual([expect.objectContaining({ clientSecret: secret })]);
    expect(stripe.createdElements).toEqual(['payment']);
    expect(screen.getByRole('button', { name: 'Complete Payment - $89' })).toBeEnabled();
    expect(screen.getByText('Secured by Stripe. Your card details never touch our servers.')).toBeInTheDocument();
    expect(screen.queryByText('TEST MODE')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(document.querySelector('script[src*="js.stripe.com"]')).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([checkoutUrl]);
  });

  it('confirms with Stripe, asking it to come back to /payment-success only if a redirect is needed, then goes there', async () => {
    stubFetch(held);
    const { platform } = await open();
    const pay = await screen.findByRole('button', { name: 'Complete Payment - $89' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    await waitFor(() => expect(platform.navigate).toHaveBeenCalledWith('/payment-success?payment_intent=pi_3StripeMode12345&redirect_status=succeeded'));
    expect(stripe.confirmCalls).toEqual([
      expect.objectContaining({ confirmParams: { return_url: `${window.location.origin}/payment-success` }, redirect: 'if_required' }),
    ]);
  });

  it('a payment already made in another tab says the purchase is complete and goes to the success page', async () => {
    stubFetch(held);
    stripe.confirmResult = {
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'You cannot confirm this PaymentIntent because it has already succeeded.',
        payment_intent: { id: 'pi_3StripeMode12345', status: 'succeeded' },
      },
    };
    const { platform } = await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Complete Payment - $89' }));
    await waitFor(() => expect(platform.navigate).toHaveBeenCalledWith('/payment-success?payment_intent=pi_3StripeMode12345&redirect_status=succeeded'));
    expect(platform.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Your purchase is complete' }));
  });

  it('a refused card shows the Payment Failed toast with Stripe’s message and the button is ready again', async () => {
    stubFetch(held);
    stripe.confirmResult = { error: { type: 'card_error', message: 'Your card has insufficient funds.' } };
    const { platform } = await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Complete Payment - $89' }));
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith({ title: 'Payment Failed', description: 'Your card has insufficient funds.', variant: 'destructive' }),
    );
    expect(screen.getByRole('button', { name: 'Complete Payment - $89' })).toBeEnabled();
    expect(platform.navigate).not.toHaveBeenCalled();
  });
});

describe('CheckoutPage without Stripe keys', () => {
  it('shows the built-in TEST MODE card form and never asks Stripe.js for anything', async () => {
    stubFetch(held);
    await open(defaultRuntimeConfig());
    expect(screen.getByText('TEST MODE')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    expect(stripe.elementsOptions).toEqual([]);
    expect(stripe.createdElements).toEqual([]);
    expect(document.querySelector('[data-stripe-element]')).toBeNull();
  });
});
