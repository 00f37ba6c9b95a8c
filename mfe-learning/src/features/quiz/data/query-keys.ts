/** Query and mutation keys of the module quizzes, namespaced [slice, feature, ...]. */
export const quizKeys = {
  all: ['learning', 'quiz'] as const,
  attempt: (moduleId: number) => [...quizKeys.all, 'attempt', moduleId] as const,
  /** The open attempt and the retake wait of a module. */
  current: (moduleId: number) => [...quizKeys.all, 'current', moduleId] as const,
  /** The learner's quiz settings (the time multiplier). */
  profile: () => [...quizKeys.all, 'profile'] as const,
};
