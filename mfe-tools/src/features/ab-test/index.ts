export { AbTestPage } from './ab-test-page.tsx';
