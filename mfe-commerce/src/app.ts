import type { RemoteApp } from '@academy/web-kit';
// Not from the shared entry: a pure helper each remote bundles, so a shell of an earlier release need not have it.
import { remoteRoutes } from '@academy/web-kit/remote-routes';
import { CheckoutPage } from './features/checkout/index.ts';
import { PaymentSuccessPage } from './features/payment-success/index.ts';
import { PricingPage } from './features/pricing/index.ts';
import { ServicesPage } from './features/services/index.ts';
import { pages } from './pages.ts';
import './styles.css';

/** What the commerce slice gives the shell: its pages, by path. */
export const app: RemoteApp = {
  appId: 'commerce',
  version: 1,
  routes: remoteRoutes(pages, {
    '/pricing': PricingPage,
    '/checkout': CheckoutPage,
    '/payment-success': PaymentSuccessPage,
    '/services': ServicesPage,
  }),
  provides: {},
};
