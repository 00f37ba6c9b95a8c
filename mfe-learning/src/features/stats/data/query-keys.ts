/** Query keys of the learner's stats, namespaced [slice, feature, ...]. */
export const statsKeys = {
  all: ['learning', 'stats'] as const,
  summary: () => [...statsKeys.all, 'summary'] as const,
};
