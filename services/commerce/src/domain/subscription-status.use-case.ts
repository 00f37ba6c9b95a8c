import type { SubscriptionStatusResponse } from '@academy/contracts';
import type { EntitlementsRepository } from '../data/entitlements.repository.ts';
import type Stripe from 'stripe';
import type { PlansRepository } from '../data/plans.repository.ts';
import { LIVE_SUBSCRIPTION_STATUSES, type SubscriptionsRepository } from '../data/subscriptions.repository.ts';
import { COURSE_PRODUCT_ID } from './pricing.ts';
import type { RunInTransaction } from '../data/transaction.ts';
import { syncAwaitingFirstPayment } from './subscribe.use-case.ts';

export interface StatusDeps {
  stripe: Stripe;
  plans: PlansRepository;
  entitlements: EntitlementsRepository;
  subscriptions: SubscriptionsRepository;
  transaction: RunInTransaction;
}

/**
 * GET /api/subscription-status. Lifetime access counts as the buyer's plan: the pricing page
 * greets an owner with the 'Active Subscription' banner and stops offering the course again.
 */
export async function subscriptionStatus(deps: StatusDeps, userId: string): Promise<SubscriptionStatusResponse> {
  const ownsCourse = await deps.entitlements.owns(userId, COURSE_PRODUCT_ID);
  // A subscription still waiting for its first payment is checked with the provider, in case its
  // webhook has not arrived yet (whichever comes first, as for purchases).
  await syncAwaitingFirstPayment(deps, userId);
  const [live] = await deps.subscriptions.listOpen(userId, LIVE_SUBSCRIPTION_STATUSES);
  const livePlan = live ? await deps.plans.byId(live.planId) : undefined;
  if (live && livePlan && livePlan.interval !== 'once') {
    return { hasSubscription: true, currentPlan: { id: livePlan.id, name: livePlan.name, interval: livePlan.interval }, ownsCourse };
  }
  if (!ownsCourse) return { hasSubscription: false, currentPlan: null, ownsCourse };
  const plan = await deps.plans.byId(COURSE_PRODUCT_ID);
  return {
    hasSubscription: true,
    currentPlan: { id: COURSE_PRODUCT_ID, name: plan?.name ?? 'AI Business Growth Mastery', interval: 'once' },
    ownsCourse,
  };
}
