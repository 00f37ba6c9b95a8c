import { paymentProviderErrorSchema, testModeConfirmResponseSchema, type TestModeConfirmRequest } from '@academy/contracts';
import { apiRequest, isApiError } from '@academy/web-kit';

/** The payment provider refused the card; `message` is the provider's own words for the buyer. */
export class PaymentDeclinedError extends Error {
  override readonly name = 'PaymentDeclinedError';
}

/** The payment intent id inside its client secret (`pi_…_secret_…`). */
export function intentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? '';
}

/**
 * TEST MODE: confirms the card payment with the built-in payment server the way Stripe.js does,
 * with the intent's client secret. A refusal carries the provider's message (Stripe's error format).
 */
export async function postTestModeConfirm(body: TestModeConfirmRequest): Promise<{ id: string; status: string }> {
  try {
    return await apiRequest('POST', `/api/payments/test-mode/v1/payment_intents/${encodeURIComponent(intentIdOf(body.client_secret))}/confirm`, body, testModeConfirmResponseSchema);
  } catch (error) {
    if (isApiError(error)) {
      const refusal = paymentProviderErrorSchema.safeParse(safeJson(error.body));
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
