import { describe, expect, it } from 'vitest';
import { ConfigError } from '@academy/service-kit';
import { DEVELOPMENT_SESSION_SECRET, loadIdentityConfig } from '../src/config.ts';

const DATABASE_URL = 'postgres://academy:academy@127.0.0.1:5432/identity';
const SECRET = 'a-session-secret-that-is-long-enough-0123456789';
const ISSUER = { OIDC_ISSUER: 'https://login.example.com', OIDC_CLIENT_ID: 'academy', OIDC_CLIENT_SECRET: 'shh' };

function configError(env: Record<string, string>): ConfigError {
  try {
    loadIdentityConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('loadIdentityConfig', () => {
  it('with only the database and an issuer, uses port 4101, the gateway origin and that issuer', () => {
    const config = loadIdentityConfig({ DATABASE_URL, ...ISSUER });
    expect(config).toMatchObject({
      port: 4101,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:8080',
      oidc: { issuer: 'https://login.example.com', clientId: 'academy', clientSecret: 'shh' },
      sessionSecret: DEVELOPMENT_SESSION_SECRET,
      adminEmails: [],
      initialAdminEmails: [],
      nodeEnv: 'development',
    });
  });

  it('will not start without an issuer and its client, in any mode, and names what to do (empty counts as unset)', () => {
    for (const env of [{ DATABASE_URL }, { DATABASE_URL, OIDC_ISSUER: '', OIDC_CLIENT_ID: ' ', OIDC_CLIENT_SECRET: '' }] as Record<string, string>[]) {
      const error = configError(env);
      expect(error.message).toContain('identity: invalid configuration');
      for (const key of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'])
        expect(error.message).toContain(`${key}: is required: the OpenID Connect issuer users sign in through`);
    }
    const partial = configError({ DATABASE_URL, OIDC_ISSUER: 'https://login.example.com' });
    expect(partial.message).toContain('OIDC_CLIENT_ID: is required');
    expect(partial.message).not.toContain('OIDC_ISSUER: is required');
  });

  it('in production, requires SESSION_SECRET and an issuer', () => {
    const error = configError({ DATABASE_URL, NODE_ENV: 'production' });
    expect(error.message).toContain('SESSION_SECRET: is required in production');
    expect(error.message).toContain('OIDC_ISSUER: is required');
  });

  it('reads INITIAL_ADMIN_EMAILS as a trimmed, lower-case list, and refuses an entry that is not an address', () => {
    expect(loadIdentityConfig({ DATABASE_URL, ...ISSUER, INITIAL_ADMIN_EMAILS: ' Admin@Academy.test ,' }).initialAdminEmails).toEqual(['admin@academy.test']);
    expect(configError({ DATABASE_URL, ...ISSUER, INITIAL_ADMIN_EMAILS: 'nobody' }).message).toContain(
      'INITIAL_ADMIN_EMAILS must be a comma-separated list of e-mail addresses',
    );
  });

  it('in production with a secret and an issuer, starts with that secret', () => {
    const config = loadIdentityConfig({
      DATABASE_URL,
      NODE_ENV: 'production',
      SESSION_SECRET: SECRET,
      PUBLIC_URL: 'https://academy.example.com/',
      OIDC_ISSUER: 'https://login.example.com',
      OIDC_CLIENT_ID: 'academy',
      OIDC_CLIENT_SECRET: 'shh',
    });
    expect(config.sessionSecret).toBe(SECRET);
    expect(config.publicUrl).toBe('https://academy.example.com');
  });

  it('refuses a short SESSION_SECRET', () => {
    expect(configError({ DATABASE_URL, ...ISSUER, SESSION_SECRET: 'short' }).message).toContain('SESSION_SECRET: must be at least 32 characters');
  });

  it('refuses a PUBLIC_URL with a path', () => {
    expect(configError({ DATABASE_URL, ...ISSUER, PUBLIC_URL: 'http://localhost:8080/app' }).message).toContain('PUBLIC_URL: must be an origin without a path');
  });

  it('refuses a missing DATABASE_URL', () => {
    expect(configError({}).message).toMatch(/DATABASE_URL: /);
  });

  it('reads ADMIN_EMAILS as a trimmed, lower-case list', () => {
    const config = loadIdentityConfig({ DATABASE_URL, ...ISSUER, ADMIN_EMAILS: ' Owner@Example.com, ops@example.com ,' });
    expect(config.adminEmails).toEqual(['owner@example.com', 'ops@example.com']);
  });

  it('refuses an ADMIN_EMAILS entry that is not an address', () => {
    expect(configError({ DATABASE_URL, ...ISSUER, ADMIN_EMAILS: 'owner@example.com,nobody' }).message).toContain(
      'ADMIN_EMAILS must be a comma-separated list of e-mail addresses',
    );
  });

  it('reads SIGN_IN_RATE_LIMIT, 30 when unset or empty, and refuses one that is not a positive whole number', () => {
    expect(loadIdentityConfig({ DATABASE_URL, ...ISSUER }).signInRateLimit).toBe(30);
    expect(loadIdentityConfig({ DATABASE_URL, ...ISSUER, SIGN_IN_RATE_LIMIT: '' }).signInRateLimit).toBe(30);
    expect(loadIdentityConfig({ DATABASE_URL, ...ISSUER, SIGN_IN_RATE_LIMIT: '120' }).signInRateLimit).toBe(120);
    expect(configError({ DATABASE_URL, ...ISSUER, SIGN_IN_RATE_LIMIT: '0' }).message).toContain('SIGN_IN_RATE_LIMIT');
    expect(configError({ DATABASE_URL, ...ISSUER, SIGN_IN_RATE_LIMIT: 'lots' }).message).toContain('SIGN_IN_RATE_LIMIT');
  });
});
