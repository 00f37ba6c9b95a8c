import { idParamSchema } from './common.ts';
import type { OperationTable } from './operation.ts';
import {
  aiToolsResponseSchema,
  businessImpactInputSchema,
  businessImpactListResponseSchema,
  businessImpactMetricSchema,
  roiCalculationInputSchema,
  roiCalculationListResponseSchema,
  roiCalculationSchema,
} from './tools.ts';

/** A metric's or calculation's id that is not a positive whole number. */
const invalidId = { code: 'TOOLS_INVALID_ID', message: 'The id must be a positive whole number.' } as const;

/** Every route of the tools service. */
export const toolsOperations = {
  getAiTools: {
    method: 'get',
    path: '/api/ai-tools',
    service: 'tools',
    summary: 'The AI tools catalogue',
    access: 'signed-in',
    response: aiToolsResponseSchema,
  },
  getBusinessImpact: {
    method: 'get',
    path: '/api/business-impact',
    service: 'tools',
    summary: 'The caller’s business-impact metrics, newest first',
    access: 'signed-in',
    response: businessImpactListResponseSchema,
  },
  postBusinessImpact: {
    method: 'post',
    path: '/api/business-impact',
    service: 'tools',
    summary: 'Records a business-impact metric (the improvement percentage is computed by the service)',
    access: 'signed-in',
    request: businessImpactInputSchema,
    response: businessImpactMetricSchema,
    status: 201,
  },
  putBusinessImpact: {
    method: 'put',
    path: '/api/business-impact/:id',
    service: 'tools',
    summary: 'Replaces one of the caller’s metrics (404 for anyone else’s)',
    access: 'signed-in',
    params: idParamSchema,
    paramsError: invalidId,
    request: businessImpactInputSchema,
    response: businessImpactMetricSchema,
  },
  deleteBusinessImpact: {
    method: 'delete',
    path: '/api/business-impact/:id',
    service: 'tools',
    summary: 'Deletes one of the caller’s metrics (404 for anyone else’s)',
    access: 'signed-in',
    params: idParamSchema,
    paramsError: invalidId,
    status: 204,
  },
  getRoiCalculations: {
    method: 'get',
    path: '/api/roi-calculations',
    service: 'tools',
    summary: 'The caller’s ROI calculations, newest first',
    access: 'signed-in',
    response: roiCalculationListResponseSchema,
  },
  postRoiCalculation: {
    method: 'post',
    path: '/api/roi-calculations',
    service: 'tools',
    summary: 'Records an ROI calculation (the ROI percentage is computed by the service)',
    access: 'signed-in',
    request: roiCalculationInputSchema,
    response: roiCalculationSchema,
    status: 201,
  },
  putRoiCalculation: {
    method: 'put',
    path: '/api/roi-calculations/:id',
    service: 'tools',
    summary: 'Replaces one of the caller’s ROI calculations (404 for anyone else’s)',
    access: 'signed-in',
    params: idParamSchema,
    paramsError: invalidId,
    request: roiCalculationInputSchema,
    response: roiCalculationSchema,
  },
  deleteRoiCalculation: {
    method: 'delete',
    path: '/api/roi-calculations/:id',
    service: 'tools',
    summary: 'Deletes one of the caller’s ROI calculations (404 for anyone else’s)',
    access: 'signed-in',
    params: idParamSchema,
    paramsError: invalidId,
    status: 204,
  },
} as const satisfies OperationTable;
