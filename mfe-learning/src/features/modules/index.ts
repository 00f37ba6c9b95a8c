export { categoryLabel, categoryStyle } from './category-style.ts';
export { progressModuleOfSummary } from './data/progress-rules.ts';
export { moduleQuery, modulesQuery, useModule, useModules } from './data/queries.ts';
export { modulesKeys } from './data/query-keys.ts';
export { learnerAccess } from './learner-access.ts';
