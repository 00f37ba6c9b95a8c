import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getPurchases, postRefund } from './api.ts';
import { purchasesKeys } from './query-keys.ts';

export const purchasesQuery = queryOptions({ queryKey: purchasesKeys.list(), queryFn: getPurchases });

export function usePurchases(signedIn: boolean) {
  return useQuery({ ...purchasesQuery, enabled: signedIn });
}

/** A refund changes what the buyer owns: every commerce answer about them is asked again. */
export function useRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRefund,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['commerce'] }),
  });
}
