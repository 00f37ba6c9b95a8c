import type { Logger } from 'pino';
import type { OrdersRepository } from '../data/orders.repository.ts';
import type { PlansRepository } from '../data/plans.repository.ts';
import type { OrderRow } from '../data/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { composeReceipt, composeRefundNotice } from './receipt.ts';

export interface ReceiptDeps {
  orders: OrdersRepository;
  plans: PlansRepository;
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
}

/**
 * Sends the receipt of a paid order once. The webhook and the buyer's verification may both get
 * here; the claim on the order lets one of them send. Answers whether a receipt has been sent or
 * is being sent — what the success page may promise. A failed send gives the claim back, so the
 * next signal about the payment tries again.
 */
export async function deliverReceipt(deps: ReceiptDeps, order: OrderRow): Promise<boolean> {
  if (order.status !== 'paid' || !order.paidAt) return false;
  if (order.receiptSentAt) return true;
  const claimed = await deps.orders.claimReceipt(order.id);
  if (!claimed?.paidAt) return (await deps.orders.byId(order.id))?.receiptSentAt != null;
  const productName = (await deps.plans.byId(claimed.productId))?.name ?? claimed.productId;
  try {
    await deps.mailer.send(composeReceipt({ ...claimed, paidAt: claimed.paidAt }, productName, deps.publicUrl));
    return true;
  } catch (error) {
    deps.logger.error({ err: error, orderId: order.id }, 'receipt could not be sent; will retry on the next signal');
    await deps.orders.releaseReceipt(order.id);
    return false;
  }
}

/** Tells the buyer their refund went through (best effort: the refund stands either way). */
export async function deliverRefundNotice(deps: ReceiptDeps, order: OrderRow): Promise<void> {
  const productName = (await deps.plans.byId(order.productId))?.name ?? order.productId;
  await deps.mailer.send(composeRefundNotice(order, productName)).catch((error: unknown) => {
    deps.logger.error({ err: error, orderId: order.id }, 'refund notice could not be sent');
  });
}
