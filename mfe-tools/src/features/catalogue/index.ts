export { ToolsPage } from './tools-page.tsx';
