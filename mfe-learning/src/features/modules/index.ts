export { categoryLabel, categoryStyle } from './category-style.ts';
export { modulesQuery, useModule, useModules } from './data/queries.ts';
export { modulesKeys } from './data/query-keys.ts';
