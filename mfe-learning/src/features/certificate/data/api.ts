import { certificateVerificationSchema, myCertificateResponseSchema } from '@academy/contracts';
import { getJson } from '@academy/web-kit';

/** The learner's certificate, or null until every module is complete. */
export function getMyCertificate() {
  return getJson('/api/certificates/mine', myCertificateResponseSchema);
}

/** Anyone's verdict on a certificate number: valid, revoked or unknown. */
export function getCertificateVerification(id: string) {
  return getJson(`/api/certificates/${encodeURIComponent(id)}/verification`, certificateVerificationSchema);
}
