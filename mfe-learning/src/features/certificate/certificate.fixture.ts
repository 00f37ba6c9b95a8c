/** A certificate as the service describes it, for the pages' tests. */
export const certificateId = '3f7c1c9e-2b1a-4c55-9d0e-8a6f4b2e1d00';

export const verifiedCertificate = {
  id: certificateId,
  learnerName: 'Ada Lovelace',
  courseName: 'AI Business Growth Mastery',
  issuerName: 'AI Business Academy',
  issuedAt: '2025-05-01T12:00:00.000Z',
  revokedAt: null,
  modules: ['AI-Powered Customer Acquisition Strategies', 'Conversion Pages'],
};
