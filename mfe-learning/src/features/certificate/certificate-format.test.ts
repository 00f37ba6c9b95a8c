import { describe, expect, it } from 'vitest';
import { certificateDate, linkedInAddToProfileUrl } from './certificate-format.ts';

describe('linkedInAddToProfileUrl', () => {
  it('fills LinkedIn’s certification form: name, organisation, issue year and month, link and number', () => {
    const url = new URL(
      linkedInAddToProfileUrl({
        id: '3f7c1c9e-2b1a-4c55-9d0e-8a6f4b2e1d00',
        courseName: 'AI Business Growth Mastery',
        issuerName: 'AI Business Academy',
        issuedAt: '2025-12-31T23:30:00.000Z',
        verifyUrl: 'https://academy.example/verify/3f7c1c9e-2b1a-4c55-9d0e-8a6f4b2e1d00',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'AI Business Growth Mastery',
      organizationName: 'AI Business Academy',
      issueYear: '2025',
      issueMonth: '12',
      certUrl: 'https://academy.example/verify/3f7c1c9e-2b1a-4c55-9d0e-8a6f4b2e1d00',
      certId: '3f7c1c9e-2b1a-4c55-9d0e-8a6f4b2e1d00',
    });
  });

  it('writes the date as people do, on the day it was issued (UTC)', () => {
    expect(certificateDate('2025-12-31T23:30:00.000Z')).toBe('December 31, 2025');
  });
});
