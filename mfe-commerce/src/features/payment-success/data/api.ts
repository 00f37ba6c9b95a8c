import { commerceOperations, type VerifyPaymentResponse } from '@academy/contracts';
import { callOperation } from '@academy/web-kit';

export function postVerifyPayment(paymentIntentId: string): Promise<VerifyPaymentResponse> {
  return callOperation(commerceOperations.verifyPayment, { body: { paymentIntentId } });
}
