/**
 * The home of the product id: the one product sold, lifetime access to every module, which is also
 * the id of its plan in the commerce catalogue (the course offer). Every other part imports it from
 * here. This module imports nothing, so the boot script (a few hundred bytes, no zod) can use it
 * through `@academy/contracts/products`.
 */
export const COURSE_PLAN_ID = 'lifetime-access';

/** Every product an entitlement can be for. */
export const productIds = [COURSE_PLAN_ID] as const;
export type ProductId = (typeof productIds)[number];
