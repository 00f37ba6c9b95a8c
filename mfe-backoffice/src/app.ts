import type { RemoteApp } from '@academy/web-kit';
// Not from the shared entry: a pure helper each remote bundles, so a shell of an earlier release need not have it.
import { remoteRoutes } from '@academy/web-kit/remote-routes';
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
