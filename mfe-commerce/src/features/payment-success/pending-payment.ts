import { isApiError } from '@academy/web-kit';

/**
 * Where the payment return page keeps a payment intent id across a sign-in (the spec's pending
 * payment intent id in session storage): written when verification answers 401, read and removed
 * when the page comes back.
 */
export const PENDING_PAYMENT_STORAGE_KEY = 'pendingPaymentIntentId';

export function takePendingPayment(): string | null {
  try {
    const id = window.sessionStorage.getItem(PENDING_PAYMENT_STORAGE_KEY);
    window.sessionStorage.removeItem(PENDING_PAYMENT_STORAGE_KEY);
    return id;
  } catch {
    return null;
  }
}

export function keepPendingPayment(paymentIntentId: string): void {
  try {
    window.sessionStorage.setItem(PENDING_PAYMENT_STORAGE_KEY, paymentIntentId);
  } catch {
    // Storage refused (private mode): the buyer signs in and the page falls back to /pricing.
  }
}

/**
 * The spec's rule: a failure is an authorisation one when its message mentions 401 or Unauthorized.
 * An answer from the API is judged by its status, not its text: its message carries the error
 * envelope, whose request id is random hexadecimal and holds "401" about once in 140 answers, and a
 * 404 for an unknown payment must not send a signed-in buyer to sign in.
 */
export function isUnauthorised(error: Error): boolean {
  if (isApiError(error)) return error.status === 401;
  return /\b401\b|Unauthorized/.test(error.message);
}
