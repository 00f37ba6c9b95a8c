/** Query keys of the tools catalogue, namespaced [slice, feature, ...]. */
export const catalogueKeys = {
  all: ['tools', 'catalogue'] as const,
  list: () => [...catalogueKeys.all, 'list'] as const,
};
