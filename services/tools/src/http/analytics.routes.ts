import { Router } from 'express';
import {
  businessImpactInputSchema,
  businessImpactListResponseSchema,
  businessImpactMetricSchema,
  idParamSchema,
  roiCalculationInputSchema,
  roiCalculationListResponseSchema,
  roiCalculationSchema,
  toolsOperations,
} from '@academy/contracts';
import { currentUser, parseInput, route, sendJson, type IdentityClient } from '@academy/service-kit';
import type { AnalyticsRepository } from '../data/analytics.repository.ts';
import { addMetric, deleteMetric, listMetrics, replaceMetric } from '../domain/business-impact.use-case.ts';
import { addRoiCalculation, deleteRoiCalculation, listRoiCalculations, replaceRoiCalculation } from '../domain/roi-calculations.use-case.ts';

/** The Analytics dashboard's own data: a learner's business-impact metrics and ROI calculations. */
export function analyticsRoutes(deps: { analytics: AnalyticsRepository; identity: IdentityClient }): Router {
  const router = Router();
  const signedIn = deps.identity.requireUser;
  const id = (params: unknown) => parseInput(idParamSchema, params, 'TOOLS_INVALID_ID', 'The id must be a positive whole number.').id;

  route(router, toolsOperations.getBusinessImpact, signedIn, async (req, res) => {
    sendJson(res, businessImpactListResponseSchema, await listMetrics(deps.analytics, currentUser(req).id));
  });
  route(router, toolsOperations.postBusinessImpact, signedIn, async (req, res) => {
    const body = parseInput(businessImpactInputSchema, req.body);
    sendJson(res, businessImpactMetricSchema, await addMetric(deps.analytics, currentUser(req).id, body), 201);
  });
  route(router, toolsOperations.putBusinessImpact, signedIn, async (req, res) => {
    const metricId = id(req.params);
    const body = parseInput(businessImpactInputSchema, req.body);
    sendJson(res, businessImpactMetricSchema, await replaceMetric(deps.analytics, currentUser(req).id, metricId, body));
  });
  route(router, toolsOperations.deleteBusinessImpact, signedIn, async (req, res) => {
    await deleteMetric(deps.analytics, currentUser(req).id, id(req.params));
    res.status(204).end();
  });

  route(router, toolsOperations.getRoiCalculations, signedIn, async (req, res) => {
    sendJson(res, roiCalculationListResponseSchema, await listRoiCalculations(deps.analytics, currentUser(req).id));
  });
  route(router, toolsOperations.postRoiCalculation, signedIn, async (req, res) => {
    const body = parseInput(roiCalculationInputSchema, req.body);
    sendJson(res, roiCalculationSchema, await addRoiCalculation(deps.analytics, currentUser(req).id, body), 201);
  });
  route(router, toolsOperations.putRoiCalculation, signedIn, async (req, res) => {
    const calculationId = id(req.params);
    const body = parseInput(roiCalculationInputSchema, req.body);
    sendJson(res, roiCalculationSchema, await replaceRoiCalculation(deps.analytics, currentUser(req).id, calculationId, body));
  });
  route(router, toolsOperations.deleteRoiCalculation, signedIn, async (req, res) => {
    await deleteRoiCalculation(deps.analytics, currentUser(req).id, id(req.params));
    res.status(204).end();
  });
  return router;
}
