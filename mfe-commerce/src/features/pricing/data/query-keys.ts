/** Query keys of the pricing feature, namespaced [slice, feature, ...]. */
export const pricingKeys = {
  all: ['commerce', 'pricing'] as const,
  subscriptionStatus: () => [...pricingKeys.all, 'subscription-status'] as const,
};
