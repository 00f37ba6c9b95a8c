import type { SubscriberSubscription } from '@academy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, renderPage, signedOut, stubFetch } from '@academy/web-kit/testing';
import { LazySubscriptionSection } from './lazy-subscription-section.tsx';
import { SubscriptionSection } from './subscription-section.tsx';

const active: SubscriberSubscription = {
  id: '7d0c2f5e-3a41-4b8e-9a52-0c1f7d3f8e11',
  planId: 'coaching-monthly',
  planName: 'Coaching',
  price: 2900,
  currency: 'usd',
  interval: 'month',
  status: 'active',
  currentPeriodEnd: '2026-04-01T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  invoices: [
    { id: 'in_second', amount: 2900, currency: 'usd', status: 'open', createdAt: '2026-03-01T12:00:00.000Z', paidAt: null, receiptSent: false },
    {
      id: 'in_first',
      amount: 2900,
      currency: 'usd',
      status: 'paid',
      createdAt: '2026-02-01T12:00:00.000Z',
      paidAt: '2026-02-01T12:00:00.000Z',
      receiptSent: true,
    },
  ],
};
const cancelled: SubscriberSubscription = { ...active, cancelAtPeriodEnd: true };
const list = 'GET /api/payments/subscriptions';
const cancelRoute = `POST /api/payments/subscriptions/${active.id}/cancel`;
const resumeRoute = `POST /api/payments/subscriptions/${active.id}/resume`;

describe('SubscriptionSection', () => {
  it('shows nothing to a visitor or to someone who never subscribed', async () => {
    const calls = stubFetch({ [list]: { body: [] } });
    const { unmount } = renderPage(SubscriptionSection, { routePath: '/pricing', auth: signedOut });
    await waitFor(() => expect(calls).toEqual([]));
    unmount();
    renderPage(SubscriptionSection, { routePath: '/pricing' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('region', { name: /Your subscription/ })).not.toBeInTheDocument();
  });

  it('shows the plan, price, status, next billing date and the invoices with their receipts', async () => {
    stubFetch({ [list]: { body: [active] } });
    renderPage(SubscriptionSection, { routePath: '/pricing' });
    const card = await screen.findByRole('article', { name: 'Coaching' }, { timeout: 5_000 });
    expect(within(card).getByText('$29.00 per month')).toBeInTheDocument();
    expect(within(card).getAllByText('Active').length).toBeGreaterThan(0);
    expect(within(card).getByText('Next billing date').nextElementSibling).toHaveTextContent(/^April 1, 2026$/);
    const rows = within(within(card).getByRole('table', { name: 'Invoices' })).getAllByRole('row');
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['March 1, 2026', '$29.00', 'Due'],
      ['February 1, 2026', '$29.00', 'Paid · receipt e-mailed'],
    ]);
  });

  it('cancels at period end only after the confirmation, then says when it ends and offers Resume', async () => {
    let cancelledNow = false;
    const calls = stubFetch({
      [list]: () => ({ body: [cancelledNow ? cancelled : active] }),
      [cancelRoute]: () => {
        cancelledNow = true;
        return { body: cancelled };
      },
    });
    const { platform } = renderPage(SubscriptionSection, { routePath: '/pricing' });
    const card = await screen.findByRole('article', { name: 'Coaching' }, { timeout: 5_000 });

    await userEvent.click(within(card).getByRole('button', { name: 'Cancel at period end' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Coaching?' });
    expect(dialog).toHaveTextContent('runs until April 1, 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.click(within(card).getByRole('button', { name: 'Cancel at period end' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel at period end' }));
    expect(await within(card).findByText(/Cancels on April 1, 2026\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).queryByText('Next billing date')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel at period end' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Resume' })).toBeEnabled();
    expect(platform.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Subscription cancelled' }));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([`/api/payments/subscriptions/${active.id}/cancel`]);
  });

  it('Resume takes the cancellation back', async () => {
    let resumed = false;
    stubFetch({
      [list]: () => ({ body: [resumed ? active : cancelled] }),
      [resumeRoute]: () => {
        resumed = true;
        return { body: active };
      },
    });
    const { platform } = renderPage(SubscriptionSection, { routePath: '/pricing' });
    const card = await screen.findByRole('article', { name: 'Coaching' }, { timeout: 5_000 });
    await userEvent.click(within(card).getByRole('button', { name: 'Resume' }));
    expect(await within(card).findByText('Next billing date')).toBeInTheDocument();
    expect(within(card).queryByText(/Cancels on/)).not.toBeInTheDocument();
    expect(platform.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Subscription resumed' }));
  });

  it('a refused cancellation is told, and the subscription stays as it was', async () => {
    stubFetch({ [list]: { body: [active] }, [cancelRoute]: failure(409, 'This subscription has ended.') });
    const { platform } = renderPage(SubscriptionSection, { routePath: '/pricing' });
    const card = await screen.findByRole('article', { name: 'Coaching' }, { timeout: 5_000 });
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel at period end' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel at period end' }));
    await waitFor(() => expect(platform.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Cancelling failed', variant: 'destructive' })));
    expect(within(card).getByText('Next billing date')).toBeInTheDocument();
  });

  it('an ended subscription says so and offers neither cancel nor resume', async () => {
    stubFetch({ [list]: { body: [{ ...active, status: 'canceled', cancelAtPeriodEnd: true }] } });
    renderPage(SubscriptionSection, { routePath: '/pricing' });
    const card = await screen.findByRole('article', { name: 'Coaching' }, { timeout: 5_000 });
    expect(within(card).getByText(/This subscription has ended \(its last period ran until April 1, 2026\)/)).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('when the subscriptions cannot be loaded, says so with a Retry', async () => {
    const calls = stubFetch({ [list]: failure(503, 'down') });
    renderPage(SubscriptionSection, { routePath: '/pricing' });
    expect(await screen.findByText(/Your subscription could not be loaded/, undefined, { timeout: 5_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/payments/subscriptions')).toHaveLength(2));
  });

  it('as the pricing page places it, loads for a signed-in subscriber and never for a visitor', async () => {
    const calls = stubFetch({ [list]: { body: [active] } });
    const { unmount } = renderPage(LazySubscriptionSection, { routePath: '/pricing', auth: signedOut });
    await waitFor(() => expect(calls).toEqual([]));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    unmount();
    renderPage(LazySubscriptionSection, { routePath: '/pricing' });
    expect(await screen.findByRole('region', { name: 'Your subscription' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
