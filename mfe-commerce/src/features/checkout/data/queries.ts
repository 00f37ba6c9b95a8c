import { useMutation, useQuery } from '@tanstack/react-query';
import { getCheckout, postTestModeConfirm } from './api.ts';
import { checkoutKeys } from './query-keys.ts';

export function useTestModeConfirm() {
  return useMutation({ mutationFn: postTestModeConfirm });
}

/** The started purchase behind the checkout's client secret, as the server holds it. */
export function useCheckout(paymentIntentId: string | null) {
  return useQuery({
    queryKey: checkoutKeys.checkout(paymentIntentId ?? ''),
    queryFn: () => getCheckout(paymentIntentId ?? ''),
    enabled: paymentIntentId !== null,
  });
}
