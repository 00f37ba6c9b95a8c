import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSubscriptions, postCancelSubscription, postResumeSubscription } from './api.ts';
import { subscriptionsKeys } from './query-keys.ts';

export const subscriptionsQuery = queryOptions({ queryKey: subscriptionsKeys.list(), queryFn: getSubscriptions });

export function useSubscriptions(signedIn: boolean) {
  return useQuery({ ...subscriptionsQuery, enabled: signedIn });
}

/** Cancelling or resuming changes what the subscriber has: every commerce answer about them is asked again. */
function useSubscriptionChange(change: typeof postCancelSubscription) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (subscription) => {
      queryClient.setQueryData(subscriptionsQuery.queryKey, (list) => list?.map((known) => (known.id === subscription.id ? subscription : known)));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['commerce'] }),
  });
}

export const useCancelSubscription = () => useSubscriptionChange(postCancelSubscription);
export const useResumeSubscription = () => useSubscriptionChange(postResumeSubscription);
