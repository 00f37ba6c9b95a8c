import type { RemoteApp } from '@academy/web-kit';
import { ToolsPage } from './features/catalogue/index.ts';
import './styles.css';

/** What the tools slice gives the shell: its pages, by path. */
export const app: RemoteApp = {
  appId: 'tools',
  version: 1,
  routes: [{ path: '/tools', access: 'signed-in', component: ToolsPage, title: 'AI Business Tools' }],
  provides: {},
};
