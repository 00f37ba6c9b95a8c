import { describe, expect, it } from 'vitest';
import { learningConfigSchema } from '../src/config.ts';
import { learnerNameOf } from '../src/domain/certificate-credential.ts';

const base = { DATABASE_URL: 'postgres://u:p@localhost/learning', INTERNAL_EVENTS_TOKEN: 'a-long-enough-events-token' };

describe('CERTIFICATE_SIGNING_KEY', () => {
  it('is required in production, where a generated key would be lost with the container', () => {
    const parsed = learningConfigSchema.safeParse({ ...base, NODE_ENV: 'production' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain('CERTIFICATE_SIGNING_KEY');
    expect(learningConfigSchema.safeParse({ ...base, NODE_ENV: 'production', CERTIFICATE_SIGNING_KEY: '{"kty":"OKP"}' }).success).toBe(true);
  });

  it('may be left out elsewhere: the key file under .data is used', () => {
    const parsed = learningConfigSchema.parse({ ...base, CERTIFICATE_SIGNING_KEY: '' });
    expect(parsed.CERTIFICATE_SIGNING_KEY).toBeUndefined();
    expect(parsed.CERTIFICATE_KEY_FILE).toMatch(/\.data\/certificate-signing-key\.json$/);
  });
});

describe('the name on a certificate', () => {
  it('is the learner’s name, or without one the part of the e-mail before the @ (the verification page is public)', () => {
    expect(learnerNameOf({ firstName: ' Ada ', lastName: 'Lovelace', email: 'ada@example.com' })).toBe('Ada Lovelace');
    expect(learnerNameOf({ firstName: 'Ada', lastName: null, email: 'ada@example.com' })).toBe('Ada');
    expect(learnerNameOf({ firstName: null, lastName: ' ', email: 'ada.l@example.com' })).toBe('ada.l');
  });
});
