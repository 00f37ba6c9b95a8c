import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@academy/contracts';
import { SESSION_COOKIE, createIdentityClient, type IdentityClient } from '@academy/service-kit';
import { PENDING_SIGN_IN_COOKIE } from '../src/http/pending-sign-ins.ts';
import { sessionIdOf, signInAs, startIdentity, type RunningIdentity } from './support/identity-harness.ts';

let identity: RunningIdentity;
beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(async () => {
  await identity?.close();
});

async function expiryOf(sid: string | undefined): Promise<number> {
  const { rows } = await identity.sql.query<{ expire: Date }>('select expire from sessions where sid = $1', [sid]);
  if (!rows[0]) throw new Error(`no session row ${sid}`);
  return rows[0].expire.getTime();
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function sessionCount(): Promise<number> {
  const { rows } = await identity.sql.query<{ n: number }>('select count(*)::int as n from sessions');
  return rows[0]?.n ?? -1;
}

describe('a sign-in that was only started', () => {
  it('stores no session: the browser holds it in a sealed cookie for 10 minutes; signing in gives the full 24 hours', async () => {
    const before = await sessionCount();
    const client = identity.client();
    const started = await client.request('/api/login');
    expect(started.status).toBe(302);
    expect(client.cookie(SESSION_COOKIE)).toBeUndefined();
    const pending = started.setCookies.find((line) => line.startsWith(`${PENDING_SIGN_IN_COOKIE}=`)) ?? '';
    expect(pending).toMatch(/; Max-Age=(59\d|600);/);
    expect(pending).toMatch(/HttpOnly/);
    expect(pending).not.toContain('codeVerifier');
    expect(await sessionCount()).toBe(before);

    await signInAs(client, 'Learner (owns the course)');
    const signedInLeft = (await expiryOf(sessionIdOf(client.cookie(SESSION_COOKIE)?.value))) - Date.now();
    expect(signedInLeft).toBeGreaterThan(23.9 * 60 * 60_000);
  });

  it('a script calling GET /api/login without cookies adds no row at all', async () => {
    const before = await sessionCount();
    for (let i = 0; i < 5; i += 1) expect((await identity.client().request('/api/login')).status).toBe(302);
    expect(await sessionCount()).toBe(before);
  });
});

describe('the sign-in rate limit', () => {
  it('answers the start over the limit with 429, Retry-After and the envelope, per address', async () => {
    const limited = await startIdentity({ SIGN_IN_RATE_LIMIT: '3' });
    try {
      for (let i = 0; i < 3; i += 1) expect((await limited.client().request('/api/login')).status).toBe(302);
      const before = await limited.sql.query<{ n: number }>('select count(*)::int as n from sessions');
      const refused = await limited.client().request('/api/login', { headers: { 'x-request-id': 'sign-in-4' } });
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(errorEnvelopeSchema.parse(JSON.parse(refused.body)).error).toEqual({
        code: 'RATE_LIMITED',
        message: expect.stringContaining('Too many requests') as string,
        details: { retryAfterSeconds: retryAfter },
        requestId: 'sign-in-4',
      });
      // Refused before anything was stored.
      expect((await limited.sql.query<{ n: number }>('select count(*)::int as n from sessions')).rows).toEqual(before.rows);
    } finally {
      await limited.close();
    }
  });
});

describe('revocation reaches every service at once', () => {
  let service: IdentityClient;
  beforeAll(() => {
    // As another service holds it: a long cache, so only the revocation can end a cached session.
    service = createIdentityClient({ identityUrl: identity.url, ttlMs: 60 * 60_000 });
  });
  afterAll(() => service.close());

  async function signedInCookie(label: string): Promise<{ header: string; userId: string }> {
    const client = identity.client();
    await signInAs(client, label);
    const header = `${SESSION_COOKIE}=${client.cookie(SESSION_COOKIE)?.value}`;
    const user = await service.resolve(header);
    await until(() => service.following(), 'the revocation stream');
    // Resolve again once following, so the answer is cached.
    const cached = await service.resolve(header);
    if (!user || !cached) throw new Error(`${label} did not resolve`);
    return { header, userId: cached.id };
  }

  it('a role change is seen on the next lookup', async () => {
    const { header, userId } = await signedInCookie('Learner (free preview)');
    expect((await service.resolve(header))?.role).toBe('user');
    await identity.administration.changeRole(userId, 'manager');
    expect((await service.resolve(header))?.role).toBe('manager');
  });

  it('a deleted user is signed out everywhere on the next lookup', async () => {
    const { header, userId } = await signedInCookie('Administrator');
    await identity.administration.deleteUser(userId);
    expect(await service.resolve(header)).toBeNull();
    const { rows } = await identity.sql.query("select sid from sessions where sess->>'userId' = $1", [userId]);
    expect(rows).toEqual([]);
  });

  it('signing in again in the same browser ends the old session id everywhere', async () => {
    const client = identity.client();
    await signInAs(client, 'Learner (owns the course)');
    const old = `${SESSION_COOKIE}=${client.cookie(SESSION_COOKIE)?.value}`;
    expect(await service.resolve(old)).not.toBeNull();
    await until(() => service.following(), 'the revocation stream');
    expect(await service.resolve(old)).not.toBeNull();
    await signInAs(client, 'Learner (owns the course)');
    expect(await service.resolve(old)).toBeNull();
  });
});

describe('expired sessions', () => {
  it('are deleted by the service on its own, while live ones stay', async () => {
    const pruning = await startIdentity({}, undefined, { sessionPruneIntervalSeconds: 1 });
    try {
      await pruning.sql.query(
        `insert into sessions (sid, sess, expire) values
           ('expired-pending', '{"cookie":{},"pendingSignIns":{}}', now() - interval '1 minute'),
           ('expired-signed-in', '{"cookie":{},"userId":"x"}', now() - interval '1 second'),
           ('live', '{"cookie":{}}', now() + interval '10 minutes')`,
      );
      const deadline = Date.now() + 20_000;
      let left: string[] = [];
      do {
        await new Promise((resolve) => setTimeout(resolve, 100));
        left = (await pruning.sql.query<{ sid: string }>('select sid from sessions order by sid')).rows.map((row) => row.sid);
      } while (left.length > 1 && Date.now() < deadline);
      expect(left).toEqual(['live']);
    } finally {
      await pruning.close();
    }
  });
});
