export { ToolsPage } from './tools-page.tsx';
export { aiToolsQuery } from './data/queries.ts';
