import { Router } from 'express';
import { auditLogPageSchema, auditLogQuerySchema, backofficeOperations } from '@academy/contracts';
import { parseInput, route, sendJson, type IdentityClient } from '@academy/service-kit';
import type { AuditLogRepository } from '../data/audit-log.repository.ts';
import { exportAuditLogCsv, listAuditLog } from '../domain/audit-log.use-case.ts';

/** /api/admin/audit-log: the Security & Audit tab's log, for administrators only. */
export function adminAuditRoutes(deps: { auditLog: AuditLogRepository; identity: IdentityClient }): Router {
  const router = Router();
  route(router, backofficeOperations.getAuditLog, deps.identity.requireAdmin, async (req, res) => {
    const query = parseInput(auditLogQuerySchema, req.query, 'BACKOFFICE_INVALID_REQUEST');
    res.set('Cache-Control', 'no-store');
    sendJson(res, auditLogPageSchema, await listAuditLog(deps.auditLog, query));
  });
  route(router, backofficeOperations.exportAuditLog, deps.identity.requireAdmin, async (req, res) => {
    const { page: _page, pageSize: _pageSize, ...query } = parseInput(auditLogQuerySchema, req.query, 'BACKOFFICE_INVALID_REQUEST');
    const csv = await exportAuditLogCsv(deps.auditLog, query);
    res.set('Cache-Control', 'no-store').attachment('audit-log.csv').type('text/csv; charset=utf-8').send(csv);
  });
  return router;
}
