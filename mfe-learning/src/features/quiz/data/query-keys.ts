/** Query and mutation keys of the module quizzes, namespaced [slice, feature, ...]. */
export const quizKeys = {
  all: ['learning', 'quiz'] as const,
  attempt: (moduleId: number) => [...quizKeys.all, 'attempt', moduleId] as const,
};
