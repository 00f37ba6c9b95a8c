import { z } from 'zod';

export const planIntervalSchema = z.enum(['month', 'year', 'once']);

export const subscriptionPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Whole cents. */
  price: z.number().int().nonnegative(),
  interval: planIntervalSchema,
  features: z.array(z.string()),
  isPopular: z.boolean(),
  isActive: z.boolean(),
  stripePriceId: z.string().nullable(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

/** GET /api/subscription-plans: the active plans, the lifetime course offer first. */
export const subscriptionPlansResponseSchema = z.array(subscriptionPlanSchema);
