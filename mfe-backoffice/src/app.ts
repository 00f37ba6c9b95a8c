import { remoteRoutes, type RemoteApp } from '@academy/web-kit';
import { AdminPage } from './features/admin/index.ts';
import { CrmPage } from './features/crm/index.ts';
import { pages } from './pages.ts';
import './styles.css';

/** What the back-office slice gives the shell: its pages, by path. */
export const app: RemoteApp = {
  appId: 'backoffice',
  version: 1,
  routes: remoteRoutes(pages, {
    '/admin': AdminPage,
    '/crm': CrmPage,
  }),
  provides: {},
};
