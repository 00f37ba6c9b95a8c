import {
  learningOperations,
  toolsOperations,
  type learningAnalyticsResponseSchema,
  type skillRecordsResponseSchema,
  type BusinessImpactInput,
  type BusinessImpactMetric,
  type RoiCalculation,
  type RoiCalculationInput,
} from '@academy/contracts';
import { callOperation } from '@academy/web-kit';

export type LearningSession = ReturnType<typeof learningAnalyticsResponseSchema.parse>[number];
export type SkillRecord = ReturnType<typeof skillRecordsResponseSchema.parse>[number];

/** The learner's study sessions (the learning service). */
export function getLearningSessions(): Promise<LearningSession[]> {
  return callOperation(learningOperations.getLearningAnalytics);
}

/** Per skill category, the first and latest assessment score (the learning service). */
export function getSkillRecords(): Promise<SkillRecord[]> {
  return callOperation(learningOperations.getSkillRecords);
}

export function getBusinessImpact(): Promise<BusinessImpactMetric[]> {
  return callOperation(toolsOperations.getBusinessImpact);
}

export function postBusinessImpact(input: BusinessImpactInput): Promise<BusinessImpactMetric> {
  return callOperation(toolsOperations.postBusinessImpact, { body: input });
}

export function putBusinessImpact(id: number, input: BusinessImpactInput): Promise<BusinessImpactMetric> {
  return callOperation(toolsOperations.putBusinessImpact, { params: { id }, body: input });
}

export function deleteBusinessImpact(id: number): Promise<null> {
  return callOperation(toolsOperations.deleteBusinessImpact, { params: { id } });
}

export function getRoiCalculations(): Promise<RoiCalculation[]> {
  return callOperation(toolsOperations.getRoiCalculations);
}

export function postRoiCalculation(input: RoiCalculationInput): Promise<RoiCalculation> {
  return callOperation(toolsOperations.postRoiCalculation, { body: input });
}

export function putRoiCalculation(id: number, input: RoiCalculationInput): Promise<RoiCalculation> {
  return callOperation(toolsOperations.putRoiCalculation, { params: { id }, body: input });
}

export function deleteRoiCalculation(id: number): Promise<null> {
  return callOperation(toolsOperations.deleteRoiCalculation, { params: { id } });
}
