/** Query keys of the pricing feature, namespaced [slice, feature, ...]. */
export const pricingKeys = {
  all: ['commerce', 'pricing'] as const,
  plans: () => [...pricingKeys.all, 'plans'] as const,
  subscriptionStatus: () => [...pricingKeys.all, 'subscription-status'] as const,
};
