import { commerceOperations, type Purchase } from '@academy/contracts';
import { callOperation } from '@academy/web-kit';

export function getPurchases(): Promise<Purchase[]> {
  return callOperation(commerceOperations.getPurchases);
}

export function postRefund(purchaseId: string): Promise<Purchase> {
  return callOperation(commerceOperations.refundPurchase, { params: { id: purchaseId } });
}
