import { Router } from 'express';
import { subscriptionPlansResponseSchema } from '@academy/contracts';
import { sendJson } from '@academy/service-kit';
import type { PlansRepository } from '../data/plans.repository.ts';
import { listPublicPlans } from '../domain/list-plans.use-case.ts';

export function plansRoutes(deps: { plans: PlansRepository }): Router {
  const router = Router();
  // Public: the pricing page shows the offer to visitors.
  router.get('/api/subscription-plans', async (_req, res) => {
    sendJson(res, subscriptionPlansResponseSchema, await listPublicPlans(deps.plans));
  });
  return router;
}
