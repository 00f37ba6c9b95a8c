import type { AuthUser, CreateSubscriptionResponse } from '@academy/contracts';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import type { PlansRepository } from '../data/plans.repository.ts';
import type { SubscriptionRow } from '../data/schema.ts';
import { LIVE_SUBSCRIPTION_STATUSES, type SubscriptionState, type SubscriptionsRepository } from '../data/subscriptions.repository.ts';
import type { RunInTransaction } from '../data/transaction.ts';
import { commerceError } from './commerce-errors.ts';
import { CURRENCY } from './pricing.ts';
import { callProvider, isMissingResource } from './provider-call.ts';

export interface SubscribeDeps {
  stripe: Stripe;
  plans: PlansRepository;
  subscriptions: SubscriptionsRepository;
  transaction: RunInTransaction;
  logger: Logger;
}

/** The user's customer at the provider, made once (and again if the provider no longer knows it). */
async function customerFor(deps: SubscribeDeps, user: AuthUser): Promise<string> {
  const known = await deps.subscriptions.customerOf(user.id);
  if (known) {
    const found = await deps.stripe.customers.retrieve(known).then(
      () => true,
      (error: unknown) => (isMissingResource(error) ? false : Promise.reject(error)),
    );
    if (found) return known;
  }
  const customer = await deps.stripe.customers.create({ email: user.email, metadata: { userId: user.id } });
  await deps.subscriptions.saveCustomer(user.id, customer.id);
  return customer.id;
}

/** The plan's recurring price at the provider: the administrator's stripePriceId, or one made from the plan. */
async function priceFor(
  deps: SubscribeDeps,
  plan: { id: string; name: string; price: number; interval: 'month' | 'year'; stripePriceId: string | null },
): Promise<string> {
  if (plan.stripePriceId) return plan.stripePriceId;
  const known = await deps.subscriptions.priceOf(plan.id, plan.price, plan.interval);
  if (known) {
    const found = await deps.stripe.prices.retrieve(known).then(
      () => true,
      (error: unknown) => (isMissingResource(error) ? false : Promise.reject(error)),
    );
    if (found) return known;
  }
  const price = await deps.stripe.prices.create({
    currency: CURRENCY,
    unit_amount: plan.price,
    recurring: { interval: plan.interval },
    product_data: { name: plan.name },
    metadata: { planId: plan.id },
  });
  await deps.subscriptions.savePrice(plan.id, plan.price, plan.interval, price.id);
  return price.id;
}

// In the API version of the SDK the period lives on the subscription's items, not on the subscription.
const periodEndOf = (subscription: Stripe.Subscription): Date | null => {
  const end = subscription.items.data[0]?.current_period_end;
  return typeof end === 'number' ? new Date(end * 1000) : null;
};

/** What the service mirrors of the provider's subscription. */
export const stateOf = (subscription: Stripe.Subscription): SubscriptionState => ({
  status: subscription.status,
  currentPeriodEnd: periodEndOf(subscription),
  cancelAtPeriodEnd: subscription.cancel_at_period_end,
});

/**
 * POST /api/create-subscription: a real recurring subscription at the provider, waiting for its
 * first payment (`default_incomplete`). The answer's client secret is what the embedded
 * 'Complete Your Subscription' form confirms; the signed webhook (or the next status check)
 * turns it active.
 */
export async function createSubscription(deps: SubscribeDeps, user: AuthUser, planId: string): Promise<CreateSubscriptionResponse> {
  const plan = await deps.plans.byId(planId);
  if (!plan || !plan.isActive) throw commerceError('COMMERCE_PLAN_NOT_FOUND', 'This plan is not on offer.');
  if (plan.interval === 'once') throw commerceError('COMMERCE_PLAN_NOT_RECURRING', 'This plan is bought once, at the checkout.');
  const open = await deps.subscriptions.listOpen(user.id, LIVE_SUBSCRIPTION_STATUSES);
  if (open.some((subscription) => subscription.planId === planId))
    throw commerceError('COMMERCE_ALREADY_SUBSCRIBED', 'You are already subscribed to this plan.');

  const interval = plan.interval;
  const subscription = await callProvider(async () => {
    const customer = await customerFor(deps, user);
    const price = await priceFor(deps, { ...plan, interval });
    return deps.stripe.subscriptions.create({
      customer,
      items: [{ price }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: ['latest_invoice.confirmation_secret'],
      metadata: { userId: user.id, planId },
    });
  });
  const invoice = subscription.latest_invoice;
  const clientSecret = typeof invoice === 'object' && invoice ? invoice.confirmation_secret?.client_secret : undefined;
  if (!clientSecret) throw commerceError('COMMERCE_PAYMENT_PROVIDER_UNAVAILABLE', 'The payment provider did not answer a client secret.');
  await deps.subscriptions.create({ userId: user.id, planId, stripeSubscriptionId: subscription.id, ...stateOf(subscription) });
  return { clientSecret, subscriptionId: subscription.id };
}

/**
 * Mirrors a subscription's status from the provider (after a webhook about it, or when the
 * subscriber asks for their status while it still waits for its first payment). Repeats and
 * late deliveries change nothing: the provider's current state is what is stored.
 */
export async function syncSubscription(
  deps: Pick<SubscribeDeps, 'stripe' | 'subscriptions' | 'transaction'>,
  stripeSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  if (!(await deps.subscriptions.byStripeId(stripeSubscriptionId))) return undefined;
  return (await readSubscription(deps, stripeSubscriptionId))?.changed;
}

/**
 * Reads the subscription from the provider and stores what it says, under the row lock, so a read
 * made before the subscriber's change (or the provider's) cannot write its older answer after it.
 * Answers what the provider said and the row when it changed; undefined for a subscription the
 * academy did not start.
 */
export async function readSubscription(
  deps: Pick<SubscribeDeps, 'stripe' | 'subscriptions' | 'transaction'>,
  stripeSubscriptionId: string,
  retrieve: () => Promise<Stripe.Subscription> = () => deps.stripe.subscriptions.retrieve(stripeSubscriptionId),
): Promise<{ subscription: Stripe.Subscription; changed: SubscriptionRow | undefined } | undefined> {
  return deps.transaction(async (tx) => {
    if (!(await deps.subscriptions.lockByStripeId(tx, stripeSubscriptionId))) return undefined;
    const subscription = await retrieve();
    return { subscription, changed: await deps.subscriptions.sync(tx, stripeSubscriptionId, stateOf(subscription)) };
  });
}

/** Checks with the provider the user's subscriptions still waiting for a first payment whose webhook may not have arrived. */
export async function syncAwaitingFirstPayment(deps: Pick<SubscribeDeps, 'stripe' | 'subscriptions' | 'transaction'>, userId: string): Promise<void> {
  for (const waiting of await deps.subscriptions.listOpen(userId, ['incomplete'])) {
    await syncSubscription(deps, waiting.stripeSubscriptionId).catch(() => undefined);
  }
}
