/** Query keys of the subscriptions feature, namespaced [slice, feature, ...]. */
export const subscriptionsKeys = {
  all: ['commerce', 'subscriptions'] as const,
  list: () => [...subscriptionsKeys.all, 'list'] as const,
};
