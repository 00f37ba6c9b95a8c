import { Router } from 'express';
import { commerceOperations, subscriptionPlansResponseSchema } from '@academy/contracts';
import { route, sendJson } from '@academy/service-kit';
import type { PlansRepository } from '../data/plans.repository.ts';
import { listPublicPlans } from '../domain/list-plans.use-case.ts';

export function plansRoutes(deps: { plans: PlansRepository }): Router {
  const router = Router();
  // Public: the pricing page shows the offer to visitors.
  route(router, commerceOperations.getPlans, async (_req, res) => {
    sendJson(res, subscriptionPlansResponseSchema, await listPublicPlans(deps.plans));
  });
  return router;
}
