import { auditLogPageSchema, auditLogQuerySchema, crmDashboardStatsSchema } from './backoffice.ts';
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
  getAuditLog: {
    method: 'get',
    path: '/api/admin/audit-log',
    service: 'backoffice',
    summary: 'One page of the audit log (every event the slices publish and every administrator action), filtered by event type, user and date',
    access: 'administrator',
    query: auditLogQuerySchema,
    response: auditLogPageSchema,
  },
  exportAuditLog: {
    method: 'get',
    path: '/api/admin/audit-log.csv',
    service: 'backoffice',
    summary: 'The audit log entries matching the filters as a CSV file (at most 50,000 rows)',
    access: 'administrator',
    query: auditLogQuerySchema.omit({ page: true, pageSize: true }),
    produces: 'file',
  },
} as const satisfies OperationTable;
