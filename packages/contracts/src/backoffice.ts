import { z } from 'zod';

/** GET /api/crm/dashboard-stats */
export const crmDashboardStatsSchema = z.object({
  totalContacts: z.number().int().nonnegative(),
  totalDeals: z.number().int().nonnegative(),
  totalValue: z.number().int().nonnegative(),
  activitiesThisWeek: z.number().int().nonnegative(),
});
export type CrmDashboardStats = z.infer<typeof crmDashboardStatsSchema>;
