import type Stripe from 'stripe';
import { commerceError } from './commerce-errors.ts';
import { applyRefund, fulfilPayment, type PurchaseDeps } from './purchase.use-case.ts';
import { deliverReceipt, deliverRefundNotice } from './send-receipt.use-case.ts';
import { deliverInvoiceReceipt, subscriptionIdOf } from './send-subscription-receipt.use-case.ts';
import { syncSubscription, type SubscribeDeps } from './subscribe.use-case.ts';

export interface WebhookSecrets {
  webhookSecret: string;
  toleranceSeconds: number;
}

/**
 * Checks a webhook delivery exactly as Stripe documents it, with the SDK: the signature over the
 * raw body with the endpoint's secret, and a timestamp within the tolerance (replays of an old
 * delivery are refused). Anything else is a 400 and nothing is done.
 */
export function verifyWebhook(stripe: Stripe, secrets: WebhookSecrets, rawBody: Buffer, signature: string | undefined, receivedAtMs?: number): Stripe.Event {
  if (!signature) throw commerceError('COMMERCE_WEBHOOK_SIGNATURE_INVALID', 'The Stripe-Signature header is missing.');
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secrets.webhookSecret, secrets.toleranceSeconds, undefined, receivedAtMs);
  } catch (error) {
    throw commerceError('COMMERCE_WEBHOOK_SIGNATURE_INVALID', error instanceof Error ? error.message : 'The webhook signature is not valid.');
  }
}

export type WebhookOutcome = 'fulfilled' | 'refunded' | 'subscription-synced' | 'no-change' | 'ignored';

/**
 * Acts on a verified event. Events the academy does not use, and events about payments it did
 * not start, are acknowledged (2xx) so that the provider stops sending them.
 */
export async function handleStripeEvent(deps: PurchaseDeps & SubscribeDeps, event: Stripe.Event): Promise<WebhookOutcome> {
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const outcome = await fulfilPayment(deps, event.data.object);
      if (outcome.result === 'unknown-payment') return 'ignored';
      // Also after a repeat: a receipt whose sending failed earlier is sent now.
      if (outcome.order.status === 'paid') await deliverReceipt(deps, outcome.order);
      return outcome.result === 'fulfilled' ? 'fulfilled' : 'no-change';
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      // A partial refund leaves the purchase standing; only a full one takes the course back.
      if (!paymentIntentId || !charge.refunded) return 'ignored';
      const { order, revoked } = await applyRefund(deps, paymentIntentId, null);
      if (!order) return 'ignored';
      if (revoked) await deliverRefundNotice(deps, order);
      return revoked ? 'refunded' : 'no-change';
    }
    case 'invoice.paid':
    case 'invoice.payment_succeeded': {
      // Stripe sends both for one payment; the receipt is claimed per invoice, so one goes out.
      const id = subscriptionIdOf(event.data.object);
      // Invoices of subscriptions the academy did not start are acknowledged and left alone.
      if (!id || !(await deps.subscriptions.byStripeId(id))) return 'ignored';
      const synced = await syncSubscription(deps, id);
      // The invoice is read back: the event's copy may be older than the invoice is now.
      const invoice = await deps.stripe.invoices.retrieve(event.data.object.id);
      const sent = await deliverInvoiceReceipt(deps, invoice);
      return synced || sent ? 'subscription-synced' : 'no-change';
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return (await syncSubscription(deps, event.data.object.id)) ? 'subscription-synced' : 'no-change';
    default:
      return 'ignored';
  }
}
