import { Router, type Request } from 'express';
import { commerceOperations, planIdParamsSchema } from '@academy/contracts';
import { currentUser, forRequest, operationHandlers, type AppError, type IdentityClient } from '@academy/service-kit';
import type { PlansRepository } from '../data/plans.repository.ts';
import type { RunInTransaction } from '../data/transaction.ts';
import { announcePlanRefusal, planAction, type PlanAction, type PlanActor } from '../domain/admin-action.use-case.ts';
import { createPlan, deletePlan, listAllPlans, updatePlan } from '../domain/admin-plans.use-case.ts';

/** The plan id a create request names, when it names a usable one (for the audit entry of a refusal too). */
function bodyId(body: unknown): string | undefined {
  const id = (body as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' && id.length > 0 && id.length <= 200 ? id : undefined;
}

/** The plan id of the path, when it is one. */
const pathId = (req: Request): string | undefined => planIdParamsSchema.safeParse(req.params).data?.id;

/** /api/admin/subscription-plans: administrators manage the plans (the back-office's Pricing Management). */
export function adminPlansRoutes(deps: { plans: PlansRepository; identity: IdentityClient; transaction: RunInTransaction }): Router {
  const router = Router();
  const handle = operationHandlers(router, deps);
  // The request's transactions: the audit events they publish continue its trace.
  const transactionOf = (req: Request) => forRequest(deps, req).transaction;
  const actorOf = (req: Request): PlanActor => ({ actorId: currentUser(req).id, requestId: req.id === undefined ? undefined : String(req.id) });
  // A refused change (a body that does not parse included) is in the audit log too.
  const audited = (action: PlanAction, targetOf: (req: Request) => string | undefined) => ({
    refused: (error: AppError, req: Request) => announcePlanRefusal(transactionOf(req), actorOf(req), action, targetOf(req), error),
  });

  handle(commerceOperations.getAdminPlans, () => listAllPlans(deps.plans));
  handle(
    commerceOperations.createPlan,
    ({ body, req }) => planAction(transactionOf(req), actorOf(req), 'plan.create', body.id, (tx) => createPlan(deps.plans, tx, body)),
    audited('plan.create', (req) => bodyId(req.body)),
  );
  handle(
    commerceOperations.updatePlan,
    ({ params, body, req }) => planAction(transactionOf(req), actorOf(req), 'plan.update', params.id, (tx) => updatePlan(deps.plans, tx, params.id, body)),
    audited('plan.update', pathId),
  );
  handle(
    commerceOperations.deletePlan,
    async ({ params, req }) => {
      await planAction(transactionOf(req), actorOf(req), 'plan.delete', params.id, (tx) => deletePlan(deps.plans, tx, params.id));
    },
    audited('plan.delete', pathId),
  );
  return router;
}
