import type { Purchase } from '@academy/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, signedOut, stubFetch } from '@academy/web-kit/testing';
import { PurchasesSection } from './purchases-section.tsx';

const paid: Purchase = {
  id: '5b1f0c84-7c55-4b8e-9a52-0c1f7d3f8e11',
  productId: 'lifetime-access',
  productName: 'AI Business Growth Mastery',
  amount: 8900,
  currency: 'usd',
  status: 'paid',
  paymentIntentId: 'pi_3AbCdEfGh1234567',
  createdAt: '2026-03-01T10:00:00.000Z',
  paidAt: '2026-03-01T10:00:00.000Z',
  refundedAt: null,
  refundableUntil: '2026-03-31T10:00:00.000Z',
  refundable: true,
};

describe('PurchasesSection', () => {
  it('shows nothing to a visitor or to someone who has bought nothing', async () => {
    const calls = stubFetch({ 'GET /api/payments/purchases': { body: [] } });
    const { unmount } = renderPage(PurchasesSection, { routePath: '/pricing', auth: signedOut });
    await waitFor(() => expect(calls).toEqual([]));
    unmount();
    renderPage(PurchasesSection, { routePath: '/pricing' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByText('Your purchases')).not.toBeInTheDocument();
  });

  it('shows the purchase with its receipt details and refunds it in one click', async () => {
    const calls = stubFetch({
      'GET /api/payments/purchases': { body: [paid] },
      [`POST /api/payments/purchases/${paid.id}/refund`]: {
        body: { ...paid, status: 'refunded', refundable: false, refundableUntil: null, refundedAt: '2026-03-02T10:00:00.000Z' },
      },
    });
    const { platform } = renderPage(PurchasesSection, { routePath: '/pricing' });
    expect(await screen.findByText('Your purchases')).toBeInTheDocument();
    expect(screen.getByText(paid.id)).toBeInTheDocument();
    expect(screen.getByText(paid.paymentIntentId)).toBeInTheDocument();
    expect(screen.getByText(/guarantee until March 31, 2026/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Request a refund' }));
    await waitFor(() => expect(platform.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Refund on its way' })));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('after the 30 days, explains why there is no refund button', async () => {
    stubFetch({ 'GET /api/payments/purchases': { body: [{ ...paid, refundable: false }] } });
    renderPage(PurchasesSection, { routePath: '/pricing' });
    expect(await screen.findByText(/guarantee of this purchase has ended \(it ran until March 31, 2026\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a refund' })).not.toBeInTheDocument();
  });

  it('a refunded purchase says so', async () => {
    stubFetch({
      'GET /api/payments/purchases': {
        body: [{ ...paid, status: 'refunded', refundable: false, refundableUntil: null, refundedAt: '2026-03-02T10:00:00.000Z' }],
      },
    });
    renderPage(PurchasesSection, { routePath: '/pricing' });
    expect(await screen.findByText('Refunded on March 2, 2026.')).toBeInTheDocument();
  });
});
