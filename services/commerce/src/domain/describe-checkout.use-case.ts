import type { AuthUser, CheckoutResponse } from '@academy/contracts';
import type { OrdersRepository } from '../data/orders.repository.ts';
import type { PlansRepository } from '../data/plans.repository.ts';
import { commerceError } from './commerce-errors.ts';

/**
 * GET /api/payments/checkout/{paymentIntentId}: what the checkout page shows for a started
 * purchase. The price is the order's, decided by the server when the payment was started; the
 * page's URL carries an amount too, which anyone can change, so the page never shows that one.
 */
export async function describeCheckout(
  deps: { orders: OrdersRepository; plans: PlansRepository },
  user: AuthUser,
  paymentIntentId: string,
): Promise<CheckoutResponse> {
  const order = await deps.orders.byPaymentIntent(paymentIntentId);
  if (!order) throw commerceError('COMMERCE_PAYMENT_NOT_FOUND', 'No payment with this id was started here.');
  if (order.userId !== user.id) throw commerceError('COMMERCE_PAYMENT_NOT_YOURS', 'This payment belongs to another account.');
  const productName = (await deps.plans.byId(order.productId))?.name ?? order.productId;
  return { paymentIntentId, productId: order.productId, productName, amount: order.amount, currency: order.currency, status: order.status };
}
