import { randomUUID } from 'node:crypto';
import { certificateCourse, type AuthUser, type DomainEvent } from '@academy/contracts';
import { publishEvent } from '@academy/service-kit';
import type { CertificateKeys } from '../data/certificate-keys.ts';
import type { CertificatesRepository } from '../data/certificates.repository.ts';
import type { LearnerNamesRepository } from '../data/learner-names.repository.ts';
import type { LearningTx } from '../data/progress.repository.ts';
import { learnerNameOf, signCredential } from './certificate-credential.ts';

export interface IssueCertificateDeps {
  certificates: CertificatesRepository;
  learnerNames: LearnerNamesRepository;
  /** The key certificates are signed with. */
  keys: CertificateKeys;
  /** The browser-facing origin, the credential's issuer. */
  publicUrl: string;
}

/** The learner whose request completes a module: their id, and their name as their request says it. */
export interface CompletingLearner {
  id: string;
  name: string;
}

export const completingLearner = (user: Pick<AuthUser, 'id' | 'firstName' | 'lastName' | 'email'>): CompletingLearner => ({
  id: user.id,
  name: learnerNameOf(user),
});

/**
 * Called in the transaction of a module's completion, and of a purchase (entitlement.granted):
 * when the learner has no published module left, the course certificate is issued and signed
 * with the name given, unless they already hold a standing one (a partial unique index keeps a
 * concurrent completion from issuing a second), and certificate.issued is written to the outbox
 * with it. A learner who finished the course, was refunded and buys it again gets a new
 * certificate; the revoked one stays revoked.
 */
export async function issueCertificateIfCourseComplete(deps: IssueCertificateDeps, tx: LearningTx, userId: string, learnerName: string): Promise<void> {
  if ((await deps.certificates.modulesLeft(tx, userId)) > 0) return;
  const modules = await deps.certificates.publishedTitles(tx);
  if (modules.length === 0) return;
  const id = randomUUID();
  const issuedAt = new Date();
  const credential = await signCredential({ id, learnerName, modules, issuedAt }, deps.publicUrl, deps.keys);
  const issued = await deps.certificates.insertOnce(tx, { id, userId, courseId: certificateCourse.id, modules, issuedAt, learnerName, credential });
  if (!issued) return;
  await publishEvent(tx, {
    type: 'certificate.issued',
    subject: userId,
    data: { userId, certificateId: issued.id, courseId: issued.courseId, issuedAt: issued.issuedAt.toISOString() },
  });
}

/**
 * A module completed on the learner's own request: their name, as the request says it, is kept
 * (a later purchase that completes the course names them by it), then the certificate is issued
 * if that was the last module.
 */
export async function onModuleCompleted(deps: IssueCertificateDeps, tx: LearningTx, learner: CompletingLearner): Promise<void> {
  await deps.learnerNames.remember(tx, learner.id, learner.name, new Date());
  await issueCertificateIfCourseComplete(deps, tx, learner.id, learner.name);
}

/**
 * entitlement.granted: a learner who completed every module before this purchase (refunded, then
 * buying again) gets the certificate now. The event names nobody: the name is the one kept from
 * identity's events and the learner's own requests, else — as for a learner who gave no name —
 * the part of the e-mail before the @.
 */
export async function issueCertificateOnPurchase(deps: IssueCertificateDeps, tx: LearningTx, event: DomainEvent<'entitlement.granted'>): Promise<void> {
  const { userId, email } = event.data;
  const name = (await deps.learnerNames.nameOf(tx, userId)) ?? learnerNameOf({ firstName: null, lastName: null, email });
  await issueCertificateIfCourseComplete(deps, tx, userId, name);
}

/** user.created, user.updated (identity): the name a certificate would give the learner is kept, unless a later one is. */
export async function rememberLearnerName(
  deps: Pick<IssueCertificateDeps, 'learnerNames'>,
  tx: LearningTx,
  event: DomainEvent<'user.created' | 'user.updated'>,
): Promise<void> {
  await deps.learnerNames.remember(tx, event.data.userId, learnerNameOf(event.data), new Date(event.occurredAt));
}
