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

/**
 * POST /api/create-payment-intent: starts the course purchase. `amount` is in whole dollars (the
 * pricing page sends 89); the server decides the price actually charged.
 */
export const createPaymentIntentRequestSchema = z.object({
  amount: z.number().positive(),
  description: z.string().min(1),
});
export type CreatePaymentIntentRequest = z.infer<typeof createPaymentIntentRequestSchema>;
export const createPaymentIntentResponseSchema = z.object({ clientSecret: z.string().min(1) });
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;
