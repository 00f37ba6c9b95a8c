import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SESSION_COOKIE } from '@academy/service-kit';
import { createTestDatabase, type TestDatabase } from '@academy/test-kit';
import { ConfigError } from '@academy/service-kit';
import { loadIdentityConfig } from '../src/config.ts';
import { signInAs, startIdentity } from './support/identity-harness.ts';

const OLD_SECRET = 'old-session-secret-0123456789abcdefghij';
const NEW_SECRET = 'new-session-secret-0123456789abcdefghij';

/** GET /api/auth/user with a session cookie, from a service started with `env` on the shared database. */
async function whoIs(database: TestDatabase, env: Record<string, string>, cookie: string): Promise<number> {
  const identity = await startIdentity(env, database);
  try {
    return (await fetch(`${identity.url}/api/auth/user`, { headers: { Cookie: cookie } })).status;
  } finally {
    await identity.close();
  }
}

describe('rotating the session secret', () => {
  let database: TestDatabase;
  let cookie: string;

  beforeAll(async () => {
    database = await createTestDatabase(inject('postgresAdminUrl'), 'identity');
    const identity = await startIdentity({ SESSION_SECRET: OLD_SECRET }, database);
    try {
      const client = identity.client();
      await signInAs(client, 'Learner (owns the course)');
      cookie = `${SESSION_COOKIE}=${client.cookie(SESSION_COOKIE)?.value}`;
      expect((await fetch(`${identity.url}/api/auth/user`, { headers: { Cookie: cookie } })).status).toBe(200);
    } finally {
      await identity.close();
    }
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('keeps everyone signed in while the replaced secret is listed in SESSION_SECRET_PREVIOUS', async () => {
    expect(await whoIs(database, { SESSION_SECRET: NEW_SECRET, SESSION_SECRET_PREVIOUS: ` ${OLD_SECRET} ` }, cookie)).toBe(200);
  });

  it('signs out the sessions of a secret no longer listed', async () => {
    expect(await whoIs(database, { SESSION_SECRET: NEW_SECRET }, cookie)).toBe(401);
  });

  it('refuses a previous secret too short to be one', () => {
    expect(() => loadIdentityConfig({ SESSION_SECRET: NEW_SECRET, SESSION_SECRET_PREVIOUS: `${OLD_SECRET},short`, DATABASE_URL: 'postgres://x/y' })).toThrow(
      ConfigError,
    );
  });
});
