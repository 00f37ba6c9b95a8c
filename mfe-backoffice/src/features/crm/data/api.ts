import { crmDashboardStatsSchema, type CrmDashboardStats } from '@academy/contracts';
import { getJson } from '@academy/web-kit';

export function getCrmDashboardStats(): Promise<CrmDashboardStats> {
  return getJson('/api/crm/dashboard-stats', crmDashboardStatsSchema);
}
