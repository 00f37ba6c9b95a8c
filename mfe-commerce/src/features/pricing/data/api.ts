import {
  createPaymentIntentResponseSchema,
  createSubscriptionResponseSchema,
  subscriptionPlansResponseSchema,
  subscriptionStatusResponseSchema,
  type CreatePaymentIntentRequest,
  type CreateSubscriptionResponse,
  type SubscriptionPlan,
  type SubscriptionStatusResponse,
} from '@academy/contracts';
import { apiRequest, getJson } from '@academy/web-kit';

export function getSubscriptionPlans(): Promise<SubscriptionPlan[]> {
  return getJson('/api/subscription-plans', subscriptionPlansResponseSchema);
}

/** Starts a purchase; answers the client secret the checkout page confirms the card payment with. */
export async function postPaymentIntent(body: CreatePaymentIntentRequest): Promise<{ clientSecret: string }> {
  const answer = await apiRequest('POST', '/api/create-payment-intent', body);
  const parsed = createPaymentIntentResponseSchema.safeParse(answer);
  if (!parsed.success) throw new Error('No client secret received');
  return parsed.data;
}

/** What the signed-in user has bought (only asked when signed in). */
export function getSubscriptionStatus(): Promise<SubscriptionStatusResponse> {
  return getJson('/api/subscription-status', subscriptionStatusResponseSchema);
}

/** Subscribes to a recurring plan; answers the client secret of its first payment. */
export function postSubscription(planId: string): Promise<CreateSubscriptionResponse> {
  return apiRequest('POST', '/api/create-subscription', { planId }, createSubscriptionResponseSchema);
}
