import Stripe from 'stripe';
import { commerceError } from './commerce-errors.ts';

/** The provider says the object does not exist (a made-up or foreign payment id). */
export function isMissingResource(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}

/**
 * Runs a payment provider call; a provider outage or refusal becomes a 502 the buyer can retry,
 * without the provider's internals.
 */
export async function callProvider<T>(work: () => Promise<T>, onMissing?: () => Error): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (onMissing && isMissingResource(error)) throw onMissing();
    throw commerceError('COMMERCE_PAYMENT_PROVIDER_UNAVAILABLE', 'The payment provider could not be reached. Please try again.', { cause: error });
  }
}
