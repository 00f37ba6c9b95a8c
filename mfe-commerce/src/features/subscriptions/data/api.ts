import { subscriberSubscriptionSchema, subscriberSubscriptionsResponseSchema, type SubscriberSubscription } from '@academy/contracts';
import { apiRequest, getJson } from '@academy/web-kit';

export function getSubscriptions(): Promise<SubscriberSubscription[]> {
  return getJson('/api/payments/subscriptions', subscriberSubscriptionsResponseSchema);
}

export function postCancelSubscription(id: string): Promise<SubscriberSubscription> {
  return apiRequest('POST', `/api/payments/subscriptions/${encodeURIComponent(id)}/cancel`, undefined, subscriberSubscriptionSchema);
}

export function postResumeSubscription(id: string): Promise<SubscriberSubscription> {
  return apiRequest('POST', `/api/payments/subscriptions/${encodeURIComponent(id)}/resume`, undefined, subscriberSubscriptionSchema);
}
