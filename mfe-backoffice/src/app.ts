import type { RemoteApp } from '@academy/web-kit';
import { CrmPage } from './features/crm/index.ts';
import './styles.css';

/** What the back-office slice gives the shell: its pages, by path. */
export const app: RemoteApp = {
  appId: 'backoffice',
  version: 1,
  routes: [{ path: '/crm', access: 'signed-in', component: CrmPage, title: 'CRM' }],
  provides: {},
};
