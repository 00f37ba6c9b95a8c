import { commerceOperations, paymentProviderErrorSchema, standInOperations, type CheckoutResponse, type TestModeConfirmRequest } from '@academy/contracts';
import { callOperation, isApiError } from '@academy/web-kit';

/** The payment provider refused the card; `message` is the provider's own words for the buyer. */
export class PaymentDeclinedError extends Error {
  override readonly name = 'PaymentDeclinedError';
}

/** The payment had already gone through (paid in another tab): nothing more is charged, the purchase is complete. */
export class PaymentAlreadySucceededError extends Error {
  override readonly name = 'PaymentAlreadySucceededError';
  constructor(readonly paymentIntentId: string) {
    super('This payment has already gone through.');
  }
}

/** The payment intent id inside its client secret (`pi_…_secret_…`). */
export function intentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? '';
}

/** The started purchase as the server holds it: its price and whether it is paid. */
export function getCheckout(paymentIntentId: string): Promise<CheckoutResponse> {
  return callOperation(commerceOperations.getCheckout, { params: { paymentIntentId } });
}

/**
 * TEST MODE: confirms the card payment with the built-in payment server the way Stripe.js does,
 * with the intent's client secret. A refusal carries the provider's message (Stripe's error format).
 */
export async function postTestModeConfirm(body: TestModeConfirmRequest): Promise<{ id: string; status: string }> {
  try {
    return await callOperation(standInOperations.testModeConfirm, { params: { id: intentIdOf(body.client_secret) }, body });
  } catch (error) {
    if (isApiError(error)) {
      const refusal = paymentProviderErrorSchema.safeParse(safeJson(error.body));
      if (refusal.success && refusal.data.error.payment_intent?.status === 'succeeded')
        throw new PaymentAlreadySucceededError(refusal.data.error.payment_intent.id);
      if (refusal.success) throw new PaymentDeclinedError(refusal.data.error.message);
    }
    throw error;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
