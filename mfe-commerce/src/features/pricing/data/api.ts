import { commerceOperations, type CreatePaymentIntentRequest, type CreateSubscriptionResponse, type SubscriptionStatusResponse } from '@academy/contracts';
import { callOperation, ResponseValidationError } from '@academy/web-kit';

/** Starts a purchase; answers the client secret the checkout page confirms the card payment with. */
export async function postPaymentIntent(body: CreatePaymentIntentRequest): Promise<{ clientSecret: string }> {
  try {
    return await callOperation(commerceOperations.createPaymentIntent, { body });
  } catch (error) {
    if (error instanceof ResponseValidationError) throw new Error('No client secret received', { cause: error });
    throw error;
  }
}

/** What the signed-in user has bought (only asked when signed in). */
export function getSubscriptionStatus(): Promise<SubscriptionStatusResponse> {
  return callOperation(commerceOperations.getSubscriptionStatus);
}

/** Subscribes to a recurring plan; answers the client secret of its first payment. */
export function postSubscription(planId: string): Promise<CreateSubscriptionResponse> {
  return callOperation(commerceOperations.createSubscription, { body: { planId } });
}
