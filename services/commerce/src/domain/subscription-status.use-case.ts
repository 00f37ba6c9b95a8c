import type { SubscriptionStatusResponse } from '@academy/contracts';
import type { EntitlementsRepository } from '../data/entitlements.repository.ts';
import type { PlansRepository } from '../data/plans.repository.ts';
import { COURSE_PRODUCT_ID } from './pricing.ts';

export interface StatusDeps {
  plans: PlansRepository;
  entitlements: EntitlementsRepository;
}

/**
 * GET /api/subscription-status. Lifetime access counts as the buyer's plan: the pricing page
 * greets an owner with the 'Active Subscription' banner and stops offering the course again.
 */
export async function subscriptionStatus(deps: StatusDeps, userId: string): Promise<SubscriptionStatusResponse> {
  const ownsCourse = await deps.entitlements.owns(userId, COURSE_PRODUCT_ID);
  if (!ownsCourse) return { hasSubscription: false, currentPlan: null, ownsCourse };
  const plan = await deps.plans.byId(COURSE_PRODUCT_ID);
  return {
    hasSubscription: true,
    currentPlan: { id: COURSE_PRODUCT_ID, name: plan?.name ?? 'AI Business Growth Mastery', interval: 'once' },
    ownsCourse,
  };
}
