import { certificateVerificationSchema, myCertificateResponseSchema } from '@academy/contracts';
import { apiRequest, getJson } from '@academy/web-kit';

/** The learner's certificate, or null until every module is complete. */
export function getMyCertificate() {
  return getJson('/api/certificates/mine', myCertificateResponseSchema);
}

/** Anyone's verdict on a certificate number: valid, revoked or unknown. */
export function getCertificateVerification(id: string) {
  return getJson(`/api/certificates/${encodeURIComponent(id)}/verification`, certificateVerificationSchema);
}

/** Anyone's verdict on a credential they were given (the VC-JWT itself): its signature, then the certificate's state. */
export function postVerifyCredential(credential: string) {
  return apiRequest('POST', '/api/certificates/verify', { credential }, certificateVerificationSchema);
}
