import { commerceOperations, type SubscriberSubscription } from '@academy/contracts';
import { callOperation } from '@academy/web-kit';

export function getSubscriptions(): Promise<SubscriberSubscription[]> {
  return callOperation(commerceOperations.getSubscriptions);
}

export function postCancelSubscription(id: string): Promise<SubscriberSubscription> {
  return callOperation(commerceOperations.cancelSubscription, { params: { id } });
}

export function postResumeSubscription(id: string): Promise<SubscriberSubscription> {
  return callOperation(commerceOperations.resumeSubscription, { params: { id } });
}
