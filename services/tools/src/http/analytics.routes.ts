import { Router } from 'express';
import { toolsOperations } from '@academy/contracts';
import { operationHandlers, type IdentityClient } from '@academy/service-kit';
import type { AnalyticsRepository } from '../data/analytics.repository.ts';
import { addMetric, deleteMetric, listMetrics, replaceMetric } from '../domain/business-impact.use-case.ts';
import { addRoiCalculation, deleteRoiCalculation, listRoiCalculations, replaceRoiCalculation } from '../domain/roi-calculations.use-case.ts';

/** The Analytics dashboard's own data: a learner's business-impact metrics and ROI calculations. */
export function analyticsRoutes(deps: { analytics: AnalyticsRepository; identity: IdentityClient }): Router {
  const router = Router();
  const handle = operationHandlers(router, deps);

  handle(toolsOperations.getBusinessImpact, ({ user }) => listMetrics(deps.analytics, user.id));
  handle(toolsOperations.postBusinessImpact, ({ user, body }) => addMetric(deps.analytics, user.id, body));
  handle(toolsOperations.putBusinessImpact, ({ user, params, body }) => replaceMetric(deps.analytics, user.id, params.id, body));
  handle(toolsOperations.deleteBusinessImpact, ({ user, params }) => deleteMetric(deps.analytics, user.id, params.id));

  handle(toolsOperations.getRoiCalculations, ({ user }) => listRoiCalculations(deps.analytics, user.id));
  handle(toolsOperations.postRoiCalculation, ({ user, body }) => addRoiCalculation(deps.analytics, user.id, body));
  handle(toolsOperations.putRoiCalculation, ({ user, params, body }) => replaceRoiCalculation(deps.analytics, user.id, params.id, body));
  handle(toolsOperations.deleteRoiCalculation, ({ user, params }) => deleteRoiCalculation(deps.analytics, user.id, params.id));
  return router;
}
