import { purchaseSchema, purchasesResponseSchema, type Purchase } from '@academy/contracts';
import { apiRequest, getJson } from '@academy/web-kit';

export function getPurchases(): Promise<Purchase[]> {
  return getJson('/api/payments/purchases', purchasesResponseSchema);
}

export function postRefund(purchaseId: string): Promise<Purchase> {
  return apiRequest('POST', `/api/payments/purchases/${encodeURIComponent(purchaseId)}/refund`, undefined, purchaseSchema);
}
