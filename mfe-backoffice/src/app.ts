import type { RemoteApp } from '@academy/web-kit';
import { AdminPage } from './features/admin/index.ts';
import { CrmPage } from './features/crm/index.ts';
import './styles.css';

/** What the back-office slice gives the shell: its pages, by path. */
export const app: RemoteApp = {
  appId: 'backoffice',
  version: 1,
  routes: [
    // Public so the page itself can send visitors to sign in and tell non-administrators why they are turned away.
    { path: '/admin', access: 'public', component: AdminPage, title: 'Admin Dashboard' },
    { path: '/crm', access: 'public', component: CrmPage, title: 'CRM' },
  ],
  provides: {},
};
