/** Query keys of the purchases feature, namespaced [slice, feature, ...]. */
export const purchasesKeys = {
  all: ['commerce', 'purchases'] as const,
  list: () => [...purchasesKeys.all, 'list'] as const,
};
