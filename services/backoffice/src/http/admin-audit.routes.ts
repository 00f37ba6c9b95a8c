import { Router } from 'express';
import { backofficeOperations } from '@academy/contracts';
import { operationHandlers, type IdentityClient } from '@academy/service-kit';
import type { AuditLogRepository } from '../data/audit-log.repository.ts';
import { exportAuditLogCsv, listAuditLog } from '../domain/audit-log.use-case.ts';

/** /api/admin/audit-log: the Security & Audit tab's log, for administrators only. */
export function adminAuditRoutes(deps: { auditLog: AuditLogRepository; identity: IdentityClient }): Router {
  const router = Router();
  const handle = operationHandlers(router, deps);
  handle(backofficeOperations.getAuditLog, ({ query }) => listAuditLog(deps.auditLog, query));
  // The download reads the page's filters; a page or page size it is sent means nothing to it and is dropped.
  handle(backofficeOperations.exportAuditLog, async ({ query, res }) => {
    res
      .attachment('audit-log.csv')
      .type('text/csv; charset=utf-8')
      .send(await exportAuditLogCsv(deps.auditLog, query));
  });
  return router;
}
