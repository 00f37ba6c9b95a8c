import express, { Router } from 'express';
import { commerceOperations } from '@academy/contracts';
import { forRequest, operationHandlers, paymentRateLimit, type IdentityClient } from '@academy/service-kit';
import { describeCheckout } from '../domain/describe-checkout.use-case.ts';
import { startCoursePurchase, verifyPayment, type PurchaseDeps } from '../domain/purchase.use-case.ts';
import { listPurchases } from '../domain/list-purchases.use-case.ts';
import { requestRefund } from '../domain/request-refund.use-case.ts';
import { listSubscriptions, setCancelAtPeriodEnd } from '../domain/manage-subscription.use-case.ts';
import { createSubscription, type SubscribeDeps } from '../domain/subscribe.use-case.ts';
import { subscriptionStatus } from '../domain/subscription-status.use-case.ts';
import { handleStripeEvent, verifyWebhook, type WebhookSecrets } from '../domain/stripe-webhook.use-case.ts';

export function paymentsRoutes(deps: PurchaseDeps & SubscribeDeps & { identity: IdentityClient }): Router {
  const router = Router();
  const handle = operationHandlers(router, deps);
  const limited = { before: [paymentRateLimit] };
  // The body's amount is display only: it is checked for shape and never charged.
  handle(commerceOperations.createPaymentIntent, ({ user, req }) => startCoursePurchase(forRequest(deps, req), user), limited);
  handle(commerceOperations.verifyPayment, ({ user, body, req }) => verifyPayment(forRequest(deps, req), user, body.paymentIntentId), limited);
  handle(commerceOperations.getCheckout, ({ user, params }) => describeCheckout(deps, user, params.paymentIntentId));
  handle(commerceOperations.getPurchases, ({ user }) => listPurchases(deps, user.id));
  handle(commerceOperations.refundPurchase, ({ user, params, req }) => requestRefund(forRequest(deps, req), user, params.id), limited);
  handle(commerceOperations.createSubscription, ({ user, body, req }) => createSubscription(forRequest(deps, req), user, body.planId), limited);
  handle(commerceOperations.getSubscriptionStatus, ({ user }) => subscriptionStatus(deps, user.id));
  handle(commerceOperations.getSubscriptions, ({ user }) => listSubscriptions(deps, user.id));
  handle(commerceOperations.cancelSubscription, ({ user, params, req }) => setCancelAtPeriodEnd(forRequest(deps, req), user, params.id, true));
  handle(commerceOperations.resumeSubscription, ({ user, params, req }) => setCancelAtPeriodEnd(forRequest(deps, req), user, params.id, false));
  return router;
}

/**
 * POST /api/webhooks/stripe, mounted before the JSON parser: the signature covers the exact raw
 * bytes, so the body is read as a Buffer and parsed only by the SDK after verification.
 */
export function stripeWebhookRoutes(deps: PurchaseDeps & SubscribeDeps & WebhookSecrets): Router {
  const router = Router();
  const handle = operationHandlers(router);
  handle(
    commerceOperations.stripeWebhook,
    async ({ req }) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const event = verifyWebhook(deps.stripe, deps, body, req.get('stripe-signature'));
      const outcome = await handleStripeEvent(forRequest(deps, req), event);
      req.log?.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
      return { received: true } as const;
    },
    { before: [express.raw({ type: () => true, limit: '512kb' })] },
  );
  return router;
}
