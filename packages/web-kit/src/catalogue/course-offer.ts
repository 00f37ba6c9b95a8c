import { commerceOperations, COURSE_PLAN_ID, type SubscriptionPlan } from '@academy/contracts';
import { coursePriceIn, formatPrice } from './course-price.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../api/call-operation.ts';
import { createQueryKeys } from '../query/query-keys.ts';

/**
 * The commerce catalogue as every page reads it: one query of `GET /api/subscription-plans` (the
 * commerce operation `getPlans`), shared by the pricing page, the landing page, the terms and the
 * mentor, so a price an administrator changes in Pricing Management is the price every page shows.
 */
const key = createQueryKeys('commerce');
export const catalogueKeys = {
  all: key('catalogue'),
  plans: () => key('catalogue', 'plans'),
};

/** The active plans, the course offer first (public: visitors read it too). */
export const subscriptionPlansQuery = queryOptions({
  queryKey: catalogueKeys.plans(),
  queryFn: () => callOperation(commerceOperations.getPlans),
});

/** The course offer among the plans, or null when the catalogue carries none. */
export function useCourseOffer() {
  return useQuery({
    ...subscriptionPlansQuery,
    select: (plans: SubscriptionPlan[]) => plans.find((plan) => plan.id === COURSE_PLAN_ID) ?? null,
  });
}

/**
 * The course's price as the pages show it (e.g. '$120.50'), or null while the catalogue is being read, when
 * it cannot be, or when the course is not on sale: a page then says what it says without a number.
 * `enabled: false` reads only what is already cached (a part that needs the price on some pages only).
 */
export function useCoursePrice({ enabled = true }: { enabled?: boolean } = {}): string | null {
  const price = useQuery({ ...subscriptionPlansQuery, enabled, select: coursePriceIn });
  return price.data == null ? null : formatPrice(price.data);
}
