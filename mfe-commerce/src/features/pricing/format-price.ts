import type { SubscriptionPlan } from '@academy/contracts';

// One price format for the whole slice: the checkout's, which the pricing page already builds on.
export { formatPrice } from '../checkout/index.ts';

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
