import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUserSchema, errorEnvelopeSchema, rolePermissions } from '@academy/contracts';
import { SESSION_COOKIE, createIdentityClient } from '@academy/service-kit';
import type { CookieClient } from '@academy/test-kit';
import { PENDING_SIGN_IN_COOKIE, createPendingSignIns } from '../src/http/pending-sign-ins.ts';
import { accountButtonValue, driveToCallback, formAction, sessionIdOf, signInAs, startIdentity, type RunningIdentity } from './support/identity-harness.ts';

let identity: RunningIdentity;

beforeAll(async () => {
  // The free-preview learner is also named in ADMIN_EMAILS, to show that the list makes an administrator.
  identity = await startIdentity({ ADMIN_EMAILS: 'Visitor@Academy.test' });
});
afterAll(async () => {
  await identity?.close();
});

interface SessionRow {
  sid: string;
  version: string;
  expire: string;
  sess: string;
}

async function sessionRows(): Promise<SessionRow[]> {
  const { rows } = await identity.sql.query<SessionRow>(
    'select sid, xmin::text as version, expire::text as expire, sess::text as sess from sessions order by sid',
  );
  return rows;
}

async function sessionRow(sid: string | undefined): Promise<SessionRow | undefined> {
  return (await sessionRows()).find((row) => row.sid === sid);
}

async function userCount(): Promise<number> {
  const { rows } = await identity.sql.query<{ n: number }>('select count(*)::int as n from users');
  return rows[0]?.n ?? -1;
}

async function currentUser(client: CookieClient) {
  const response = await client.request('/api/auth/user');
  expect(response.status).toBe(200);
  return authUserSchema.parse(JSON.parse(response.body));
}

describe('GET /api/auth/user', () => {
  it('when signed out, answers 401 with the error envelope and the request id', async () => {
    const response = await identity.client().request('/api/auth/user', { headers: { 'x-request-id': 'req-signed-out-1' } });
    expect(response.status).toBe(401);
    const envelope = errorEnvelopeSchema.parse(JSON.parse(response.body));
    expect(envelope.error.code).toBe('UNAUTHORIZED');
    expect(envelope.error.requestId).toBe('req-signed-out-1');
    expect(response.headers.get('x-request-id')).toBe('req-signed-out-1');
    expect(response.setCookies).toEqual([]);
  });

  it('with a forged session cookie, answers 401 and stores nothing', async () => {
    const client = identity.client();
    client.setCookie(SESSION_COOKIE, encodeURIComponent('s:forged-session-id.bad-signature'));
    const before = await sessionRows();
    const response = await client.request('/api/auth/user');
    expect(response.status).toBe(401);
    expect(await sessionRows()).toEqual(before);
  });

  it('when signed in, reading the user writes nothing to the sessions table and sets no cookie', async () => {
    const client = identity.client();
    await signInAs(client, 'Learner (owns the course)');
    const sid = sessionIdOf(client.cookie(SESSION_COOKIE)?.value);
    const before = await sessionRow(sid);
    expect(before).toBeDefined();

    for (let i = 0; i < 3; i += 1) {
      const response = await client.request('/api/auth/user');
      expect(response.status).toBe(200);
      expect(response.setCookies).toEqual([]);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    // xmin changes with any UPDATE, even one writing identical values.
    expect(await sessionRow(sid)).toEqual(before);
  });
});

describe('sign-in through the development provider', () => {
  it('GET /api/login sends the browser to the issuer with PKCE S256, state and nonce', async () => {
    const client = identity.client();
    const response = await client.request('/api/login');
    expect(response.status).toBe(302);
    const location = new URL(response.location ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${identity.config.oidc.issuer}/auth`);
    const params = location.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('redirect_uri')).toBe(`${identity.config.publicUrl}/api/callback`);
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(params.get('nonce')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    // The verifier stays sealed in the browser's pending sign-in (nothing is stored on the server yet).
    expect(client.cookie(SESSION_COOKIE)).toBeUndefined();
    const sealed = client.cookie(PENDING_SIGN_IN_COOKIE)?.value ?? '';
    expect(sealed).not.toContain(params.get('state'));
    const [pending] = createPendingSignIns({ secret: identity.config.sessionSecret, secure: false }).open(sealed);
    expect(pending?.state).toBe(params.get('state'));
    expect(pending?.nonce).toBe(params.get('nonce'));
    expect(pending?.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(
      createHash('sha256')
        .update(pending?.codeVerifier ?? '')
        .digest('base64url'),
    ).toBe(params.get('code_challenge'));
  });

  it('the sign-in page offers the three demo accounts, no password field and no script', async () => {
    const client = identity.client();
    const { last: page } = await client.follow(await client.request('/api/login'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('<title>Sign in — development accounts</title>');
    expect(page.body).toContain('Development sign-in (no password)');
    for (const label of ['Learner (owns the course)', 'Learner (free preview)', 'Administrator']) {
      expect(accountButtonValue(page.body, label), label).toBeDefined();
    }
    expect(page.body).toContain('learner@academy.test');
    expect(page.body).toContain('visitor@academy.test');
    expect(page.body).toContain('admin@academy.test');
    expect(page.body).not.toMatch(/<script|type="password"|\son[a-z]+=/i);
    // Forms post to the same origin.
    expect(formAction(page.body, '/login')).toMatch(/^\/api\/oidc\/interaction\/[^/]+\/login$/);
  });

  it('as the learner, ends with a session cookie and GET /api/auth/user returns the learner', async () => {
    const client = identity.client();
    const journey = await signInAs(client, 'Learner (owns the course)', '/api/login?returnTo=/courses');
    expect(journey.callback.status).toBe(302);
    expect(journey.callback.location).toBe(`${identity.url}/courses`);

    const cookie = client.cookie(SESSION_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('lax');
    expect(cookie?.secure).toBe(false);
    const setCookie = journey.callback.setCookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    const expires = new Date(/Expires=([^;]+)/.exec(setCookie)?.[1] ?? '').getTime();
    expect(Math.abs(expires - (Date.now() + 24 * 60 * 60 * 1000))).toBeLessThan(60_000);

    const user = await currentUser(client);
    expect(user).toMatchObject({
      email: 'learner@academy.test',
      firstName: 'Alex',
      lastName: 'Learner',
      role: 'user',
      permissions: [...rolePermissions.user],
      subscriptionPlan: 'free',
      subscriptionStatus: 'inactive',
      skillLevel: 'beginner',
      isAdmin: false,
    });
    const { rows } = await identity.sql.query('select issuer, subject from users where id = $1', [user.id]);
    expect(rows).toEqual([{ issuer: identity.config.oidc.issuer, subject: 'dev-learner' }]);
  });

  it('as the administrator, the user has the administrator role and isAdmin', async () => {
    const client = identity.client();
    await signInAs(client, 'Administrator');
    const user = await currentUser(client);
    expect(user).toMatchObject({
      email: 'admin@academy.test',
      firstName: 'Ada',
      role: 'administrator',
      isAdmin: true,
      permissions: [...rolePermissions.administrator],
    });
  });

  it('a user named in ADMIN_EMAILS is an administrator while keeping their role', async () => {
    const client = identity.client();
    await signInAs(client, 'Learner (free preview)');
    const user = await currentUser(client);
    expect(user).toMatchObject({ email: 'visitor@academy.test', role: 'user', isAdmin: true });
  });

  it('signing in again finds the same user instead of creating another', async () => {
    const first = identity.client();
    await signInAs(first, 'Learner (owns the course)');
    const before = await currentUser(first);
    const count = await userCount();

    const second = identity.client();
    await signInAs(second, 'Learner (owns the course)');
    expect((await currentUser(second)).id).toBe(before.id);
    expect(await userCount()).toBe(count);
  });

  it('announces a new account once with user.created in the outbox, in the same transaction as the account', async () => {
    const client = identity.client();
    await signInAs(client, 'Learner (owns the course)');
    const user = await currentUser(client);
    await signInAs(identity.client(), 'Learner (owns the course)');
    const { rows } = await identity.sql.query<{ subject: string; payload: unknown }>(
      "select subject, payload from event_outbox where type = 'user.created' and subject = $1",
      [user.id],
    );
    expect(rows).toEqual([
      { subject: user.id, payload: { userId: user.id, email: 'learner@academy.test', firstName: user.firstName, lastName: user.lastName, role: 'user' } },
    ]);
  });

  it('the session id changes at sign-in and the old id signs nobody in', async () => {
    const client = identity.client();
    await signInAs(client, 'Learner (free preview)');
    const preLogin = client.cookie(SESSION_COOKIE)?.value;
    expect(sessionIdOf(preLogin)).toBeDefined();
    const journey = await signInAs(client, 'Learner (owns the course)');
    const after = client.cookie(SESSION_COOKIE)?.value;
    expect(journey.callback.setCookies.some((line) => line.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
    expect(sessionIdOf(after)).toBeDefined();
    expect(sessionIdOf(after)).not.toBe(sessionIdOf(preLogin));

    // The cookie the browser held before signing in is worth nothing now.
    const stale = identity.client();
    stale.setCookie(SESSION_COOKIE, preLogin ?? '');
    expect((await stale.request('/api/auth/user')).status).toBe(401);
  });

  it('switching accounts after logout shows the account chooser again', async () => {
    const client = identity.client();
    await signInAs(client, 'Learner (owns the course)');
    await client.request('/api/logout', { method: 'POST' });
    await signInAs(client, 'Administrator');
    expect((await currentUser(client)).email).toBe('admin@academy.test');
  });

  it('signing in as someone else without signing out first switches the account', async () => {
    const client = identity.client();
    await signInAs(client, 'Learner (owns the course)');
    await signInAs(client, 'Administrator');
    expect((await currentUser(client)).email).toBe('admin@academy.test');
  });
});

describe('GET /api/callback', () => {
  it('with a tampered state, refuses the sign-in and writes no user', async () => {
    const { rows: existing } = await identity.sql.query("select count(*)::int as n from users where email = 'nobody-yet@academy.test'");
    expect(existing[0]).toEqual({ n: 0 });
    const client = identity.client();
    const callback = await driveToCallback(client, 'Learner (free preview)');
    const usersBefore = await userCount();
    const tampered = new URL(callback);
    tampered.searchParams.set('state', `${callback.searchParams.get('state')}x`);

    const response = await client.request(`${tampered.pathname}${tampered.search}`);
    expect(response.status).toBe(302);
    expect(response.location).toBe(`${identity.url}/?signin=failed`);
    expect(response.body).not.toMatch(/at .*\.ts|Error:/);
    expect(await userCount()).toBe(usersBefore);
    expect((await client.request('/api/auth/user')).status).toBe(401);
  });

  it('for a fresh user, a tampered state creates no account', async () => {
    const fresh = await startIdentity();
    try {
      const client = fresh.client();
      const callback = await driveToCallback(client, 'Learner (owns the course)');
      callback.searchParams.set('state', 'forged-state-value-forged-state');
      const response = await client.request(`${callback.pathname}${callback.search}`);
      expect(response.location).toBe(`${fresh.url}/?signin=failed`);
      const { rows } = await fresh.sql.query<{ n: number }>('select count(*)::int as n from users');
      expect(rows[0]?.n).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('without a sign-in started in this browser, refuses', async () => {
    const response = await identity.client().request('/api/callback?code=made-up&state=made-up');
    expect(response.status).toBe(302);
    expect(response.location).toBe(`${identity.url}/?signin=failed`);
  });

  it('a callback cannot be replayed', async () => {
    const client = identity.client();
    const callback = await driveToCallback(client, 'Learner (owns the course)');
    const path = `${callback.pathname}${callback.search}`;
    expect((await client.request(path)).location).toBe(`${identity.url}/`);
    const signedInAs = (await currentUser(client)).id;

    const replay = await client.request(path);
    expect(replay.location).toBe(`${identity.url}/?signin=failed`);
    // A refused replay does not sign the browser out either.
    expect((await currentUser(client)).id).toBe(signedInAs);
  });

  it('when the sign-in is cancelled at the provider, returns to /?signin=failed', async () => {
    const client = identity.client();
    const { last: page } = await client.follow(await client.request('/api/login'));
    const abort = formAction(page.body, '/abort');
    expect(abort).toBeDefined();
    const cancelled = await client.request(new URL(abort ?? '', page.url).href, { method: 'POST', form: {} });
    const { chain } = await client.follow(cancelled);
    const callback = chain.find((result) => result.url.includes('/api/callback'));
    expect(new URL(callback?.url ?? 'http://x/').searchParams.get('error')).toBe('access_denied');
    expect(callback?.location).toBe(`${identity.url}/?signin=failed`);
    expect((await client.request('/api/auth/user')).status).toBe(401);
  });
});

describe('GET /api/login', () => {
  it('keeps a returnTo only when it is a same-origin path', async () => {
    const client = identity.client();
    const journey = await signInAs(client, 'Learner (owns the course)', `/api/login?returnTo=${encodeURIComponent('https://evil.example/steal')}`);
    expect(journey.callback.location).toBe(`${identity.url}/`);
  });
});

describe('POST /api/logout', () => {
  it('destroys the session, clears the cookie and sends the browser to / (303)', async () => {
    const client = identity.client();
    await signInAs(client, 'Learner (owns the course)');
    const cookie = client.cookie(SESSION_COOKIE)?.value ?? '';
    const sid = sessionIdOf(cookie);
    expect(await sessionRow(sid)).toBeDefined();

    const response = await client.request('/api/logout', { method: 'POST', form: {} });
    expect(response.status).toBe(303);
    expect(response.location).toBe(`${identity.url}/`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cleared = response.setCookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(client.cookie(SESSION_COOKIE)).toBeUndefined();
    expect(await sessionRow(sid)).toBeUndefined();

    // A copy of the old cookie no longer signs anyone in.
    const stale = identity.client();
    stale.setCookie(SESSION_COOKIE, cookie);
    expect((await stale.request('/api/auth/user')).status).toBe(401);
  });

  it('asked for JSON (the shell), answers where to go next', async () => {
    const client = identity.client();
    await signInAs(client, 'Learner (owns the course)');
    const response = await client.request('/api/logout', { method: 'POST', headers: { accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ location: '/' });
    expect((await client.request('/api/auth/user')).status).toBe(401);
  });

  it('refuses a POST another site started, and the session survives', async () => {
    const client = identity.client();
    await signInAs(client, 'Learner (owns the course)');
    const response = await client.request('/api/logout', { method: 'POST', form: {}, headers: { 'sec-fetch-site': 'cross-site', accept: 'application/json' } });
    expect(response.status).toBe(403);
    expect(errorEnvelopeSchema.parse(JSON.parse(response.body)).error.code).toBe('FORBIDDEN');
    expect((await client.request('/api/auth/user')).status).toBe(200);
  });
});

describe('GET /api/logout', () => {
  it('only shows a page whose button POSTs the sign-out; the session survives', async () => {
    const client = identity.client();
    await signInAs(client, 'Learner (owns the course)');
    const sid = sessionIdOf(client.cookie(SESSION_COOKIE)?.value);

    const page = await client.request('/api/logout');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toMatch(/<form method="post" action="\/api\/logout"><button type="submit">Log out<\/button><\/form>/);
    expect(page.body).not.toMatch(/<script/i);
    expect(page.setCookies).toEqual([]);
    expect(await sessionRow(sid)).toBeDefined();
    expect((await client.request('/api/auth/user')).status).toBe(200);
  });
});

describe('createIdentityClient (service kit) against the identity service', () => {
  it('resolves a valid session cookie to its user and a forged one to null', async () => {
    const client = identity.client();
    await signInAs(client, 'Administrator');
    const resolver = createIdentityClient({ identityUrl: identity.url, ttlMs: 0 });

    const user = await resolver.resolve(`theme=dark; ${SESSION_COOKIE}=${client.cookie(SESSION_COOKIE)?.value}`);
    expect(user).toMatchObject({ email: 'admin@academy.test', isAdmin: true });
    expect(await resolver.resolve(`${SESSION_COOKIE}=${encodeURIComponent('s:forged.signature')}`)).toBeNull();
    expect(await resolver.resolve(undefined)).toBeNull();
  });
});

describe('GET /healthz and /readyz', () => {
  it('answer ok and ready while the database is reachable', async () => {
    const client = identity.client();
    expect(JSON.parse((await client.request('/healthz')).body)).toEqual({ status: 'ok' });
    const ready = await client.request('/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ status: 'ready' });
  });
});
