import {
  certificateIdParamsSchema,
  certificateVerificationSchema,
  issuerKeysSchema,
  myCertificateResponseSchema,
  verifyCredentialRequestSchema,
} from './certificates.ts';
import type { OperationTable } from './operation.ts';

/** The learning service's certificate routes; verification and the issuer's keys are public. */
export const certificateOperations = {
  getMyCertificate: {
    method: 'get',
    path: '/api/certificates/mine',
    service: 'learning',
    summary: 'The learner’s course certificate (null until every module is complete)',
    access: 'signed-in',
    response: myCertificateResponseSchema,
  },
  getCertificatePdf: {
    method: 'get',
    path: '/api/certificates/:id/pdf',
    service: 'learning',
    summary: 'The learner’s certificate as a PDF',
    access: 'signed-in',
    params: certificateIdParamsSchema,
    produces: 'file',
  },
  getCertificateVerification: {
    method: 'get',
    path: '/api/certificates/:id/verification',
    service: 'learning',
    summary: 'Whether a certificate is valid, revoked or unknown (signature checked)',
    access: 'public',
    params: certificateIdParamsSchema,
    response: certificateVerificationSchema,
  },
  verifyCredential: {
    method: 'post',
    path: '/api/certificates/verify',
    service: 'learning',
    summary: 'Checks a credential (VC-JWT): signature, issuer and revocation',
    access: 'public',
    request: verifyCredentialRequestSchema,
    response: certificateVerificationSchema,
  },
  getIssuerKeys: {
    method: 'get',
    path: '/api/certificates/issuer-keys',
    service: 'learning',
    summary: 'The issuer’s public keys (JWKS) that certificates are signed with',
    access: 'public',
    response: issuerKeysSchema,
  },
} as const satisfies OperationTable;
