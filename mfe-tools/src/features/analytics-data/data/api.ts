import {
  businessImpactListResponseSchema,
  businessImpactMetricSchema,
  learningAnalyticsResponseSchema,
  roiCalculationListResponseSchema,
  roiCalculationSchema,
  skillRecordsResponseSchema,
  type BusinessImpactInput,
  type BusinessImpactMetric,
  type RoiCalculation,
  type RoiCalculationInput,
} from '@academy/contracts';
import { apiRequest, getJson } from '@academy/web-kit';

export type LearningSession = ReturnType<typeof learningAnalyticsResponseSchema.parse>[number];
export type SkillRecord = ReturnType<typeof skillRecordsResponseSchema.parse>[number];

/** The learner's study sessions (the learning service). */
export function getLearningSessions(): Promise<LearningSession[]> {
  return getJson('/api/analytics/learning', learningAnalyticsResponseSchema);
}

/** Per skill category, the first and latest assessment score (the learning service). */
export function getSkillRecords(): Promise<SkillRecord[]> {
  return getJson('/api/skill-assessments', skillRecordsResponseSchema);
}

export function getBusinessImpact(): Promise<BusinessImpactMetric[]> {
  return getJson('/api/business-impact', businessImpactListResponseSchema);
}

export function postBusinessImpact(input: BusinessImpactInput): Promise<BusinessImpactMetric> {
  return apiRequest('POST', '/api/business-impact', input, businessImpactMetricSchema);
}

export function putBusinessImpact(id: number, input: BusinessImpactInput): Promise<BusinessImpactMetric> {
  return apiRequest('PUT', `/api/business-impact/${id}`, input, businessImpactMetricSchema);
}

export function deleteBusinessImpact(id: number): Promise<unknown> {
  return apiRequest('DELETE', `/api/business-impact/${id}`);
}

export function getRoiCalculations(): Promise<RoiCalculation[]> {
  return getJson('/api/roi-calculations', roiCalculationListResponseSchema);
}

export function postRoiCalculation(input: RoiCalculationInput): Promise<RoiCalculation> {
  return apiRequest('POST', '/api/roi-calculations', input, roiCalculationSchema);
}

export function putRoiCalculation(id: number, input: RoiCalculationInput): Promise<RoiCalculation> {
  return apiRequest('PUT', `/api/roi-calculations/${id}`, input, roiCalculationSchema);
}

export function deleteRoiCalculation(id: number): Promise<unknown> {
  return apiRequest('DELETE', `/api/roi-calculations/${id}`);
}
