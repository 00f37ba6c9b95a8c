export { ModuleUpdateNotice, ModuleUpdatesCard } from './module-update-notice.tsx';
export { moduleUpdatesKeys } from './data/query-keys.ts';
