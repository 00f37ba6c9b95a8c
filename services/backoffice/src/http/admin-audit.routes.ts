import { Router } from 'express';
import { auditLogQuerySchema, backofficeOperations } from '@academy/contracts';
import { operationHandlers, parseInput, route, type IdentityClient } from '@academy/service-kit';
import type { AuditLogRepository } from '../data/audit-log.repository.ts';
import { exportAuditLogCsv, listAuditLog } from '../domain/audit-log.use-case.ts';

/** /api/admin/audit-log: the Security & Audit tab's log, for administrators only. */
export function adminAuditRoutes(deps: { auditLog: AuditLogRepository; identity: IdentityClient }): Router {
  const router = Router();
  const handle = operationHandlers(router, deps);
  handle(backofficeOperations.getAuditLog, ({ query, res }) => {
    res.set('Cache-Control', 'no-store');
    return listAuditLog(deps.auditLog, query);
  });
  // The download reads the page's filters with the page's own schema: a page or page size it is sent is
  // checked and then dropped (the operation's query leaves them out, so it would no longer refuse a bad one).
  route(router, backofficeOperations.exportAuditLog, deps.identity.requireAdmin, async (req, res) => {
    const { page: _page, pageSize: _pageSize, ...query } = parseInput(auditLogQuerySchema, req.query, 'BACKOFFICE_INVALID_REQUEST');
    const csv = await exportAuditLogCsv(deps.auditLog, query);
    res.set('Cache-Control', 'no-store').attachment('audit-log.csv').type('text/csv; charset=utf-8').send(csv);
  });
  return router;
}
