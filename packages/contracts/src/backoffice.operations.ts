import { crmDashboardStatsSchema } from './backoffice.ts';
import type { OperationTable } from './operation.ts';

/** Every route of the backoffice service. */
export const backofficeOperations = {
  getCrmDashboardStats: {
    method: 'get',
    path: '/api/crm/dashboard-stats',
    service: 'backoffice',
    summary: 'The CRM dashboard figures of the signed-in user',
    access: 'signed-in',
    response: crmDashboardStatsSchema,
  },
} as const satisfies OperationTable;
