export { statsQuery, useStats } from './data/queries.ts';
export { statsKeys } from './data/query-keys.ts';
