import type { AuthUser, Purchase } from '@academy/contracts';
import { commerceError } from './commerce-errors.ts';
import { toPurchase } from './list-purchases.use-case.ts';
import { callProvider } from './provider-call.ts';
import { applyRefund, type PurchaseDeps } from './purchase.use-case.ts';
import { REFUND_WINDOW_DAYS, withinRefundWindow } from './refund-window.ts';
import { deliverRefundNotice } from './send-receipt.use-case.ts';

/**
 * POST /api/payments/purchases/{id}/refund: the 30-day money-back guarantee in one click. The
 * money goes back through the payment provider first (an idempotency key per order, so a double
 * click refunds once); then the order is refunded and the course taken back in one transaction,
 * exactly as when the provider's charge.refunded webhook says so — whichever comes first.
 */
export async function requestRefund(deps: PurchaseDeps, user: AuthUser, purchaseId: string, now = new Date()): Promise<Purchase> {
  const order = await deps.orders.byId(purchaseId);
  if (!order || order.userId !== user.id) throw commerceError('COMMERCE_PURCHASE_NOT_FOUND', 'No such purchase.');
  if (order.status !== 'paid' || !order.paidAt) throw commerceError('COMMERCE_PURCHASE_NOT_REFUNDABLE', 'Only a paid purchase can be refunded.');
  if (!withinRefundWindow(order.paidAt, now)) {
    throw commerceError('COMMERCE_REFUND_WINDOW_CLOSED', `The ${REFUND_WINDOW_DAYS}-day money-back guarantee of this purchase has ended.`);
  }
  const refund = await callProvider(() =>
    deps.stripe.refunds.create(
      { payment_intent: order.paymentIntentId, reason: 'requested_by_customer', metadata: { orderId: order.id, userId: user.id } },
      { idempotencyKey: `refund-${order.id}` },
    ),
  );
  const { order: refunded, revoked } = await applyRefund(deps, order.paymentIntentId, refund.id);
  if (revoked && refunded) await deliverRefundNotice(deps, refunded);
  const name = (await deps.plans.byId(order.productId))?.name ?? order.productId;
  return toPurchase(refunded ?? order, name, now);
}
