// What the commerce slice's build prerenders (scripts/prerender-pages.ts bundles this file for Node):
// the first view of its pages, for the gateway to show before the app is there
// (docs/decisions/018-pages-in-their-html.md).
import { ownedPage, prerenderRoute, type PrerenderedPage } from '@academy/web-kit/prerender';
import { PricingPage } from '../features/pricing/index.ts';

/** /pricing, for a visitor and for a signed-in user: the offer, the plans and the learner's purchases still loading. */
export const pricingRoute = ownedPage('/pricing', PricingPage);

export async function pages(): Promise<PrerenderedPage[]> {
  return prerenderRoute(pricingRoute);
}
