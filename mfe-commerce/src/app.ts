import type { RemoteApp } from '@academy/web-kit';
import { CheckoutPage } from './features/checkout/index.ts';
import { PaymentSuccessPage } from './features/payment-success/index.ts';
import { PricingPage } from './features/pricing/index.ts';
import { ServicesPage } from './features/services/index.ts';
import './styles.css';

/** What the commerce slice gives the shell: its pages, by path. */
export const app: RemoteApp = {
  appId: 'commerce',
  version: 1,
  routes: [
    { path: '/pricing', access: 'public', component: PricingPage, title: 'Pricing' },
    { path: '/checkout', access: 'public', component: CheckoutPage, title: 'Checkout' },
    { path: '/payment-success', access: 'public', component: PaymentSuccessPage, title: 'Payment Successful' },
    { path: '/services', access: 'public', component: ServicesPage, title: 'Services' },
  ],
  provides: {},
};
