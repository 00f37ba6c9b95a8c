import express, { Router } from 'express';
import {
  checkoutParamsSchema,
  checkoutResponseSchema,
  commerceOperations,
  createPaymentIntentRequestSchema,
  createPaymentIntentResponseSchema,
  createSubscriptionRequestSchema,
  createSubscriptionResponseSchema,
  purchaseIdParamsSchema,
  purchaseSchema,
  purchasesResponseSchema,
  stripeWebhookResponseSchema,
  subscriberSubscriptionSchema,
  subscriberSubscriptionsResponseSchema,
  subscriptionIdParamsSchema,
  subscriptionStatusResponseSchema,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
} from '@academy/contracts';
import { currentUser, parseInput, paymentRateLimit, route, sendJson, type IdentityClient } from '@academy/service-kit';
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
  route(router, commerceOperations.createPaymentIntent, deps.identity.requireUser, paymentRateLimit, async (req, res) => {
    // The body's amount is display only: it is checked for shape and never charged.
    parseInput(createPaymentIntentRequestSchema, req.body, 'COMMERCE_INVALID_REQUEST');
    sendJson(res, createPaymentIntentResponseSchema, await startCoursePurchase(deps, currentUser(req)));
  });
  route(router, commerceOperations.verifyPayment, deps.identity.requireUser, paymentRateLimit, async (req, res) => {
    const { paymentIntentId } = parseInput(verifyPaymentRequestSchema, req.body, 'COMMERCE_INVALID_REQUEST');
    sendJson(res, verifyPaymentResponseSchema, await verifyPayment(deps, currentUser(req), paymentIntentId));
  });
  route(router, commerceOperations.getCheckout, deps.identity.requireUser, async (req, res) => {
    const { paymentIntentId } = parseInput(checkoutParamsSchema, req.params, 'COMMERCE_INVALID_REQUEST');
    sendJson(res, checkoutResponseSchema, await describeCheckout(deps, currentUser(req), paymentIntentId));
  });
  route(router, commerceOperations.getPurchases, deps.identity.requireUser, async (req, res) => {
    sendJson(res, purchasesResponseSchema, await listPurchases(deps, currentUser(req).id));
  });
  route(router, commerceOperations.refundPurchase, deps.identity.requireUser, paymentRateLimit, async (req, res) => {
    const { id } = parseInput(purchaseIdParamsSchema, req.params, 'COMMERCE_INVALID_REQUEST');
    sendJson(res, purchaseSchema, await requestRefund(deps, currentUser(req), id));
  });
  route(router, commerceOperations.createSubscription, deps.identity.requireUser, paymentRateLimit, async (req, res) => {
    const { planId } = parseInput(createSubscriptionRequestSchema, req.body, 'COMMERCE_INVALID_REQUEST');
    sendJson(res, createSubscriptionResponseSchema, await createSubscription(deps, currentUser(req), planId));
  });
  route(router, commerceOperations.getSubscriptionStatus, deps.identity.requireUser, async (req, res) => {
    sendJson(res, subscriptionStatusResponseSchema, await subscriptionStatus(deps, currentUser(req).id));
  });
  route(router, commerceOperations.getSubscriptions, deps.identity.requireUser, async (req, res) => {
    sendJson(res, subscriberSubscriptionsResponseSchema, await listSubscriptions(deps, currentUser(req).id));
  });
  route(router, commerceOperations.cancelSubscription, deps.identity.requireUser, async (req, res) => {
    const { id } = parseInput(subscriptionIdParamsSchema, req.params, 'COMMERCE_INVALID_REQUEST');
    sendJson(res, subscriberSubscriptionSchema, await setCancelAtPeriodEnd(deps, currentUser(req), id, true));
  });
  route(router, commerceOperations.resumeSubscription, deps.identity.requireUser, async (req, res) => {
    const { id } = parseInput(subscriptionIdParamsSchema, req.params, 'COMMERCE_INVALID_REQUEST');
    sendJson(res, subscriberSubscriptionSchema, await setCancelAtPeriodEnd(deps, currentUser(req), id, false));
  });
  return router;
}

/**
 * POST /api/webhooks/stripe, mounted before the JSON parser: the signature covers the exact raw
 * bytes, so the body is read as a Buffer and parsed only by the SDK after verification.
 */
export function stripeWebhookRoutes(deps: PurchaseDeps & SubscribeDeps & WebhookSecrets): Router {
  const router = Router();
  route(router, commerceOperations.stripeWebhook, express.raw({ type: () => true, limit: '512kb' }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const event = verifyWebhook(deps.stripe, deps, body, req.get('stripe-signature'));
    const outcome = await handleStripeEvent(deps, event);
    req.log?.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
    sendJson(res, stripeWebhookResponseSchema, { received: true });
  });
  return router;
}
