export { ModulePage } from './module-page.tsx';
