import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@academy/contracts';
import type { CookieClient } from '@academy/test-kit';
import { signInAs, startIdentity, type RunningIdentity } from './support/identity-harness.ts';

/*
 * docs/decisions/008-rate-limits.md: signed-in writes are counted per user, visitors per address,
 * and identity's own token exchange with its built-in provider is nobody's request. Each browser
 * here comes through a gateway on loopback with an address of its own (X-Forwarded-For).
 */

const WRITES_PER_MINUTE = 3;
let identity: RunningIdentity;

beforeAll(async () => {
  identity = await startIdentity({ ADMIN_EMAILS: 'learner@academy.test' }, undefined, {
    rateLimitPolicies: { write: { limit: WRITES_PER_MINUTE, windowMs: 60_000 } },
  });
});
afterAll(async () => {
  await identity?.close();
});

let visitors = 0;
/** A browser at an address no other test uses. */
function browserAt(address = `203.0.113.${(visitors += 1)}`): CookieClient {
  return identity.client({ 'x-forwarded-for': address });
}

describe('the write limit in identity', () => {
  it('counts each signed-in administrator on their own, even behind one address', async () => {
    const office = '198.51.100.20';
    const first = browserAt(office);
    const second = browserAt(office);
    await signInAs(first, 'Administrator');
    await signInAs(second, 'Learner (owns the course)');

    // An empty user is refused (400), and counted: the limit comes before the route.
    const write = (client: CookieClient) =>
      client.request('/api/admin/users', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' } });
    for (let i = 0; i < WRITES_PER_MINUTE; i += 1) expect((await write(first)).status).toBe(400);
    const refused = await write(first);
    expect(refused.status).toBe(429);
    expect(errorEnvelopeSchema.parse(JSON.parse(refused.body)).error.code).toBe('RATE_LIMITED');
    expect((await write(second)).status).toBe(400);
  });

  it('does not count identity’s own token exchange: many sign-ins in a row all complete', async () => {
    for (let i = 0; i < WRITES_PER_MINUTE + 3; i += 1) {
      const { callback } = await signInAs(browserAt(), 'Learner (free preview)');
      expect(callback.status, `sign-in ${i + 1}`).toBe(302);
      expect(callback.location, `sign-in ${i + 1}`).not.toContain('signin=failed');
    }
  });
});
