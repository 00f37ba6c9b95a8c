import type { AuthUser, SubscriberSubscription, SubscriptionInvoice } from '@academy/contracts';
import type Stripe from 'stripe';
import type { SubscriptionRow } from '../data/schema.ts';
import { LIVE_SUBSCRIPTION_STATUSES, STARTED_SUBSCRIPTION_STATUSES } from '../data/subscriptions.repository.ts';
import { commerceError } from './commerce-errors.ts';
import { callProvider } from './provider-call.ts';
import { readSubscription, stateOf, syncAwaitingFirstPayment, type SubscribeDeps } from './subscribe.use-case.ts';

export type ManageSubscriptionDeps = Pick<SubscribeDeps, 'stripe' | 'plans' | 'subscriptions' | 'transaction'>;

/** How many of a subscriber's subscriptions, and of each one's invoices, the page shows. */
const SHOWN_SUBSCRIPTIONS = 10;
const SHOWN_INVOICES = 24;

const isoOrNull = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null);

function toInvoice(invoice: Stripe.Invoice, receiptsSent: Set<string>): SubscriptionInvoice {
  const status = invoice.status ?? 'draft';
  return {
    id: invoice.id,
    amount: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    status,
    createdAt: new Date(invoice.created * 1000).toISOString(),
    paidAt: isoOrNull(invoice.status_transitions?.paid_at),
    receiptSent: receiptsSent.has(invoice.id),
  };
}

/**
 * The subscriber's view of one subscription: what the provider says now (price, status, period,
 * cancellation) with its invoices. The mirror is brought up to date with what was read (under the
 * row lock, as webhook syncs are).
 */
async function view(deps: ManageSubscriptionDeps, row: SubscriptionRow, known?: Stripe.Subscription): Promise<SubscriberSubscription> {
  const retrieve = () => callProvider(() => deps.stripe.subscriptions.retrieve(row.stripeSubscriptionId));
  const [subscription, invoices] = await Promise.all([
    known ?? readSubscription(deps, row.stripeSubscriptionId, retrieve).then((read) => read?.subscription ?? retrieve()),
    callProvider(() => deps.stripe.invoices.list({ subscription: row.stripeSubscriptionId, limit: SHOWN_INVOICES })),
  ]);
  const item = subscription.items.data[0];
  const receiptsSent = await deps.subscriptions.receiptsSent(invoices.data.map((invoice) => invoice.id));
  const state = stateOf(subscription);
  return {
    id: row.id,
    planId: row.planId,
    planName: (await deps.plans.byId(row.planId))?.name ?? row.planId,
    price: item?.price.unit_amount ?? 0,
    currency: item?.price.currency ?? subscription.currency,
    interval: item?.price.recurring?.interval ?? 'month',
    status: subscription.status,
    currentPeriodEnd: state.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    invoices: invoices.data.sort((a, b) => b.created - a.created).map((invoice) => toInvoice(invoice, receiptsSent)),
  };
}

/**
 * GET /api/payments/subscriptions: the subscriber's subscriptions that were ever paid, live ones
 * first. One still waiting for its first payment is checked with the provider first, in case its
 * webhook has not arrived yet.
 */
export async function listSubscriptions(deps: ManageSubscriptionDeps, userId: string): Promise<SubscriberSubscription[]> {
  await syncAwaitingFirstPayment(deps, userId);
  const rows = await deps.subscriptions.listOpen(userId, STARTED_SUBSCRIPTION_STATUSES);
  const live = (row: SubscriptionRow) => (LIVE_SUBSCRIPTION_STATUSES.includes(row.status) ? 0 : 1);
  const shown = rows.sort((a, b) => live(a) - live(b)).slice(0, SHOWN_SUBSCRIPTIONS);
  return Promise.all(shown.map((row) => view(deps, row)));
}

/**
 * POST /api/payments/subscriptions/{id}/cancel (true) and …/resume (false): the subscription
 * runs to the end of the period paid for either way; cancelled, the provider ends it then and
 * bills no more. Only the subscriber may, and only while it runs. The row stays locked from the
 * check to the stored answer, so a webhook about the same subscription applies before or after,
 * never in between. Asking twice answers the same state.
 */
export async function setCancelAtPeriodEnd(deps: ManageSubscriptionDeps, user: AuthUser, id: string, cancel: boolean): Promise<SubscriberSubscription> {
  const { row, subscription, running } = await deps.transaction(async (tx) => {
    const row = await deps.subscriptions.lockById(tx, id);
    if (!row || row.userId !== user.id) throw commerceError('COMMERCE_SUBSCRIPTION_NOT_FOUND', 'No such subscription.');
    const current = await callProvider(() => deps.stripe.subscriptions.retrieve(row.stripeSubscriptionId));
    const running = LIVE_SUBSCRIPTION_STATUSES.includes(current.status);
    const subscription =
      !running || current.cancel_at_period_end === cancel
        ? current
        : // Setting the flag is idempotent by itself; the SDK keys its own retries.
          await callProvider(() => deps.stripe.subscriptions.update(row.stripeSubscriptionId, { cancel_at_period_end: cancel }));
    // Stored either way: a refusal because the subscription has ended still brings the mirror up to date.
    await deps.subscriptions.sync(tx, row.stripeSubscriptionId, stateOf(subscription));
    return { row, subscription, running };
  });
  if (!running) {
    throw commerceError(
      'COMMERCE_SUBSCRIPTION_NOT_ACTIVE',
      subscription.status === 'canceled' ? 'This subscription has ended.' : 'This subscription is not running.',
      { details: { status: subscription.status } },
    );
  }
  return view(deps, row, subscription);
}
