import * as z from 'zod/mini';

/**
 * Course certificates (DESIGN decision 15): an Open Badges 3.0 credential, a W3C Verifiable
 * Credential of type OpenBadgeCredential whose achievement is the course, sent as a VC-JWT signed
 * with Ed25519. Anyone can check one, without signing in, against the issuer's public keys.
 */

/** The one course a certificate is for, and who issues it. */
export const certificateCourse = { id: 'ai-business-growth-mastery', name: 'AI Business Growth Mastery' } as const;
export const CERTIFICATE_ISSUER_NAME = 'AI Business Academy';

export const certificateIdParamsSchema = z.object({ id: z.uuid() });

/** The learner's own certificate: what the certificate page shows. */
export const certificateSchema = z.object({
  id: z.uuid(),
  status: z.enum(['valid', 'revoked']),
  learnerName: z.string(),
  courseName: z.string(),
  issuerName: z.string(),
  issuedAt: z.iso.datetime({ offset: true }),
  revokedAt: z.nullable(z.iso.datetime({ offset: true })),
  /** The modules the course had when it was completed, in course order. */
  modules: z.array(z.string()),
  /** The signed credential (VC-JWT). */
  credential: z.string(),
  /** The public verification page (no sign-in). */
  verifyUrl: z.string(),
  /** The PDF (GET, signed in as the learner). */
  pdfUrl: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** GET /api/certificates/mine: null until every module is complete. */
export const myCertificateResponseSchema = z.nullable(certificateSchema);

/** What anyone may learn about a certificate: no user id, no e-mail. */
export const verifiedCertificateSchema = z.object({
  id: z.uuid(),
  /** Null after the account was deleted. */
  learnerName: z.nullable(z.string()),
  courseName: z.string(),
  issuerName: z.string(),
  issuedAt: z.iso.datetime({ offset: true }),
  revokedAt: z.nullable(z.iso.datetime({ offset: true })),
  modules: z.array(z.string()),
});
export type VerifiedCertificate = z.infer<typeof verifiedCertificateSchema>;

/**
 * The verdict. valid: issued here, signature checked, not revoked. revoked: issued here and taken
 * back (a refund, a deleted account). unknown: not issued here, or a credential whose signature or
 * content does not check out (`reason` says which).
 */
export const certificateVerificationSchema = z.object({
  status: z.enum(['valid', 'revoked', 'unknown']),
  reason: z.optional(z.string()),
  certificate: z.nullable(verifiedCertificateSchema),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** POST /api/certificates/verify: a credential (VC-JWT) someone was given. */
export const verifyCredentialRequestSchema = z.object({ credential: z.string().check(z.minLength(1), z.maxLength(20_000)) });
export type VerifyCredentialRequest = z.infer<typeof verifyCredentialRequestSchema>;

/** The issuer's public keys (a JSON Web Key Set of Ed25519 keys). */
export const issuerKeysSchema = z.object({
  keys: z.array(z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string(), kid: z.string(), alg: z.literal('EdDSA'), use: z.literal('sig') })),
});
export type IssuerKeys = z.infer<typeof issuerKeysSchema>;
