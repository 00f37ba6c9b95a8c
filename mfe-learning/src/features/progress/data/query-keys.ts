/** Query keys of the learner's progress records, namespaced [slice, feature, ...]. */
export const progressKeys = {
  all: ['learning', 'progress'] as const,
  list: () => [...progressKeys.all, 'list'] as const,
};
