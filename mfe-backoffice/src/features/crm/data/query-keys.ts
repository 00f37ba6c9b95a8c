/** Query keys of the CRM, namespaced [slice, feature, ...]. */
export const crmKeys = {
  all: ['backoffice', 'crm'] as const,
  dashboardStats: () => [...crmKeys.all, 'dashboard-stats'] as const,
};
