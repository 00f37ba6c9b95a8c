/** Query keys of the CRM, namespaced [slice, feature, ...]. */
export const crmKeys = {
  all: ['backoffice', 'crm'] as const,
  dashboardStats: () => [...crmKeys.all, 'dashboard-stats'] as const,
  contacts: () => [...crmKeys.all, 'contacts'] as const,
  deals: () => [...crmKeys.all, 'deals'] as const,
  contactList: (filter: { search?: string; status: string }) => [...crmKeys.contacts(), 'list', filter] as const,
  contact: (id: number) => [...crmKeys.contacts(), 'detail', id] as const,
};
