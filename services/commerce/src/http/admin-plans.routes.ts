import { Router, type Request } from 'express';
import { adminPlanCreateRequestSchema, adminPlanUpdateRequestSchema, commerceOperations, planIdParamsSchema, subscriptionPlanSchema } from '@academy/contracts';
import { currentUser, operationHandlers, parseInput, route, sendJson, type IdentityClient } from '@academy/service-kit';
import type { PlansRepository } from '../data/plans.repository.ts';
import type { RunInTransaction } from '../data/transaction.ts';
import { auditedPlanAction, type PlanActor } from '../domain/admin-action.use-case.ts';
import { createPlan, deletePlan, listAllPlans, updatePlan } from '../domain/admin-plans.use-case.ts';

/** The plan id a create request names, when it names a usable one (for the audit entry of a refusal too). */
function bodyId(body: unknown): string | undefined {
  const id = (body as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' && id.length > 0 && id.length <= 200 ? id : undefined;
}

/** /api/admin/subscription-plans: administrators manage the plans (the back-office's Pricing Management). */
export function adminPlansRoutes(deps: { plans: PlansRepository; identity: IdentityClient; transaction: RunInTransaction }): Router {
  const router = Router();
  const handle = operationHandlers(router, deps);
  const actorOf = (req: Request): PlanActor => ({ actorId: currentUser(req).id, requestId: req.id === undefined ? undefined : String(req.id) });
  handle(commerceOperations.getAdminPlans, () => listAllPlans(deps.plans));
  // A create or an edit parses its body inside the audited action: a refused body is in the audit log too.
  route(router, commerceOperations.createPlan, deps.identity.requireAdmin, async (req, res) => {
    const plan = await auditedPlanAction(deps.transaction, actorOf(req), 'plan.create', bodyId(req.body), (tx) => createPlan(deps.plans, tx, parseInput(adminPlanCreateRequestSchema, req.body, 'COMMERCE_INVALID_REQUEST')));
    sendJson(res, subscriptionPlanSchema, plan, 201);
  });
  route(router, commerceOperations.updatePlan, deps.identity.requireAdmin, async (req, res) => {
    const { id } = parseInput(planIdParamsSchema, req.params, 'COMMERCE_INVALID_REQUEST');
    const plan = await auditedPlanAction(deps.transaction, actorOf(req), 'plan.update', id, (tx) => updatePlan(deps.plans, tx, id, parseInput(adminPlanUpdateRequestSchema, req.body, 'COMMERCE_INVALID_REQUEST')));
    sendJson(res, subscriptionPlanSchema, plan);
  });
  handle(commerceOperations.deletePlan, async ({ params, req }) => {
    await auditedPlanAction(deps.transaction, actorOf(req), 'plan.delete', params.id, (tx) => deletePlan(deps.plans, tx, params.id));
  });
  return router;
}
