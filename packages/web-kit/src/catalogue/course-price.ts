import { COURSE_PLAN_ID } from '@academy/contracts/products';

/**
 * The course's price as every page shows it, read from the commerce catalogue (the plans
 * `GET /api/subscription-plans` answers). No page writes the price itself: an administrator
 * changes it in Pricing Management, and every page follows. Imports nothing that brings zod, so
 * the boot script can fill the prerendered landing page with it.
 */

/** A price in whole cents as the pages show it: whole dollars without cents ('$120'), otherwise with them ('$120.50'). */
export function formatPrice(cents: number): string {
  const dollars = cents / 100;
  const digits = Number.isInteger(dollars) ? 0 : 2;
  return `$${dollars.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

/** What the course price is read from: the catalogue's plans, as the plans' contract describes them. */
export interface CataloguePlan {
  id: string;
  /** Whole cents. */
  price: number;
  isActive?: boolean;
}

/**
 * The course offer's price in whole cents among the catalogue's plans, or null when the catalogue
 * has no course offer on sale (nothing that is not the catalogue's may stand in for it).
 */
export function coursePriceIn(plans: unknown): number | null {
  if (!Array.isArray(plans)) return null;
  const offer = (plans as unknown[]).find(
    (plan): plan is CataloguePlan => typeof plan === 'object' && plan !== null && (plan as CataloguePlan).id === COURSE_PLAN_ID,
  );
  if (!offer || offer.isActive === false || !Number.isInteger(offer.price) || offer.price <= 0) return null;
  return offer.price;
}
