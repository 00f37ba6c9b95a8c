import { Router } from 'express';
import { adminPlanCreateRequestSchema, adminPlanUpdateRequestSchema, planIdParamsSchema, subscriptionPlanSchema, subscriptionPlansResponseSchema } from '@academy/contracts';
import { parseInput, sendJson, type IdentityClient } from '@academy/service-kit';
import type { PlansRepository } from '../data/plans.repository.ts';
import { createPlan, deletePlan, listAllPlans, updatePlan } from '../domain/admin-plans.use-case.ts';

/** /api/admin/subscription-plans: administrators manage the plans (the back-office's Pricing Management). */
export function adminPlansRoutes(deps: { plans: PlansRepository; identity: IdentityClient }): Router {
  const router = Router();
  const path = '/api/admin/subscription-plans';
  router.get(path, deps.identity.requireAdmin, async (_req, res) => {
    sendJson(res, subscriptionPlansResponseSchema, await listAllPlans(deps.plans));
  });
  router.post(path, deps.identity.requireAdmin, async (req, res) => {
    const body = parseInput(adminPlanCreateRequestSchema, req.body, 'COMMERCE_INVALID_REQUEST');
    sendJson(res, subscriptionPlanSchema, await createPlan(deps.plans, body), 201);
  });
  router.put(`${path}/:id`, deps.identity.requireAdmin, async (req, res) => {
    const { id } = parseInput(planIdParamsSchema, req.params, 'COMMERCE_INVALID_REQUEST');
    const body = parseInput(adminPlanUpdateRequestSchema, req.body, 'COMMERCE_INVALID_REQUEST');
    sendJson(res, subscriptionPlanSchema, await updatePlan(deps.plans, id, body));
  });
  router.delete(`${path}/:id`, deps.identity.requireAdmin, async (req, res) => {
    const { id } = parseInput(planIdParamsSchema, req.params, 'COMMERCE_INVALID_REQUEST');
    await deletePlan(deps.plans, id);
    res.status(204).end();
  });
  return router;
}
