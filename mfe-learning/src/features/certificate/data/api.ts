import { certificateOperations } from '@academy/contracts';
import { callOperation } from '@academy/web-kit';

/** The learner's certificate, or null until every module is complete. */
export function getMyCertificate() {
  return callOperation(certificateOperations.getMyCertificate);
}

/** Anyone's verdict on a certificate number: valid, revoked or unknown. */
export function getCertificateVerification(id: string) {
  return callOperation(certificateOperations.getCertificateVerification, { params: { id } });
}

/** Anyone's verdict on a credential they were given (the VC-JWT itself): its signature, then the certificate's state. */
export function postVerifyCredential(credential: string) {
  return callOperation(certificateOperations.verifyCredential, { body: { credential } });
}
