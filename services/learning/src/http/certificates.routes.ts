import { Router } from 'express';
import {
  certificateIdParamsSchema,
  certificateOperations,
  certificateVerificationSchema,
  issuerKeysSchema,
  myCertificateResponseSchema,
  verifyCredentialRequestSchema,
} from '@academy/contracts';
import { currentUser, parseInput, route, sendJson, type IdentityClient } from '@academy/service-kit';
import { getCertificatePdf, getMyCertificate, verifyCertificateById, verifyCredential, type CertificateDeps } from '../domain/certificates.use-case.ts';

/** The learner's certificate and its PDF; public verification and the issuer's keys. */
export function certificatesRoutes(deps: CertificateDeps & { identity: IdentityClient }): Router {
  const router = Router();
  const signedIn = deps.identity.requireUser;

  route(router, certificateOperations.getMyCertificate, signedIn, async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    sendJson(res, myCertificateResponseSchema, await getMyCertificate(deps, currentUser(req)));
  });
  route(router, certificateOperations.getCertificatePdf, signedIn, async (req, res) => {
    const { id } = parseInput(certificateIdParamsSchema, req.params);
    const pdf = await getCertificatePdf(deps, currentUser(req), id);
    res.setHeader('Cache-Control', 'private, no-store');
    res.type('application/pdf');
    res.attachment(pdf.fileName);
    res.send(Buffer.from(pdf.bytes));
  });
  route(router, certificateOperations.getIssuerKeys, (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    sendJson(res, issuerKeysSchema, deps.keys.publicKeys);
  });
  // A verdict changes when a certificate is revoked: never kept by a cache.
  route(router, certificateOperations.getCertificateVerification, async (req, res) => {
    const { id } = parseInput(certificateIdParamsSchema, req.params);
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, certificateVerificationSchema, await verifyCertificateById(deps, id));
  });
  route(router, certificateOperations.verifyCredential, async (req, res) => {
    const { credential } = parseInput(verifyCredentialRequestSchema, req.body);
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, certificateVerificationSchema, await verifyCredential(deps, credential));
  });
  return router;
}
