import { queryOptions, useQuery } from '@tanstack/react-query';
import { postVerifyPayment } from './api.ts';
import { paymentSuccessKeys } from './query-keys.ts';

/** Verifying is safe to repeat (the server fulfils idempotently), so it is a query keyed by the intent. */
export const verificationQuery = (paymentIntentId: string) =>
  queryOptions({
    queryKey: paymentSuccessKeys.verification(paymentIntentId),
    queryFn: () => postVerifyPayment(paymentIntentId),
    retry: false,
    staleTime: Infinity,
  });

export function useVerification(paymentIntentId: string | null) {
  return useQuery({ ...verificationQuery(paymentIntentId ?? ''), enabled: paymentIntentId !== null });
}
