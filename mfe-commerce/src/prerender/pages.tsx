// What the commerce slice's build prerenders (scripts/prerender-pages.ts bundles this file for Node):
// the first view of its pages, for the gateway to show before the app is there
// (docs/decisions/018-pages-in-their-html.md).
import { ownedPage, prerenderRoute, type PrerenderedPage } from '@academy/web-kit/prerender';
import { CheckoutPage } from '../features/checkout/index.ts';
import { PaymentSuccessPage } from '../features/payment-success/index.ts';
import { PricingPage } from '../features/pricing/index.ts';
import { ServicesPage } from '../features/services/index.ts';

/** /pricing, for a visitor and for a signed-in user: the offer, the plans and the learner's purchases still loading. */
export const pricingRoute = ownedPage('/pricing', PricingPage);

/** /services: the consulting services, the same for everyone, drawn whole. */
export const servicesRoute = ownedPage('/services', ServicesPage);

/**
 * /checkout, as a buyer arriving from the pricing page first sees it while their purchase is asked for: the page, its price and
 * payment form placeholders of their size (decision 054).
 */
export const checkoutRoute = ownedPage('/checkout', CheckoutPage);

/** /payment-success, as a buyer the payment provider sends back first sees it: their payment being verified (decision 019). */
export const paymentSuccessRoute = ownedPage('/payment-success', PaymentSuccessPage);

export const commerceRoutes = [pricingRoute, servicesRoute, checkoutRoute, paymentSuccessRoute] as const;

export async function pages(): Promise<PrerenderedPage[]> {
  const drawn: PrerenderedPage[] = [];
  for (const route of commerceRoutes) drawn.push(...(await prerenderRoute(route)));
  return drawn;
}
