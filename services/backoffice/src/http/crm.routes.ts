import { Router } from 'express';
import { backofficeOperations, crmDashboardStatsSchema } from '@academy/contracts';
import { currentUser, route, sendJson, type IdentityClient } from '@academy/service-kit';
import type { CrmRepository } from '../data/crm.repository.ts';
import { getDashboardStats } from '../domain/dashboard-stats.use-case.ts';

export function crmRoutes(deps: { crm: CrmRepository; identity: IdentityClient }): Router {
  const router = Router();
  router.use('/api/crm', deps.identity.requireUser);
  route(router, backofficeOperations.getCrmDashboardStats, async (req, res) => {
    sendJson(res, crmDashboardStatsSchema, await getDashboardStats(deps.crm, currentUser(req).id));
  });
  return router;
}
