import type { AuthUser, Purchase } from '@academy/contracts';
import { commerceError } from './commerce-errors.ts';
import { toPurchase } from './list-purchases.use-case.ts';
import { callProvider } from './provider-call.ts';
import { refundLockedOrder, type PurchaseDeps } from './purchase.use-case.ts';
import { REFUND_WINDOW_DAYS, withinRefundWindow } from './refund-window.ts';
import { deliverRefundNotice } from './send-receipt.use-case.ts';

/**
 * POST /api/payments/purchases/{id}/refund: the 30-day money-back guarantee in one click. The
 * order row stays locked from the check to the change, so of two requests at once (a double click,
 * two tabs) exactly one refunds and the other finds the purchase refunded and is told so. The
 * money goes back through the provider inside that lock (an idempotency key per order besides);
 * the order is refunded and the course taken back in the same transaction, exactly as when the
 * provider's charge.refunded webhook says so, which waits for the lock and then changes nothing.
 */
export async function requestRefund(deps: PurchaseDeps, user: AuthUser, purchaseId: string, now = new Date()): Promise<Purchase> {
  const { order, revoked, refunded } = await deps.transaction(async (tx) => {
    const order = await deps.orders.lockById(tx, purchaseId);
    if (!order || order.userId !== user.id) throw commerceError('COMMERCE_PURCHASE_NOT_FOUND', 'No such purchase.');
    if (order.status === 'refunded') throw commerceError('COMMERCE_PURCHASE_NOT_REFUNDABLE', 'This purchase has already been refunded.');
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
    return refundLockedOrder(deps, tx, order, refund.id);
  });
  if (refunded) deps.counters.refunds.inc();
  if (revoked) await deliverRefundNotice(deps, order);
  const name = (await deps.plans.byId(order.productId))?.name ?? order.productId;
  return toPurchase(order, name, now);
}
