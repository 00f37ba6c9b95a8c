/** The money-back guarantee the offer promises. */
export const REFUND_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When the guarantee of a purchase paid at `paidAt` ends. */
export function refundableUntil(paidAt: Date): Date {
  return new Date(paidAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS);
}

/** A refund can be asked for until the guarantee ends (the last instant included). */
export function withinRefundWindow(paidAt: Date, now: Date = new Date()): boolean {
  return now.getTime() <= refundableUntil(paidAt).getTime();
}
