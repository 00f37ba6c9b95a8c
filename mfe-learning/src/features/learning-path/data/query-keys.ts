/** Query keys of the learning path, namespaced [slice, feature, ...]. */
export const learningPathKeys = {
  all: ['learning', 'learning-path'] as const,
  mine: () => [...learningPathKeys.all, 'mine'] as const,
};
