/** Query keys of the payment success feature, namespaced [slice, feature, ...]. */
export const paymentSuccessKeys = {
  all: ['commerce', 'payment-success'] as const,
  verification: (paymentIntentId: string) => [...paymentSuccessKeys.all, 'verification', paymentIntentId] as const,
};
