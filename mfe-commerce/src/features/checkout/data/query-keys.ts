/** Query keys of the checkout feature, namespaced [slice, feature, ...]. */
export const checkoutKeys = {
  all: ['commerce', 'checkout'] as const,
  stripe: (publishableKey: string) => [...checkoutKeys.all, 'stripe', publishableKey] as const,
  checkout: (paymentIntentId: string) => [...checkoutKeys.all, 'purchase', paymentIntentId] as const,
};
