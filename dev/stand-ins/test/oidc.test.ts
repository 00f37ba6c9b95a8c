import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@academy/contracts';
import { createLogger } from '@academy/service-kit';
import { startStandIns, type RunningStandIns } from '../src/stand-ins.ts';

/*
 * The development OpenID provider on its own (identity's tests sign in through it end to end).
 * Its discovery, and its answers to what it cannot do: the error envelope for a program, a page
 * with a way to start again for a person's browser.
 */

let standIns: RunningStandIns;

beforeAll(async () => {
  standIns = await startStandIns({
    logger: createLogger('stand-ins', 'silent'),
    oidc: {
      client: { secret: 'client-secret', redirectUri: 'http://127.0.0.1:9/api/callback', postLogoutRedirectUri: 'http://127.0.0.1:9/' },
      secret: 'cookie-secret',
    },
  });
});

afterAll(async () => {
  await standIns?.stop();
});

describe('the development provider', () => {
  it('is an issuer at /api/oidc on the origin it is reached on, with PKCE and no sign-out endpoint', async () => {
    const discovery = (await (await fetch(`${standIns.oidc!.issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(`${standIns.url}/api/oidc`);
    expect(discovery.authorization_endpoint).toBe(`${standIns.url}/api/oidc/auth`);
    expect(discovery.code_challenge_methods_supported).toContain('S256');
    expect(discovery).not.toHaveProperty('end_session_endpoint');
  });
});

describe('every error answer of the development provider is the envelope', () => {
  it.each([
    ['an authorization request it refuses', 'GET', '/api/oidc/auth?client_id=nobody', undefined, 400],
    ['a path it does not have', 'GET', '/api/oidc/nothing-here', undefined, 404],
    ['a sign-in page that expired or never was', 'GET', '/api/oidc/interaction/no-such-interaction', undefined, 400],
    ['choosing on a sign-in page that expired', 'POST', '/api/oidc/interaction/no-such-interaction/login', 'account=nobody', 400],
  ] as const)('%s', async (_name, method, path, form, status) => {
    const response = await fetch(`${standIns.url}${path}`, {
      method,
      headers: { 'x-request-id': 'provider-error', ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form,
      redirect: 'manual',
    });
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(errorEnvelopeSchema.parse(await response.json()).error.requestId).toBe('provider-error');
  });

  const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  it.each([
    ['a sign-in page that expired or never was', 'GET', '/api/oidc/interaction/no-such-interaction', undefined, 400, 'This sign-in has expired'],
    ['choosing on a sign-in page that expired', 'POST', '/api/oidc/interaction/no-such-interaction/login', 'account=nobody', 400, 'This sign-in has expired'],
    ['an authorization request it refuses', 'GET', '/api/oidc/auth?client_id=nobody', undefined, 400, 'Sign-in could not continue'],
  ] as const)('but a person whose browser lands on %s gets a page saying so, with a way to start again', async (_name, method, path, form, status, title) => {
    const response = await fetch(`${standIns.url}${path}`, {
      method,
      headers: { accept: browserAccept, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form,
      redirect: 'manual',
    });
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain(`<h1 id="title">${title}</h1>`);
    expect(html).toContain('<a class="link" href="/api/login">Start signing in again</a>');
  });
});
