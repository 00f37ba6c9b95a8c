import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { getCertificateVerification, getMyCertificate, postVerifyCredential } from './api.ts';
import { certificateKeys } from './query-keys.ts';

export const myCertificateQuery = queryOptions({ queryKey: certificateKeys.mine(), queryFn: getMyCertificate });

export function useMyCertificate() {
  return useQuery(myCertificateQuery);
}

/** A verdict can change (a refund revokes): asked afresh on each visit. */
export function useCertificateVerification(id: string) {
  return useQuery({ queryKey: certificateKeys.verification(id), queryFn: () => getCertificateVerification(id), staleTime: 0, retry: false });
}

/** POST /api/certificates/verify: checks a pasted credential. */
export function useVerifyCredential() {
  return useMutation({ mutationFn: postVerifyCredential });
}
