import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pending, renderPage, stubFetch } from '@academy/web-kit/testing';
import { PaymentSuccessPage } from './payment-success-page.tsx';
import { PENDING_PAYMENT_STORAGE_KEY } from './pending-payment.ts';

const intent = 'pi_3AbCdEfGh1234567';
const verified = (receiptEmailSent: boolean, amount = 8900) => ({
  'POST /api/verify-payment': { body: { success: true, productId: 'lifetime-access', amount, currency: 'usd', receiptEmailSent } },
});
const open = (url = `/payment-success?payment_intent=${intent}&redirect_status=succeeded`) =>
  renderPage(PaymentSuccessPage, { routePath: '/payment-success', url });

afterEach(() => window.sessionStorage.clear());

describe('PaymentSuccessPage', () => {
  it('with no payment intent anywhere, goes to /pricing', async () => {
    const calls = stubFetch({});
    const { router } = open('/payment-success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(calls).toEqual([]);
  });

  it('names the amount the server says was charged, whatever the price was', async () => {
    stubFetch(verified(true, 12050));
    open();
    expect(await screen.findByText('Your $120.50 payment has been processed.')).toBeInTheDocument();
  });

  it('says the payment is being verified, under a spinner, claiming nothing yet', async () => {
    stubFetch({ 'POST /api/verify-payment': pending });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Verifying your payment...' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This takes a few seconds');
    expect(document.querySelector('.animate-spin')).not.toBeNull();
    expect(screen.queryByText(/Payment Successful|Payment not completed/)).toBeNull();
  });

  it('verifies the payment and shows the success view, with the receipt note when a receipt was sent', async () => {
    const calls = stubFetch(verified(true));
    const { platform } = open();
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/verify-payment', body: { paymentIntentId: intent } });
    // Headings descend one level at a time (axe's heading-order): the card's title is a level 2 under the page's.
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your Course Access is Ready' })).toBeInTheDocument();
    expect(screen.getByText('Your $89 payment has been processed.')).toBeInTheDocument();
    expect(screen.getByText('AI-Powered Customer Acquisition Strategies')).toBeInTheDocument();
    expect(screen.getByText(/confirmation email with your receipt/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start Learning Now' }));
    expect(platform.navigate).toHaveBeenCalledWith('/');
  });

  it('says nothing about an e-mail when none was sent', async () => {
    stubFetch(verified(false));
    open();
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.queryByText(/confirmation email/)).not.toBeInTheDocument();
  });

  it('on 401 keeps the payment intent in session storage and signs in, to come back here', async () => {
    stubFetch({ 'POST /api/verify-payment': { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'You are not signed in.', requestId: 'r' } } } });
    const { platform } = open();
    await waitFor(() => expect(platform.signIn).toHaveBeenCalledWith('/payment-success'));
    expect(window.sessionStorage.getItem(PENDING_PAYMENT_STORAGE_KEY)).toBe(intent);
    expect(screen.queryByRole('heading', { name: 'Payment Successful' })).not.toBeInTheDocument();
  });

  it('back from sign-in, resumes with the saved payment intent and forgets it', async () => {
    window.sessionStorage.setItem(PENDING_PAYMENT_STORAGE_KEY, intent);
    const calls = stubFetch(verified(false));
    open('/payment-success');
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ paymentIntentId: intent });
    expect(window.sessionStorage.getItem(PENDING_PAYMENT_STORAGE_KEY)).toBeNull();
  });

  it('when the payment did not go through, says it is not completed, never that it succeeded, and offers to try again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch({
      'POST /api/verify-payment': {
        status: 409,
        body: { error: { code: 'COMMERCE_PAYMENT_NOT_SUCCEEDED', message: 'The payment has not gone through yet.', requestId: 'r' } },
      },
    });
    const { platform } = open(`/payment-success?payment_intent=${intent}&redirect_status=failed`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.getByText('Your payment did not go through, so the course has not been unlocked.')).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
    expect(screen.queryByText(/has been processed/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(platform.navigate).toHaveBeenCalledWith('/pricing?purchase=lifetime');
    warn.mockRestore();
  });

  it('for a payment unknown here, says it is not completed, even when the answer’s request id holds "401"', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch({
      'POST /api/verify-payment': {
        status: 404,
        body: { error: { code: 'COMMERCE_PAYMENT_NOT_FOUND', message: 'No payment with this id was started here.', requestId: '7c0e4019ab2f' } },
      },
    });
    const { platform } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not completed' })).toBeInTheDocument();
    expect(platform.signIn).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(PENDING_PAYMENT_STORAGE_KEY)).toBeNull();
    warn.mockRestore();
  });

  it('for another account’s payment, says it is not completed and why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch({
      'POST /api/verify-payment': {
        status: 403,
        body: { error: { code: 'COMMERCE_PAYMENT_NOT_YOURS', message: 'This payment belongs to another account.', requestId: 'r' } },
      },
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.getByText(/started from another account/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check again' })).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('when the payment cannot be confirmed just now, claims no success, logs it and lets the buyer check again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = stubFetch({
      'POST /api/verify-payment': { status: 502, body: { error: { code: 'COMMERCE_PAYMENT_PROVIDER_UNAVAILABLE', message: 'down', requestId: 'r' } } },
    });
    const { platform } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    expect(platform.signIn).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/verify-payment')).toHaveLength(2));
    warn.mockRestore();
  });
});
