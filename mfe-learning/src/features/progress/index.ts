export {
  progressQuery,
  refreshLearnerProgress,
  refreshBesideRecord,
  storeProgressRecord,
  useModuleProgress,
  useProgressList,
  useSaveProgress,
} from './data/queries.ts';
export { progressKeys } from './data/query-keys.ts';
export { latestKnownRecord, pendingMarksStorageKey, withPendingMarks } from './data/mark-queue.ts';
export type { PendingMark, ProgressIntent } from './data/mark-queue.ts';
