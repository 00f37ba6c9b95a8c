/**
 * Every error code the commerce service answers with besides the platform's (platform.errors.ts),
 * declared once with its HTTP status. The service raises them through commerceError().
 */
export const commerceErrorStatuses = {
  /** The request body or query does not match its contract (details name the fields). */
  COMMERCE_INVALID_REQUEST: 400,
  /** The signed webhook's signature, secret or timestamp does not check out. */
  COMMERCE_WEBHOOK_SIGNATURE_INVALID: 400,
  /** The course (or plan) is not on sale. */
  COMMERCE_PRODUCT_UNAVAILABLE: 409,
  /** The buyer already owns the course: nothing is charged twice. */
  COMMERCE_ALREADY_OWNED: 409,
  /** No payment with this id was started here. */
  COMMERCE_PAYMENT_NOT_FOUND: 404,
  /** The payment was started by someone else. */
  COMMERCE_PAYMENT_NOT_YOURS: 403,
  /** The payment provider has not (or not yet) taken the money. */
  COMMERCE_PAYMENT_NOT_SUCCEEDED: 409,
  /** What the provider charged is not the price of the order. */
  COMMERCE_PAYMENT_AMOUNT_MISMATCH: 409,
  /** No purchase with this id belongs to the caller. */
  COMMERCE_PURCHASE_NOT_FOUND: 404,
  /** The purchase is not paid (already refunded, or never completed). */
  COMMERCE_PURCHASE_NOT_REFUNDABLE: 409,
  /** The 30-day money-back guarantee of the purchase has ended. */
  COMMERCE_REFUND_WINDOW_CLOSED: 409,
  /** No plan with this id. */
  COMMERCE_PLAN_NOT_FOUND: 404,
  /** A plan with this id exists already. */
  COMMERCE_PLAN_EXISTS: 409,
  /** The plan is the course on sale: it cannot be deleted, deactivated, made recurring or made free. */
  COMMERCE_PLAN_ON_SALE: 409,
  /** The plan is not a recurring one (the lifetime course is bought at the checkout). */
  COMMERCE_PLAN_NOT_RECURRING: 409,
  /** The user already has a live subscription to this plan. */
  COMMERCE_ALREADY_SUBSCRIBED: 409,
  /** No subscription with this id belongs to the caller. */
  COMMERCE_SUBSCRIPTION_NOT_FOUND: 404,
  /** The subscription has ended (or was never paid), so it cannot be cancelled or resumed. */
  COMMERCE_SUBSCRIPTION_NOT_ACTIVE: 409,
  /** No such message in the development mailbox. */
  COMMERCE_MAIL_NOT_FOUND: 404,
  /** The payment provider could not be reached or refused the call. */
  COMMERCE_PAYMENT_PROVIDER_UNAVAILABLE: 502,
} as const satisfies Record<`COMMERCE_${string}`, number>;
export type CommerceErrorCode = keyof typeof commerceErrorStatuses;
export const commerceErrorCodes = Object.keys(commerceErrorStatuses) as CommerceErrorCode[];
