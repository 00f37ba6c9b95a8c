/** Query keys of the dashboard's own data, namespaced [slice, feature, ...]. */
export const dashboardKeys = {
  all: ['learning', 'dashboard'] as const,
  aiTools: () => [...dashboardKeys.all, 'ai-tools'] as const,
  featuredCaseStudy: () => [...dashboardKeys.all, 'featured-case-study'] as const,
  arenaLevel: () => [...dashboardKeys.all, 'arena-level'] as const,
  /**
   * Whether the learner's onboarding is on record. It lives under the onboarding namespace so that
   * saving the onboarding answers (which invalidates ['learning', 'onboarding']) refreshes it too.
   */
  onboardingStatus: () => ['learning', 'onboarding', 'status'] as const,
};
