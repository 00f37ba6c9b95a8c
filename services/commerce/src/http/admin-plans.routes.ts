import { Router } from 'express';
import { adminPlanCreateRequestSchema, adminPlanUpdateRequestSchema, commerceOperations, planIdParamsSchema, subscriptionPlanSchema, subscriptionPlansResponseSchema } from '@academy/contracts';
import { parseInput, route, sendJson, type IdentityClient } from '@academy/service-kit';
import type { PlansRepository } from '../data/plans.repository.ts';
import { createPlan, deletePlan, listAllPlans, updatePlan } from '../domain/admin-plans.use-case.ts';

/** /api/admin/subscription-plans: administrators manage the plans (the back-office's Pricing Management). */
export function adminPlansRoutes(deps: { plans: PlansRepository; identity: IdentityClient }): Router {
  const router = Router();
  route(router, commerceOperations.getAdminPlans, deps.identity.requireAdmin, async (_req, res) => {
    sendJson(res, subscriptionPlansResponseSchema, await listAllPlans(deps.plans));
  });
  route(router, commerceOperations.createPlan, deps.identity.requireAdmin, async (req, res) => {
    const body = parseInput(adminPlanCreateRequestSchema, req.body, 'COMMERCE_INVALID_REQUEST');
    sendJson(res, subscriptionPlanSchema, await createPlan(deps.plans, body), 201);
  });
  route(router, commerceOperations.updatePlan, deps.identity.requireAdmin, async (req, res) => {
    const { id } = parseInput(planIdParamsSchema, req.params, 'COMMERCE_INVALID_REQUEST');
    const body = parseInput(adminPlanUpdateRequestSchema, req.body, 'COMMERCE_INVALID_REQUEST');
    sendJson(res, subscriptionPlanSchema, await updatePlan(deps.plans, id, body));
  });
  route(router, commerceOperations.deletePlan, deps.identity.requireAdmin, async (req, res) => {
    const { id } = parseInput(planIdParamsSchema, req.params, 'COMMERCE_INVALID_REQUEST');
    await deletePlan(deps.plans, id);
    res.status(204).end();
  });
  return router;
}
