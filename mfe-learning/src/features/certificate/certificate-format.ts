import type { Certificate } from '@academy/contracts';

/**
 * LinkedIn's "Add to profile" link for a certification: it opens the learner's own profile form
 * filled in; nothing is sent to LinkedIn until they save it there.
 */
export function linkedInAddToProfileUrl(certificate: Pick<Certificate, 'id' | 'courseName' | 'issuerName' | 'issuedAt' | 'verifyUrl'>): string {
  const issued = new Date(certificate.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.courseName,
    organizationName: certificate.issuerName,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: certificate.verifyUrl,
    certId: certificate.id,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

/** "May 1, 2025": the certificate's date as people write it. */
export function certificateDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
