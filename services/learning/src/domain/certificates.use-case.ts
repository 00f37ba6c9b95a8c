import {
  CERTIFICATE_ISSUER_NAME,
  certificateCourse,
  type AuthUser,
  type Certificate,
  type CertificateVerification,
  type DomainEvent,
  type VerifiedCertificate,
} from '@academy/contracts';
import { notFound, publishEvent } from '@academy/service-kit';
import type { CertificateFonts } from '../data/certificate-fonts.ts';
import type { CertificateKeys } from '../data/certificate-keys.ts';
import type { CertificatesRepository, RevocationReason } from '../data/certificates.repository.ts';
import type { LearningTx } from '../data/progress.repository.ts';
import type { CertificateRow } from '../data/schema.ts';
import { checkCredential, learnerNameOf, signCredential } from './certificate-credential.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';

export interface CertificateDeps {
  certificates: CertificatesRepository;
  keys: CertificateKeys;
  /** The typeface of the PDF. */
  fonts: CertificateFonts;
  /** The browser-facing origin. */
  publicUrl: string;
}

const verifyUrlOf = (deps: CertificateDeps, id: string) => `${new URL(deps.publicUrl).origin}/verify/${id}`;

const signedFor = (deps: Pick<CertificateDeps, 'keys' | 'publicUrl'>, row: CertificateRow, learnerName: string) =>
  signCredential({ id: row.id, learnerName, modules: row.modules, issuedAt: row.issuedAt }, deps.publicUrl, deps.keys);

/**
 * The certificate with its credential, read only. A certificate is signed when it is issued, and
 * one issued unsigned before that is signed at start (signCertificatesIssuedUnsigned) once this
 * service can name its learner. Until then it is signed here for this answer alone, with the name
 * the request gives, and nothing is stored: a read never writes.
 */
async function withCredential(
  deps: CertificateDeps,
  row: CertificateRow,
  user: AuthUser,
): Promise<CertificateRow & { learnerName: string; credential: string }> {
  if (row.credential && row.learnerName) return { ...row, credential: row.credential, learnerName: row.learnerName };
  const learnerName = learnerNameOf(user);
  return { ...row, learnerName, credential: await signedFor(deps, row, learnerName) };
}

/**
 * At start: the certificates issued before certificates were signed at issue, whose learner this
 * service can name (learner_names: filled by migration 0013 from the names already signed and the
 * onboarding answers, then by identity's events and the learner's completions), are signed and
 * stored. Several processes may start together: each credential is stored once. Returns how many
 * this process signed.
 */
export async function signCertificatesIssuedUnsigned(deps: Pick<CertificateDeps, 'certificates' | 'keys' | 'publicUrl'>): Promise<number> {
  let signed = 0;
  for (const row of await deps.certificates.unsignedWithKnownNames()) {
    if (await deps.certificates.setCredentialOnce(row.id, row.knownName, await signedFor(deps, row, row.knownName))) signed += 1;
  }
  return signed;
}

/** GET /api/certificates/mine: the learner's certificate, or null before the course is complete. */
export async function getMyCertificate(deps: CertificateDeps, user: AuthUser): Promise<Certificate | null> {
  const row = await deps.certificates.findForUser(user.id, certificateCourse.id);
  if (!row) return null;
  const signed = await withCredential(deps, row, user);
  return {
    id: signed.id,
    status: signed.revokedAt ? 'revoked' : 'valid',
    learnerName: signed.learnerName,
    courseName: certificateCourse.name,
    issuerName: CERTIFICATE_ISSUER_NAME,
    issuedAt: signed.issuedAt.toISOString(),
    revokedAt: signed.revokedAt?.toISOString() ?? null,
    modules: signed.modules,
    credential: signed.credential,
    verifyUrl: verifyUrlOf(deps, signed.id),
    pdfUrl: `/api/certificates/${signed.id}/pdf`,
  };
}

/** GET /api/certificates/{id}/pdf: the learner's own certificate only (another's is not found). */
export async function getCertificatePdf(deps: CertificateDeps, user: AuthUser, id: string): Promise<{ fileName: string; bytes: Uint8Array }> {
  const row = await deps.certificates.findById(id);
  if (!row || row.userId !== user.id) throw notFound('LEARNING_CERTIFICATE_NOT_FOUND', 'There is no such certificate.');
  const signed = await withCredential(deps, row, user);
  const bytes = await renderCertificatePdf(
    {
      id: signed.id,
      learnerName: signed.learnerName,
      courseName: certificateCourse.name,
      issuerName: CERTIFICATE_ISSUER_NAME,
      issuedAt: signed.issuedAt,
      modules: signed.modules,
      verifyUrl: verifyUrlOf(deps, signed.id),
      revoked: signed.revokedAt !== null,
    },
    deps.fonts,
  );
  return { fileName: `certificate-${signed.id}.pdf`, bytes };
}

function publicView(row: CertificateRow): VerifiedCertificate {
  return {
    id: row.id,
    learnerName: row.learnerName,
    courseName: certificateCourse.name,
    issuerName: CERTIFICATE_ISSUER_NAME,
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    modules: row.modules,
  };
}

const unknown = (reason: string): CertificateVerification => ({ status: 'unknown', reason, certificate: null });

function verdictFor(row: CertificateRow): CertificateVerification {
  if (row.revokedAt) {
    const reason = row.revocationReason === 'account-deleted' ? 'The learner’s account was deleted.' : 'The course was refunded.';
    return { status: 'revoked', reason, certificate: publicView(row) };
  }
  return { status: 'valid', certificate: publicView(row) };
}

/** GET /api/certificates/{id}/verification: what we issued under that id, its stored credential's signature checked. */
export async function verifyCertificateById(deps: CertificateDeps, id: string): Promise<CertificateVerification> {
  const row = await deps.certificates.findById(id);
  if (!row) return unknown('No certificate with this number was issued by this academy.');
  if (row.credential) {
    const checked = await checkCredential(row.credential, deps.publicUrl, deps.keys.publicKeys);
    if (!checked.ok || checked.certificateId !== row.id) return unknown(checked.ok ? 'The stored credential names another certificate.' : checked.reason);
  }
  return verdictFor(row);
}

/** POST /api/certificates/verify: a credential someone holds: signed by us, unaltered, and not revoked. */
export async function verifyCredential(deps: CertificateDeps, credential: string): Promise<CertificateVerification> {
  const checked = await checkCredential(credential, deps.publicUrl, deps.keys.publicKeys);
  if (!checked.ok) return unknown(checked.reason);
  const row = await deps.certificates.findById(checked.certificateId);
  if (!row) return unknown('No certificate with this number was issued by this academy.');
  return verdictFor(row);
}

async function revokeAll(deps: Pick<CertificateDeps, 'certificates'>, tx: LearningTx, userId: string, reason: RevocationReason, at: Date) {
  for (const row of await deps.certificates.revokeForUser(tx, userId, reason, at)) {
    await publishEvent(tx, { type: 'certificate.revoked', subject: userId, data: { userId, certificateId: row.id, revokedAt: at.toISOString(), reason } });
  }
}

/** entitlement.revoked (a refund, or an administrator taking the course back): the certificate is revoked. Repeats change nothing. */
export async function revokeCertificatesOnRefund(
  deps: Pick<CertificateDeps, 'certificates'>,
  tx: LearningTx,
  event: DomainEvent<'entitlement.revoked'>,
): Promise<void> {
  await revokeAll(deps, tx, event.data.userId, event.data.reason, new Date(event.data.revokedAt));
}

/** user.deleted: the certificate is revoked and no longer names the learner. Repeats change nothing. */
export async function revokeCertificatesOfDeletedUser(deps: Pick<CertificateDeps, 'certificates'>, tx: LearningTx, userId: string): Promise<void> {
  await revokeAll(deps, tx, userId, 'account-deleted', new Date());
  await deps.certificates.forgetUser(tx, userId);
}
