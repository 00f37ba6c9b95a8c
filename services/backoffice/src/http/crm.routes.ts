import { Router } from 'express';
import { crmDashboardStatsSchema } from '@academy/contracts';
import { currentUser, sendJson, type IdentityClient } from '@academy/service-kit';
import type { CrmRepository } from '../data/crm.repository.ts';
import { getDashboardStats } from '../domain/dashboard-stats.use-case.ts';

export function crmRoutes(deps: { crm: CrmRepository; identity: IdentityClient }): Router {
  const router = Router();
  router.use('/api/crm', deps.identity.requireUser);
  router.get('/api/crm/dashboard-stats', async (req, res) => {
    sendJson(res, crmDashboardStatsSchema, await getDashboardStats(deps.crm, currentUser(req).id));
  });
  return router;
}
