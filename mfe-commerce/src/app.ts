import type { RemoteApp } from '@academy/web-kit';
import { PricingPage } from './features/pricing/index.ts';
import './styles.css';

/** What the commerce slice gives the shell: its pages, by path. */
export const app: RemoteApp = {
  appId: 'commerce',
  version: 1,
  routes: [{ path: '/pricing', access: 'public', component: PricingPage, title: 'Pricing' }],
  provides: {},
};
