import { randomUUID } from 'node:crypto';
import { certificateCourse } from '@academy/contracts';
import { publishEvent } from '@academy/service-kit';
import type { CertificatesRepository } from '../data/certificates.repository.ts';
import type { LearningTx } from '../data/progress.repository.ts';

/**
 * Called in the transaction of a module's completion, and of a purchase (entitlement.granted):
 * when the learner has no published module left, the course certificate is issued, unless they
 * already hold a standing one (a partial unique index keeps a concurrent completion from issuing
 * a second), and certificate.issued is written to the outbox with it. A learner who finished the
 * course, was refunded and buys it again gets a new certificate; the revoked one stays revoked.
 */
export async function issueCertificateIfCourseComplete(deps: { certificates: CertificatesRepository }, tx: LearningTx, userId: string): Promise<void> {
  if ((await deps.certificates.modulesLeft(tx, userId)) > 0) return;
  const modules = await deps.certificates.publishedTitles(tx);
  if (modules.length === 0) return;
  const issued = await deps.certificates.insertOnce(tx, { id: randomUUID(), userId, courseId: certificateCourse.id, modules, issuedAt: new Date() });
  if (!issued) return;
  await publishEvent(tx, {
    type: 'certificate.issued',
    subject: userId,
    data: { userId, certificateId: issued.id, courseId: issued.courseId, issuedAt: issued.issuedAt.toISOString() },
  });
}
