import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SESSION_REVOCATIONS_PATH } from '@academy/contracts';
import { SESSION_COOKIE, createIdentityClient, type IdentityClient } from '@academy/service-kit';
import { createTestDatabase, type TestDatabase } from '@academy/test-kit';
import { signInAs, startIdentity, type RunningIdentity } from './support/identity-harness.ts';

/*
 * Two identity processes on one database, as behind a load balancer: a service follows the first
 * one's revocation stream, and the sign-out, role change or deletion is made at the second. The
 * revocation reaches the follower all the same (through PostgreSQL), before the change answers.
 */

let database: TestDatabase;
let first: RunningIdentity;
let second: RunningIdentity;
let service: IdentityClient;

beforeAll(async () => {
  database = await createTestDatabase(inject('postgresAdminUrl'), 'identity');
  first = await startIdentity({}, database);
  second = await startIdentity({}, database);
  // As another service holds it: a long cache, so only the revocation can end a cached session.
  service = createIdentityClient({ identityUrl: first.url, ttlMs: 60 * 60_000 });
});

afterAll(async () => {
  service?.close();
  await second?.close();
  await first?.close();
  await database?.drop();
});

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Signs in at the first process and caches the session in the service that follows it. */
async function cachedSession(label: string): Promise<{ header: string; userId: string }> {
  const client = first.client();
  await signInAs(client, label);
  const header = `${SESSION_COOKIE}=${client.cookie(SESSION_COOKIE)?.value}`;
  await service.resolve(header);
  await until(() => service.following(), 'the revocation stream');
  const cached = await service.resolve(header);
  if (!cached) throw new Error(`${label} did not resolve`);
  return { header, userId: cached.id };
}

describe('revocations made at another identity process', () => {
  it('a sign-out at the second process ends the session the first one’s follower cached', async () => {
    const { header } = await cachedSession('Learner (free preview)');
    const signedOut = await fetch(`${second.url}/api/logout`, { method: 'POST', headers: { cookie: header, accept: 'application/json' } });
    expect(signedOut.status).toBe(200);
    expect(await service.resolve(header)).toBeNull();
  });

  it('a role change and a deletion at the second process are seen on the next lookup', async () => {
    const { header, userId } = await cachedSession('Learner (owns the course)');
    await second.administration.changeRole(userId, 'manager');
    expect((await service.resolve(header))?.role).toBe('manager');
    await second.administration.deleteUser(userId);
    expect(await service.resolve(header)).toBeNull();
  });

  it('a confirmation sent to the process that does not hold the stream reaches the one that does: the stream is not cut', async () => {
    const stream = `${first.url}${SESSION_REVOCATIONS_PATH}`;
    let streams = 0;
    let forwarded = 0;
    const balanced = createIdentityClient({
      identityUrl: first.url,
      ttlMs: 60 * 60_000,
      // The stream from the first process, the confirmations to the second (a load balancer's choice).
      fetch: (input, init) => {
        const url = String(input);
        if (url === stream) streams += 1;
        if (url !== `${stream}/ack`) return fetch(input, init);
        forwarded += 1;
        return fetch(`${second.url}${SESSION_REVOCATIONS_PATH}/ack`, init);
      },
    });
    try {
      const client = first.client();
      await signInAs(client, 'Learner (free preview)');
      const header = `${SESSION_COOKIE}=${client.cookie(SESSION_COOKIE)?.value}`;
      const { id: userId } = (await balanced.resolve(header)) ?? { id: '' };
      await until(() => balanced.following(), 'the revocation stream');
      await balanced.resolve(header);
      await second.administration.changeRole(userId, 'manager');
      expect((await balanced.resolve(header))?.role).toBe('manager');
      await second.administration.changeRole(userId, 'publisher');
      expect((await balanced.resolve(header))?.role).toBe('publisher');
      expect(forwarded).toBe(2);
      // A stream cut for want of a confirmation is followed again: still the first one.
      expect(streams).toBe(1);
      expect(balanced.following()).toBe(true);
    } finally {
      balanced.close();
    }
  });
});
