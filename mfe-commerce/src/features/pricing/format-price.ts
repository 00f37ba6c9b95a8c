import type { SubscriptionPlan } from '@academy/contracts';

/** A price in whole cents as the page shows it: '$89' for whole dollars, '$89.50' otherwise. */
export function formatPrice(cents: number): string {
  const dollars = cents / 100;
  const digits = Number.isInteger(dollars) ? 0 : 2;
  return `$${dollars.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

export function intervalLabel(interval: SubscriptionPlan['interval']): string {
  switch (interval) {
    case 'once':
      return 'one-time';
    case 'month':
      return 'per month';
    case 'year':
      return 'per year';
  }
}
