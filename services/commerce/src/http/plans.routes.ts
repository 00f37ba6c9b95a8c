import { Router } from 'express';
import { commerceOperations } from '@academy/contracts';
import { operationHandlers, type IdentityClient } from '@academy/service-kit';
import type { PlansRepository } from '../data/plans.repository.ts';
import { listPublicPlans } from '../domain/list-plans.use-case.ts';

export function plansRoutes(deps: { plans: PlansRepository; identity: IdentityClient }): Router {
  const router = Router();
  const handle = operationHandlers(router, deps);
  // Public: the pricing page shows the offer to visitors.
  handle(commerceOperations.getPlans, () => listPublicPlans(deps.plans));
  return router;
}
