import type { Purchase } from '@academy/contracts';
import type { OrdersRepository } from '../data/orders.repository.ts';
import type { PlansRepository } from '../data/plans.repository.ts';
import type { OrderRow } from '../data/schema.ts';
import { refundableUntil, withinRefundWindow } from './refund-window.ts';

export function toPurchase(order: OrderRow, productName: string, now = new Date()): Purchase {
  const until = order.status === 'paid' && order.paidAt ? refundableUntil(order.paidAt) : null;
  return {
    id: order.id,
    productId: order.productId,
    productName,
    amount: order.amount,
    currency: order.currency,
    status: order.status,
    paymentIntentId: order.paymentIntentId,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    refundedAt: order.refundedAt?.toISOString() ?? null,
    refundableUntil: until?.toISOString() ?? null,
    refundable: order.status === 'paid' && order.paidAt !== null && withinRefundWindow(order.paidAt, now),
  };
}

/** The buyer's purchases that went through (paid or refunded); abandoned checkouts are left out. */
export async function listPurchases(deps: { orders: OrdersRepository; plans: PlansRepository }, userId: string): Promise<Purchase[]> {
  const orders = (await deps.orders.listForUser(userId)).filter((order) => order.status !== 'pending');
  const names = new Map<string, string>();
  for (const order of orders) {
    if (!names.has(order.productId)) names.set(order.productId, (await deps.plans.byId(order.productId))?.name ?? order.productId);
  }
  return orders.map((order) => toPurchase(order, names.get(order.productId) ?? order.productId));
}
