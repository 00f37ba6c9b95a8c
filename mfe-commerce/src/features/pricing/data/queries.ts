import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { SubscriptionPlan } from '@academy/contracts';
import { subscriptionPlansQuery } from '@academy/web-kit';
import { getSubscriptionStatus, postPaymentIntent, postSubscription } from './api.ts';
import { pricingKeys } from './query-keys.ts';

// The plans are the catalogue every page reads (the landing page, the terms and the mentor too):
// one query, shared from the web kit (useCourseOffer, subscriptionPlansQuery).

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
