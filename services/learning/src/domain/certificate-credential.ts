import { createLocalJWKSet, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { CERTIFICATE_ISSUER_NAME, certificateCourse, type AuthUser, type IssuerKeys } from '@academy/contracts';
import type { CertificateKeys } from '../data/certificate-keys.ts';

/**
 * The name a certificate gives the learner: their name, or — when they have not given one — the
 * part of their e-mail before the @, since the verification page is public and the address is not.
 */
export function learnerNameOf(user: Pick<AuthUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ');
  return name || user.email.split('@')[0] || user.email;
}

/** What a certificate states: who completed which course's modules, and when. */
export interface CertificateClaims {
  id: string;
  learnerName: string;
  modules: string[];
  issuedAt: Date;
}

const credentialContexts = ['https://www.w3.org/2018/credentials/v1', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'];

export const credentialIdOf = (certificateId: string) => `urn:uuid:${certificateId}`;

/**
 * The Open Badges 3.0 credential (an OpenBadgeCredential, W3C VC Data Model 1.1) whose
 * achievement is the course. The learner is named by an unhashed `name` identifier, the form
 * Open Badges gives for a recipient known by name.
 */
export function openBadgeCredential(claims: CertificateClaims, publicUrl: string) {
  const issuerId = new URL(publicUrl).origin;
  return {
    '@context': credentialContexts,
    id: credentialIdOf(claims.id),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: issuerId, type: ['Profile'], name: CERTIFICATE_ISSUER_NAME, url: issuerId },
    issuanceDate: claims.issuedAt.toISOString(),
    name: `${certificateCourse.name} certificate`,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: claims.learnerName }],
      achievement: {
        id: `${issuerId}/courses#${certificateCourse.id}`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: certificateCourse.name,
        description: `Completion of every module of ${certificateCourse.name}.`,
        criteria: { narrative: `Completed all ${claims.modules.length} modules: ${claims.modules.join('; ')}.` },
      },
    },
  };
}
export type OpenBadgeCredential = ReturnType<typeof openBadgeCredential>;

/** Signs the credential as a VC-JWT (Open Badges 3.0: the credential in `vc`, with iss, jti and nbf). */
export async function signCredential(claims: CertificateClaims, publicUrl: string, keys: CertificateKeys): Promise<string> {
  const vc = openBadgeCredential(claims, publicUrl);
  const issuedAtSeconds = Math.floor(claims.issuedAt.getTime() / 1000);
  return new SignJWT({ vc })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: keys.kid })
    .setIssuer(vc.issuer.id)
    .setJti(vc.id)
    .setNotBefore(issuedAtSeconds)
    .setIssuedAt(issuedAtSeconds)
    .sign(keys.privateKey);
}

export type CheckedCredential = { ok: true; certificateId: string; learnerName: string | undefined } | { ok: false; reason: string };

const uuidUrn = /^urn:uuid:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * Checks a VC-JWT against the issuer's public keys: the signature, the algorithm, the issuer, and
 * that it is an OpenBadgeCredential naming one of our certificates. Whether that certificate
 * still stands is the caller's question.
 */
export async function checkCredential(jwt: string, publicUrl: string, publicKeys: IssuerKeys): Promise<CheckedCredential> {
  const issuerId = new URL(publicUrl).origin;
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(jwt.trim(), createLocalJWKSet(publicKeys), { algorithms: ['EdDSA'], issuer: issuerId }));
  } catch (error) {
    if (error instanceof joseErrors.JWTClaimValidationFailed) return { ok: false, reason: 'The credential was not issued by this academy.' };
    if (error instanceof joseErrors.JWKSNoMatchingKey) return { ok: false, reason: 'The credential was not signed with any of this academy’s keys.' };
    if (error instanceof joseErrors.JWSSignatureVerificationFailed)
      return { ok: false, reason: 'The signature does not match: the credential was altered or forged.' };
    return { ok: false, reason: 'This is not a credential this academy signs.' };
  }
  const vc = payload.vc as Partial<OpenBadgeCredential> | undefined;
  const id = typeof payload.jti === 'string' ? uuidUrn.exec(payload.jti)?.[1] : undefined;
  if (!vc || !id || vc.id !== payload.jti || !vc.type?.includes('OpenBadgeCredential')) {
    return { ok: false, reason: 'This is not a certificate this academy issues.' };
  }
  const named = vc.credentialSubject?.identifier?.find((identity) => identity.identityType === 'name');
  return { ok: true, certificateId: id.toLowerCase(), learnerName: named?.identityHash };
}
