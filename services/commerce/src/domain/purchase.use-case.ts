import type { AuthUser, VerifyPaymentResponse } from '@academy/contracts';
import { publishEvent } from '@academy/service-kit';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import type { EntitlementsRepository } from '../data/entitlements.repository.ts';
import type { OrdersRepository } from '../data/orders.repository.ts';
import type { PlansRepository } from '../data/plans.repository.ts';
import type { OrderRow } from '../data/schema.ts';
import type { CommerceTx, RunInTransaction } from '../data/transaction.ts';
import { commerceError } from './commerce-errors.ts';
import { nextOrderState } from './fulfilment-state.ts';
import { grantEntitlement, revokeEntitlement } from './grant-entitlement.use-case.ts';
import { COURSE_PRODUCT_ID, decideCharge } from './pricing.ts';
import { callProvider } from './provider-call.ts';
import { deliverReceipt, deliverRefundNotice, type ReceiptDeps } from './send-receipt.use-case.ts';

/** What the service counts of purchases (its metrics), told once the change has committed. */
export interface PurchaseCounters {
  /** A course payment fulfilled: the order paid and the course granted (once per payment, whoever signalled it). */
  payments: { inc(): void };
  /** An order refunded (asked by the buyer, by the provider's webhook, or a second payment given back). */
  refunds: { inc(): void };
}

export interface PurchaseDeps extends ReceiptDeps {
  stripe: Stripe;
  counters: PurchaseCounters;
  transaction: RunInTransaction;
  orders: OrdersRepository;
  plans: PlansRepository;
  entitlements: EntitlementsRepository;
  logger: Logger;
}

/** Intent states in which the buyer can still pay (a declined card leaves it waiting for another). */
const PAYABLE = new Set<Stripe.PaymentIntent.Status>(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/**
 * POST /api/create-payment-intent. The amount comes from the product record. A buyer who already
 * owns the course is refused, and a buyer coming back to an unpaid checkout continues the same
 * payment instead of opening a second one, so a double click or a second tab cannot charge twice.
 */
export async function startCoursePurchase(deps: PurchaseDeps, user: AuthUser): Promise<{ clientSecret: string }> {
  const charge = decideCharge(await deps.plans.byId(COURSE_PRODUCT_ID));
  if (!charge) throw commerceError('COMMERCE_PRODUCT_UNAVAILABLE', 'The course is not on sale right now.');
  if (await deps.entitlements.owns(user.id, COURSE_PRODUCT_ID)) {
    throw commerceError('COMMERCE_ALREADY_OWNED', 'You already own the course: there is nothing to pay.');
  }

  const pending = await deps.orders.latestPending(user.id, COURSE_PRODUCT_ID);
  if (pending && pending.amount === charge.amount && pending.currency === charge.currency) {
    const intent = await callProvider(() => deps.stripe.paymentIntents.retrieve(pending.paymentIntentId)).catch(() => undefined);
    if (intent?.client_secret && PAYABLE.has(intent.status) && intent.amount === charge.amount) return { clientSecret: intent.client_secret };
  }

  const intent = await callProvider(() =>
    deps.stripe.paymentIntents.create({
      amount: charge.amount,
      currency: charge.currency,
      description: 'AI Business Growth Mastery — lifetime access',
      metadata: { userId: user.id, productId: COURSE_PRODUCT_ID },
      automatic_payment_methods: { enabled: true },
    }),
  );
  if (!intent.client_secret) throw commerceError('COMMERCE_PAYMENT_PROVIDER_UNAVAILABLE', 'The payment provider did not answer a client secret.');
  await deps.orders.create({
    userId: user.id,
    email: user.email,
    productId: COURSE_PRODUCT_ID,
    amount: charge.amount,
    currency: charge.currency,
    paymentIntentId: intent.id,
  });
  return { clientSecret: intent.client_secret };
}

export type FulfilmentOutcome =
  | { result: 'fulfilled' | 'already-settled' | 'duplicate-refunded'; order: OrderRow }
  | { result: 'unknown-payment' }
  | { result: 'not-succeeded' | 'mismatch'; order: OrderRow };

/**
 * Applies "the provider has taken the money" to the order of this payment intent, whoever says it
 * first (the signed webhook or the buyer's verification). The order row is locked, so of any
 * number of concurrent signals exactly one moves it to paid, grants the course and announces
 * payment.succeeded and entitlement.granted; the others find it settled and change nothing.
 *
 * A payment for a course the buyer already owns (two checkouts paid one after the other) grants
 * nothing and is given back at once: the shop never keeps a second charge.
 */
export async function fulfilPayment(deps: PurchaseDeps, intent: Stripe.PaymentIntent): Promise<FulfilmentOutcome> {
  const outcome = await deps.transaction(async (tx): Promise<FulfilmentOutcome> => {
    const order = await deps.orders.lockByPaymentIntent(tx, intent.id);
    if (!order) return { result: 'unknown-payment' };
    if (intent.status !== 'succeeded') return { result: 'not-succeeded', order };
    if (intent.amount_received !== order.amount || intent.currency !== order.currency || intent.metadata.userId !== order.userId) {
      deps.logger.error(
        { paymentIntentId: intent.id, orderId: order.id, charged: intent.amount_received, expected: order.amount },
        'payment does not match its order; not fulfilled',
      );
      return { result: 'mismatch', order };
    }
    const transition = nextOrderState(order.status, 'payment-succeeded');
    if (!transition.effects.includes('grant')) return { result: 'already-settled', order };

    await publishEvent(tx, {
      type: 'payment.succeeded',
      subject: order.userId,
      data: {
        paymentId: intent.id,
        userId: order.userId,
        email: order.email,
        productId: COURSE_PRODUCT_ID,
        amount: order.amount,
        currency: order.currency,
        provider: 'stripe',
      },
    });
    const granted = await grantEntitlement(deps.entitlements, tx, {
      userId: order.userId,
      email: order.email,
      productId: COURSE_PRODUCT_ID,
      reason: 'purchase',
    });
    const paid = await deps.orders.setStatus(tx, order.id, { status: transition.status, paidAt: new Date(), granted });
    return { result: 'fulfilled', order: paid };
  });
  if (outcome.result === 'fulfilled') deps.counters.payments.inc();
  // A paid order that granted nothing is a second payment: give it back (again, if an earlier
  // attempt to refund it failed).
  if ((outcome.result === 'fulfilled' || outcome.result === 'already-settled') && outcome.order.status === 'paid' && !outcome.order.granted) {
    return refundDuplicate(deps, outcome.order);
  }
  return outcome;
}

async function refundDuplicate(deps: PurchaseDeps, order: OrderRow): Promise<FulfilmentOutcome> {
  try {
    const refund = await deps.stripe.refunds.create(
      { payment_intent: order.paymentIntentId, reason: 'duplicate', metadata: { orderId: order.id, userId: order.userId } },
      { idempotencyKey: `refund-${order.id}` },
    );
    const { order: refunded } = await applyRefund(deps, order.paymentIntentId, refund.id);
    if (refunded) await deliverRefundNotice(deps, refunded);
    deps.logger.warn({ orderId: order.id, paymentIntentId: order.paymentIntentId }, 'second payment for a course already owned; refunded');
    return { result: 'duplicate-refunded', order: refunded ?? order };
  } catch (error) {
    deps.logger.error({ err: error, orderId: order.id }, 'second payment could not be refunded yet; the next signal tries again');
    return { result: 'already-settled', order };
  }
}

/**
 * POST /api/verify-payment. The payment return page asks; the server checks with the provider that
 * the intent succeeded, that the caller started it and that it charged the order's price, then
 * fulfils (idempotently, like the webhook).
 */
export async function verifyPayment(deps: PurchaseDeps, user: AuthUser, paymentIntentId: string): Promise<VerifyPaymentResponse> {
  const order = await deps.orders.byPaymentIntent(paymentIntentId);
  const notFound = () => commerceError('COMMERCE_PAYMENT_NOT_FOUND', 'No payment with this id was started here.');
  if (!order) throw notFound();
  if (order.userId !== user.id) throw commerceError('COMMERCE_PAYMENT_NOT_YOURS', 'This payment belongs to another account.');
  const intent = await callProvider(() => deps.stripe.paymentIntents.retrieve(paymentIntentId), notFound);
  if (intent.metadata.userId !== user.id) throw commerceError('COMMERCE_PAYMENT_NOT_YOURS', 'This payment belongs to another account.');
  if (intent.status !== 'succeeded') {
    throw commerceError('COMMERCE_PAYMENT_NOT_SUCCEEDED', 'The payment has not gone through yet.', { details: { status: intent.status } });
  }
  if (intent.amount_received !== order.amount || intent.currency !== order.currency) {
    throw commerceError('COMMERCE_PAYMENT_AMOUNT_MISMATCH', 'The amount charged does not match the price of the order.');
  }
  const outcome = await fulfilPayment(deps, intent);
  if (outcome.result === 'unknown-payment') throw notFound();
  const settled = outcome.order;
  return {
    success: settled.status === 'paid',
    productId: settled.productId,
    amount: settled.amount,
    currency: settled.currency,
    receiptEmailSent: await deliverReceipt(deps, settled),
  };
}

/**
 * The provider has given the money back (fully): the order becomes refunded and, if the course had
 * been granted by it, the course is taken back and entitlement.revoked announced. Repeats and a
 * refund of a never-fulfilled payment change nothing more.
 */
export async function applyRefund(
  deps: PurchaseDeps,
  paymentIntentId: string,
  refundId: string | null,
): Promise<{ order: OrderRow | undefined; revoked: boolean }> {
  const { order, revoked, refunded } = await deps.transaction(async (tx) => {
    const order = await deps.orders.lockByPaymentIntent(tx, paymentIntentId);
    if (!order) return { order, revoked: false, refunded: false };
    return refundLockedOrder(deps, tx, order, refundId);
  });
  if (refunded) deps.counters.refunds.inc();
  return { order, revoked };
}

/**
 * applyRefund for an order the caller has already locked in its transaction; `refunded` says the
 * order became refunded now (the caller counts it once the transaction has committed).
 */
export async function refundLockedOrder(
  deps: PurchaseDeps,
  tx: CommerceTx,
  order: OrderRow,
  refundId: string | null,
): Promise<{ order: OrderRow; revoked: boolean; refunded: boolean }> {
  if (order.status === 'refunded') {
    // The provider's webhook can arrive before the refund call that caused it has answered;
    // the refund id is recorded when it is known.
    if (refundId && !order.refundId)
      return { order: await deps.orders.setStatus(tx, order.id, { status: 'refunded', refundId }), revoked: false, refunded: false };
    return { order, revoked: false, refunded: false };
  }
  const transition = nextOrderState(order.status, 'refunded');
  const refunded = await deps.orders.setStatus(tx, order.id, { status: transition.status, refundedAt: new Date(), refundId });
  if (order.status === 'paid') {
    await publishEvent(tx, {
      type: 'payment.refunded',
      subject: order.userId,
      data: {
        paymentId: order.paymentIntentId,
        userId: order.userId,
        email: order.email,
        productId: COURSE_PRODUCT_ID,
        amount: order.amount,
        currency: order.currency,
      },
    });
  }
  // Only the order that granted the course takes it back (a refunded duplicate leaves it).
  if (transition.effects.includes('revoke') && order.granted) {
    await revokeEntitlement(deps.entitlements, tx, { userId: order.userId, email: order.email, productId: COURSE_PRODUCT_ID, reason: 'refund' });
  }
  return { order: refunded, revoked: transition.effects.includes('revoke') && order.granted, refunded: true };
}
