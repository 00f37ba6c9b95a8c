export { CrmPage } from './crm-page.tsx';
