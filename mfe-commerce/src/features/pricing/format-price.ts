import type { SubscriptionPlan } from '@academy/contracts';

// The price itself is formatted as every page formats it: formatPrice in @academy/web-kit.

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
