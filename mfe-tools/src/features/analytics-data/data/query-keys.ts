/** Query keys of the Analytics dashboard, namespaced [slice, feature, ...]. */
export const analyticsKeys = {
  all: ['tools', 'analytics'] as const,
  sessions: () => [...analyticsKeys.all, 'learning-sessions'] as const,
  skills: () => [...analyticsKeys.all, 'skill-records'] as const,
  metrics: () => [...analyticsKeys.all, 'business-impact'] as const,
  roiCalculations: () => [...analyticsKeys.all, 'roi-calculations'] as const,
};
