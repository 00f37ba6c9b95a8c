import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_SIGN_IN_COOKIE, createPendingSignIns } from '../src/http/pending-sign-ins.ts';
import { signInAs, startIdentity, type RunningIdentity } from './support/identity-harness.ts';
import { openRedirectPayloads } from './support/open-redirect-payloads.ts';

let identity: RunningIdentity;
beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(async () => {
  await identity?.close();
});

/** The returnTo GET /api/login kept for the sign-in it started (in the browser's sealed pending sign-ins). */
async function keptReturnTo(payload: string): Promise<string | undefined> {
  const client = identity.client();
  const response = await client.request(`/api/login?returnTo=${encodeURIComponent(payload)}`);
  expect(response.status).toBe(302);
  const pending = createPendingSignIns({ secret: identity.config.sessionSecret, secure: false }).open(client.cookie(PENDING_SIGN_IN_COOKIE)?.value);
  expect(pending).toHaveLength(1);
  return pending[0]?.returnTo;
}

describe('GET /api/login?returnTo=…', () => {
  it('ignores a returnTo given twice: the sign-in starts and ends on the home page', async () => {
    const client = identity.client();
    const response = await client.request(`/api/login?returnTo=${encodeURIComponent('/courses')}&returnTo=${encodeURIComponent('/tools')}`);
    expect(response.status).toBe(302);
    const pending = createPendingSignIns({ secret: identity.config.sessionSecret, secure: false }).open(client.cookie(PENDING_SIGN_IN_COOKIE)?.value);
    expect(pending.map((sign) => sign.returnTo)).toEqual(['/']);
  });

  it.each(openRedirectPayloads)('keeps %j only as the same-origin %j', async (payload, safe) => {
    expect(await keptReturnTo(payload)).toBe(safe);
  });

  it.each(['/.//evil.example', '/..//evil.example', '/x/..//evil.example', '/%2e//evil.example'])(
    'after signing in with returnTo=%s, the browser stays on this site',
    async (payload) => {
      const client = identity.client();
      const journey = await signInAs(client, 'Learner (owns the course)', `/api/login?returnTo=${encodeURIComponent(payload)}`);
      expect(journey.callback.status).toBe(302);
      const location = journey.callback.headers.get('location') ?? '';
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, identity.url).origin).toBe(identity.url);
    },
  );
});
