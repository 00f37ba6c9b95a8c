import type { SubscriberSubscription } from '@academy/contracts';
import { usePlatform } from '@academy/web-kit';
import { useState } from 'react';
import { formatDay } from '../format.ts';
import { useCancelSubscription, useResumeSubscription } from './queries.ts';

/** The state and actions of one subscription's card: the cancel confirmation, cancel and resume with their toasts. */
export function useSubscriptionCard(subscription: SubscriberSubscription) {
  const platform = usePlatform();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const [confirming, setConfirming] = useState(false);
  const until = (changed: SubscriberSubscription) => (changed.currentPeriodEnd ? formatDay(changed.currentPeriodEnd) : 'the end of the period');
  const failed = (title: string) => (error: Error) => platform.toast({ title, description: error.message, variant: 'destructive' });

  return {
    confirming,
    busy: cancel.isPending || resume.isPending,
    askToCancel: () => setConfirming(true),
    keep: () => setConfirming(false),
    confirmCancel: () =>
      cancel.mutate(subscription.id, {
        onSuccess: (changed) => {
          setConfirming(false);
          platform.toast({
            title: 'Subscription cancelled',
            description: `You keep ${changed.planName} until ${until(changed)} and will not be billed again.`,
          });
        },
        onError: failed('Cancelling failed'),
      }),
    resume: () =>
      resume.mutate(subscription.id, {
        onSuccess: (changed) => platform.toast({ title: 'Subscription resumed', description: `${changed.planName} renews on ${until(changed)}.` }),
        onError: failed('Resuming failed'),
      }),
  };
}
