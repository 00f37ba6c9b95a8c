export {
  progressPayload,
  progressQuery,
  refreshLearnerProgress,
  storeProgressRecord,
  useModuleProgress,
  useProgressList,
  useSaveProgress,
} from './data/queries.ts';
export { progressKeys } from './data/query-keys.ts';
