import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@academy/web-kit';
import { getCrmDashboardStats } from './api.ts';
import { crmKeys } from './query-keys.ts';

export const crmDashboardStatsQuery = queryOptions({
  queryKey: crmKeys.dashboardStats(),
  queryFn: getCrmDashboardStats,
  retry: false,
});

/** The signed-in user's CRM figures. */
export function useCrmDashboardStats() {
  const auth = useAuth();
  return useQuery({ ...crmDashboardStatsQuery, enabled: auth.status === 'authenticated' });
}
