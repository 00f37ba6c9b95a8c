export type { LearningSession, SkillRecord } from './data/api.ts';
export {
  useAddMetric,
  useAddRoiCalculation,
  useBusinessImpact,
  useDeleteMetric,
  useDeleteRoiCalculation,
  useLearningSessions,
  useRoiCalculations,
  useSkillRecords,
  useUpdateMetric,
  useUpdateRoiCalculation,
} from './data/queries.ts';
export { analyticsKeys } from './data/query-keys.ts';
export { failureText } from './failure-text.ts';
