/** Query keys of onboarding, namespaced [slice, feature, ...]. */
export const onboardingKeys = {
  all: ['learning', 'onboarding'] as const,
  record: () => [...onboardingKeys.all, 'record'] as const,
};

/** The learner's stats (the estimated ROI reads the onboarding answers). */
export const statsKey = ['learning', 'stats'] as const;
