import { COURSE_PLAN_ID } from '@academy/contracts';
import type { PlanRow } from '../data/schema.ts';

/** Every price in the academy is in US dollars; plans store whole cents. */
export const CURRENCY = 'usd';
/** The one-time product: lifetime access to every module. */
export const COURSE_PRODUCT_ID = COURSE_PLAN_ID;

export interface Charge {
  amount: number;
  currency: string;
}

/**
 * What the buyer is charged for a product: the product record's price, and nothing the browser
 * says. The `amount` a page sends (the pricing page sends the catalogue's price in dollars) is display only and never reaches
 * the payment provider. Answers null when the product is not on sale.
 */
export function decideCharge(plan: Pick<PlanRow, 'price' | 'isActive'> | undefined): Charge | null {
  if (!plan || !plan.isActive || plan.price <= 0) return null;
  return { amount: plan.price, currency: CURRENCY };
}
