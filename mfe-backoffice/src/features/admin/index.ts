export { AdminPage } from './admin-page.tsx';
