import * as z from 'zod/mini';
import { INT4_MAX } from './common.ts';

export const planIntervalSchema = z.enum(['month', 'year', 'once']);

export const subscriptionPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Whole cents. */
  price: z.number().check(z.int(), z.nonnegative(), z.lte(INT4_MAX)),
  interval: planIntervalSchema,
  features: z.array(z.string()),
  isPopular: z.boolean(),
  isActive: z.boolean(),
  stripePriceId: z.nullable(z.string()),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

/** GET /api/subscription-plans: the active plans, the lifetime course offer first. */
export const subscriptionPlansResponseSchema = z.array(subscriptionPlanSchema);

/**
 * POST /api/create-payment-intent: starts the course purchase. `amount` is in whole dollars (the
 * pricing page sends the catalogue's price); the server decides the price actually charged.
 */
export const createPaymentIntentRequestSchema = z.object({
  amount: z.number().check(z.positive(), z.lte(1_000_000)),
  description: z.string().check(z.minLength(1)),
});
export type CreatePaymentIntentRequest = z.infer<typeof createPaymentIntentRequestSchema>;
export const createPaymentIntentResponseSchema = z.object({ clientSecret: z.string().check(z.minLength(1)) });
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

/** A Stripe payment intent id as the browser gets it back from the payment provider. */
export const paymentIntentIdSchema = z.string().check(z.regex(/^pi_[A-Za-z0-9]{8,64}$/, 'Expected a payment intent id such as pi_123…'));

/** POST /api/verify-payment: the payment return page asks the server to confirm the purchase. */
export const verifyPaymentRequestSchema = z.object({ paymentIntentId: paymentIntentIdSchema });
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

/** GET /api/payments/checkout/{paymentIntentId}: the started purchase the checkout page shows. */
export const checkoutParamsSchema = z.object({ paymentIntentId: paymentIntentIdSchema });
/** The price is the one the server holds for the payment, never one from the page's URL. */
export const checkoutResponseSchema = z.object({
  paymentIntentId: z.string(),
  productId: z.string(),
  productName: z.string(),
  /** Whole cents. */
  amount: z.number().check(z.int(), z.nonnegative()),
  currency: z.string().check(z.length(3)),
  status: z.enum(['pending', 'paid', 'refunded']),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;
export const verifyPaymentResponseSchema = z.object({
  success: z.boolean(),
  productId: z.string(),
  /** Whole cents actually charged. */
  amount: z.number().check(z.int(), z.nonnegative()),
  currency: z.string().check(z.length(3)),
  /** True only when a receipt e-mail was really sent (or is being sent) to the buyer. */
  receiptEmailSent: z.boolean(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

/** GET /api/subscription-status: what the signed-in user has bought. */
export const subscriptionStatusResponseSchema = z.object({
  hasSubscription: z.boolean(),
  /** The plan they are on (the lifetime course counts), or null. */
  currentPlan: z.nullable(z.object({ id: z.string(), name: z.string(), interval: planIntervalSchema })),
  /** Owns the lifetime course (bought, granted by an administrator, or a development account). */
  ownsCourse: z.boolean(),
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponseSchema>;

/**
 * The built-in TEST MODE card form (no Stripe keys configured) confirms a payment intent the way
 * Stripe.js does: with the intent's client secret, straight to the payment server
 * (`POST /api/payments/test-mode/v1/payment_intents/{id}/confirm`).
 */
export const testModeConfirmRequestSchema = z.object({
  client_secret: z.string().check(z.minLength(1)),
  card: z.object({
    number: z.string().check(z.minLength(1), z.maxLength(32)),
    exp_month: z.number().check(z.int(), z.gte(1), z.lte(12)),
    exp_year: z.number().check(z.int(), z.gte(2000), z.lte(2200)),
    cvc: z.string().check(z.regex(/^\d{3,4}$/)),
  }),
});
export type TestModeConfirmRequest = z.infer<typeof testModeConfirmRequestSchema>;
/** The confirmed intent as the payment server answers it (the fields the checkout reads). */
export const testModeConfirmResponseSchema = z.object({
  id: z.string(),
  status: z.string(),
});
/** A payment server refusal, in Stripe's error format. */
export const paymentProviderErrorSchema = z.object({
  error: z.object({
    type: z.string(),
    code: z.optional(z.string()),
    decline_code: z.optional(z.string()),
    message: z.string(),
    /** The intent the refusal is about, when it has one (e.g. already succeeded). */
    payment_intent: z.optional(z.object({ id: z.string(), status: z.string() })),
  }),
});
export type PaymentProviderError = z.infer<typeof paymentProviderErrorSchema>;

/** One purchase as its buyer sees it (GET /api/payments/purchases). */
export const purchaseSchema = z.object({
  id: z.uuid(),
  productId: z.string(),
  productName: z.string(),
  /** Whole cents. */
  amount: z.number().check(z.int(), z.nonnegative()),
  currency: z.string().check(z.length(3)),
  status: z.enum(['pending', 'paid', 'refunded']),
  paymentIntentId: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  paidAt: z.nullable(z.iso.datetime({ offset: true })),
  refundedAt: z.nullable(z.iso.datetime({ offset: true })),
  /** The end of the 30-day money-back guarantee (paid purchases), else null. */
  refundableUntil: z.nullable(z.iso.datetime({ offset: true })),
  /** A refund can be asked for now (paid, and within the guarantee). */
  refundable: z.boolean(),
});
export type Purchase = z.infer<typeof purchaseSchema>;
/** GET /api/payments/purchases: the signed-in buyer's paid and refunded purchases, newest first. */
export const purchasesResponseSchema = z.array(purchaseSchema);
/** The purchase a refund is asked for: POST /api/payments/purchases/{id}/refund (no body) → purchaseSchema. */
export const purchaseIdParamsSchema = z.object({ id: z.uuid() });

/** Plan ids are short slugs: `pro-monthly`. */
export const planIdSchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'Use lowercase letters, digits and dashes (e.g. pro-monthly).'));
/** POST /api/admin/subscription-plans (administrators): a new plan. Price in whole cents. */
export const adminPlanCreateRequestSchema = z.extend(subscriptionPlanSchema, {
  id: planIdSchema,
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  description: z.string().check(z.maxLength(1000)),
  features: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))).check(z.maxLength(30)),
  stripePriceId: z.nullable(z.string().check(z.regex(/^price_[A-Za-z0-9]+$/))),
});
export type AdminPlanCreateRequest = z.infer<typeof adminPlanCreateRequestSchema>;
/** PUT /api/admin/subscription-plans/{id}: the same body; the id cannot change after creation. */
export const adminPlanUpdateRequestSchema = z.extend(z.omit(adminPlanCreateRequestSchema, { id: true }), { id: z.optional(planIdSchema) });
export type AdminPlanUpdateRequest = z.infer<typeof adminPlanUpdateRequestSchema>;
export const planIdParamsSchema = z.object({ id: planIdSchema });

/** POST /api/create-subscription: subscribes the signed-in user to a recurring plan. */
export const createSubscriptionRequestSchema = z.object({ planId: planIdSchema });
export type CreateSubscriptionRequest = z.infer<typeof createSubscriptionRequestSchema>;
/** The client secret the embedded 'Complete Your Subscription' form confirms the first payment with. */
export const createSubscriptionResponseSchema = z.object({ clientSecret: z.string().check(z.minLength(1)), subscriptionId: z.string().check(z.minLength(1)) });
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

/** POST /api/webhooks/stripe: the signed event was taken (Stripe's body is read raw and checked by the SDK). */
export const stripeWebhookResponseSchema = z.object({ received: z.literal(true) });

/** One e-mail in the development mailbox (no SMTP_URL, never in production). */
export const devMailboxMessageSchema = z.object({
  id: z.string(),
  receivedAt: z.string(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  html: z.nullable(z.string()),
});
export type DevMailboxMessage = z.infer<typeof devMailboxMessageSchema>;
/** GET /api/payments/dev-mailbox/messages: newest first. */
export const devMailboxMessagesResponseSchema = z.array(devMailboxMessageSchema);
/** GET /api/payments/dev-mailbox/{id} */
export const devMailboxMessageParamsSchema = z.object({ id: z.string().check(z.minLength(1)) });
/** POST /api/payments/test-mode/v1/payment_intents/{id}/confirm */
export const testModeConfirmParamsSchema = z.object({ id: z.string().check(z.minLength(1)) });

/** One invoice of a subscription, as its subscriber sees it. */
export const subscriptionInvoiceSchema = z.object({
  id: z.string(),
  /** Whole cents: what was paid, or what is due for an unpaid invoice. */
  amount: z.number().check(z.int(), z.nonnegative()),
  currency: z.string().check(z.length(3)),
  /** The provider's invoice status: draft, open, paid, uncollectible or void. */
  status: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  paidAt: z.nullable(z.iso.datetime({ offset: true })),
  /** The receipt e-mail of this paid invoice has been sent (or is being sent). */
  receiptSent: z.boolean(),
});
export type SubscriptionInvoice = z.infer<typeof subscriptionInvoiceSchema>;
/** One of the signed-in user's recurring subscriptions (GET /api/payments/subscriptions). */
export const subscriberSubscriptionSchema = z.object({
  id: z.uuid(),
  planId: z.string(),
  planName: z.string(),
  /** Whole cents per interval, as the provider bills it. */
  price: z.number().check(z.int(), z.nonnegative()),
  currency: z.string().check(z.length(3)),
  /** The billing interval: day, week, month or year. */
  interval: z.string(),
  /** The provider's status: active, trialing, past_due, unpaid, paused or canceled (ended). */
  status: z.string(),
  /** The end of the period paid for: the next billing date, or the day a cancellation takes effect. */
  currentPeriodEnd: z.nullable(z.iso.datetime({ offset: true })),
  /** Cancelled by the subscriber: access continues until currentPeriodEnd, then the subscription ends. */
  cancelAtPeriodEnd: z.boolean(),
  /** Newest first. */
  invoices: z.array(subscriptionInvoiceSchema),
});
export type SubscriberSubscription = z.infer<typeof subscriberSubscriptionSchema>;
/** GET /api/payments/subscriptions: live subscriptions first, then ended ones, newest first. */
export const subscriberSubscriptionsResponseSchema = z.array(subscriberSubscriptionSchema);
/** POST /api/payments/subscriptions/{id}/cancel and …/resume (no body) → subscriberSubscriptionSchema. */
export const subscriptionIdParamsSchema = z.object({ id: z.uuid() });
