export {
  progressQuery,
  refreshLearnerProgress,
  storeProgressRecord,
  useModuleProgress,
  useProgressList,
  useSaveProgress,
} from './data/queries.ts';
export { progressKeys } from './data/query-keys.ts';
export { withPendingMarks, pendingMarksStorageKey } from './data/mark-queue.ts';
export type { PendingMark, ProgressIntent } from './data/mark-queue.ts';
