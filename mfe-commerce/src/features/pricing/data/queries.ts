import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { SubscriptionPlan } from '@academy/contracts';
import { getSubscriptionPlans, getSubscriptionStatus, postPaymentIntent, postSubscription } from './api.ts';
import { pricingKeys } from './query-keys.ts';

/** The id of the lifetime course offer among the public plans. */
export const LIFETIME_PLAN_ID = 'lifetime-access';

export const subscriptionPlansQuery = queryOptions({
  queryKey: pricingKeys.plans(),
  queryFn: getSubscriptionPlans,
});

/** The lifetime course offer, or null when the plans carry no such offer. */
export function useLifetimeOffer() {
  return useQuery({
    ...subscriptionPlansQuery,
    select: (plans: SubscriptionPlan[]) => plans.find((plan) => plan.id === LIFETIME_PLAN_ID) ?? null,
  });
}

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: postPaymentIntent });
}

export const subscriptionStatusQuery = queryOptions({
  queryKey: pricingKeys.subscriptionStatus(),
  queryFn: getSubscriptionStatus,
});

/** Asked only when signed in (spec): visitors have no subscription to show. */
export function useSubscriptionStatus(signedIn: boolean) {
  return useQuery({ ...subscriptionStatusQuery, enabled: signedIn });
}

/** The recurring plans administrators offer besides the course. */
export function useRecurringPlans() {
  return useQuery({
    ...subscriptionPlansQuery,
    select: (plans: SubscriptionPlan[]) => plans.filter((plan) => plan.interval !== 'once'),
  });
}

export function useCreateSubscription() {
  return useMutation({ mutationFn: postSubscription });
}
