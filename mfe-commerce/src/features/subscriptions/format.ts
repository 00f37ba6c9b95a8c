/** Whole cents in the subscription's currency: '$29.00'. */
export const formatAmount = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** A day as the subscriber reads it: 'March 31, 2026'. */
export const formatDay = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));

/** '$29.00 per month'. */
export const formatPricePerInterval = (cents: number, currency: string, interval: string) => `${formatAmount(cents, currency)} per ${interval}`;
