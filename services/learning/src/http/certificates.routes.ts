import { Router } from 'express';
import { certificateOperations } from '@academy/contracts';
import { operationHandlers, type IdentityClient } from '@academy/service-kit';
import { getCertificatePdf, getMyCertificate, verifyCertificateById, verifyCredential, type CertificateDeps } from '../domain/certificates.use-case.ts';

/** The learner's certificate and its PDF; public verification and the issuer's keys. */
export function certificatesRoutes(deps: CertificateDeps & { identity: IdentityClient }): Router {
  const router = Router();
  const handle = operationHandlers(router, deps);

  handle(certificateOperations.getMyCertificate, ({ user, res }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    return getMyCertificate(deps, user);
  });
  handle(certificateOperations.getCertificatePdf, async ({ user, params, res }) => {
    const pdf = await getCertificatePdf(deps, user, params.id);
    res.setHeader('Cache-Control', 'private, no-store');
    res.type('application/pdf');
    res.attachment(pdf.fileName);
    res.send(Buffer.from(pdf.bytes));
  });
  handle(certificateOperations.getIssuerKeys, ({ res }) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    return deps.keys.publicKeys;
  });
  // A verdict changes when a certificate is revoked: never kept by a cache.
  handle(certificateOperations.getCertificateVerification, ({ params, res }) => {
    res.setHeader('Cache-Control', 'no-store');
    return verifyCertificateById(deps, params.id);
  });
  handle(certificateOperations.verifyCredential, ({ body, res }) => {
    res.setHeader('Cache-Control', 'no-store');
    return verifyCredential(deps, body.credential);
  });
  return router;
}
