import { verifyPaymentResponseSchema, type VerifyPaymentResponse } from '@academy/contracts';
import { apiRequest } from '@academy/web-kit';

export function postVerifyPayment(paymentIntentId: string): Promise<VerifyPaymentResponse> {
  return apiRequest('POST', '/api/verify-payment', { paymentIntentId }, verifyPaymentResponseSchema);
}
