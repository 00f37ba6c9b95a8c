import type Stripe from 'stripe';
import type { SubscribeDeps } from './subscribe.use-case.ts';
import type { ReceiptDeps } from './send-receipt.use-case.ts';
import { composeSubscriptionReceipt } from './subscription-receipt.ts';

export type SubscriptionReceiptDeps = Pick<SubscribeDeps, 'subscriptions' | 'plans' | 'logger'> & Pick<ReceiptDeps, 'mailer' | 'publicUrl'>;

/** The provider's id of the subscription an invoice bills, if it bills one. */
export function subscriptionIdOf(invoice: Stripe.Invoice): string | undefined {
  const subscription = invoice.parent?.subscription_details?.subscription;
  return typeof subscription === 'string' ? subscription : subscription?.id;
}

/**
 * Sends the receipt of a paid subscription invoice once. Stripe announces one payment several
 * times (invoice.paid, invoice.payment_succeeded, redeliveries); the claim on the invoice id lets
 * one of them send. A failed send gives the claim back, so a later delivery tries again.
 * Answers whether this call sent it.
 */
export async function deliverInvoiceReceipt(deps: SubscriptionReceiptDeps, invoice: Stripe.Invoice): Promise<boolean> {
  const stripeSubscriptionId = subscriptionIdOf(invoice);
  const paidAt = invoice.status_transitions?.paid_at;
  if (invoice.status !== 'paid' || !stripeSubscriptionId || !paidAt) return false;
  const subscription = await deps.subscriptions.byStripeId(stripeSubscriptionId);
  if (!subscription) return false;
  if (!invoice.customer_email) {
    deps.logger.warn({ invoiceId: invoice.id }, 'paid invoice has no customer e-mail; no receipt sent');
    return false;
  }
  if (!(await deps.subscriptions.claimInvoiceReceipt(invoice.id, stripeSubscriptionId))) return false;
  const planName = (await deps.plans.byId(subscription.planId))?.name ?? subscription.planId;
  const period = invoice.lines?.data[0]?.period;
  const mail = composeSubscriptionReceipt(
    {
      id: invoice.id,
      email: invoice.customer_email,
      amount: invoice.amount_paid,
      currency: invoice.currency,
      paidAt: new Date(paidAt * 1000),
      // The period a subscription invoice pays for is its line's (the invoice's own period_start/end look back one period).
      period: period ? { start: new Date(period.start * 1000), end: new Date(period.end * 1000) } : null,
    },
    planName,
    deps.publicUrl,
  );
  try {
    await deps.mailer.send(mail);
    return true;
  } catch (error) {
    deps.logger.error({ err: error, invoiceId: invoice.id }, 'subscription receipt could not be sent; will retry on the next delivery');
    await deps.subscriptions.releaseInvoiceReceipt(invoice.id);
    return false;
  }
}
