import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughDevelopmentProvider } from '@academy/test-kit';
import type { ServiceName } from '../src/paths.ts';
import type { RunningPlatform } from '../src/platform.ts';
import { buyTheCourse, expectOk, platformClient, waitFor, type Call } from './support/platform-calls.ts';
import { startTestPlatform, type TestPlatform } from './support/test-platform.ts';

/*
 * Deleting a user reaches every slice (issue 9): the whole platform runs behind its gateway, an
 * administrator deletes a learner who has data in every service, and each service's own database
 * is read to see that it reacted to user.deleted: learning, tools and the CRM delete the user's
 * rows, commerce removes the entitlement and blanks the e-mail on the kept order, identity ends
 * the sessions at once (every service refuses the old cookie on the very next request). Another
 * learner's rows stay.
 */

let running: TestPlatform | undefined;
let platform: RunningPlatform;
let sql: TestPlatform['sql'];

const doomed = { email: 'leaving.learner@example.com', firstName: 'Leaving', lastName: 'Learner' };

function client(cookie: string): Call {
  return platformClient(() => platform.url, cookie);
}

/** Rows about a user in one service's table (`column` names the user). */
async function count(service: ServiceName, table: string, column: string, userId: string): Promise<number> {
  const { rows } = await sql[service].query<{ n: number }>(`select count(*)::int as n from ${table} where ${column} = $1`, [userId]);
  return rows[0]?.n ?? -1;
}

/** What each slice holds about a user: the rows this test makes for them in every service. */
async function footprint(userId: string) {
  return {
    identityUsers: await count('identity', 'users', 'id::text', userId),
    identitySessions: await count('identity', 'sessions', "sess->>'userId'", userId),
    learningProgress: await count('learning', 'progress', 'user_id', userId),
    learningSessions: await count('learning', 'study_sessions', 'user_id', userId),
    learningEntitlements: await count('learning', 'entitlements', 'user_id', userId),
    toolsMetrics: await count('tools', 'business_impact_metrics', 'user_id', userId),
    toolsRoi: await count('tools', 'roi_calculations', 'user_id', userId),
    commerceEntitlements: await count('commerce', 'entitlements', 'user_id', userId),
    crmContacts: await count('backoffice', 'crm_contacts', 'owner_id', userId),
    crmDeals: await count('backoffice', 'crm_deals', 'owner_id', userId),
    crmActivities: await count('backoffice', 'crm_activities', 'owner_id', userId),
  };
}

/** Gives a signed-in user data in every slice: progress and study time, a metric and an ROI calculation, a paid purchase, a contact with a deal and an activity. */
async function useEverySlice(call: Call): Promise<void> {
  expectOk(await call('POST', '/api/progress', { moduleId: 1, markSection: 0 }), 'progress');
  expectOk(
    await call('POST', '/api/study-sessions', { sessionId: crypto.randomUUID(), moduleId: 1, activeSeconds: 30, elapsedSeconds: 30, interactions: 2 }),
    'study session',
  );
  expectOk(await call('POST', '/api/business-impact', { metricType: 'revenue', baselineValue: 100, currentValue: 120 }), 'metric');
  expectOk(await call('POST', '/api/roi-calculations', { investmentAmount: 1000, timeInvested: 10, projectedReturn: 2000 }), 'ROI');
  const contact = await call('POST', '/api/crm/contacts', { firstName: 'Kim', lastName: 'Park', email: 'kim@acme.example' });
  expectOk(contact, 'contact');
  const contactId = (contact.json as { id: number }).id;
  expectOk(await call('POST', `/api/crm/contacts/${contactId}/deals`, { title: 'Pilot', value: 900 }), 'deal');
  expectOk(await call('POST', `/api/crm/contacts/${contactId}/activities`, { type: 'call', summary: 'Intro call' }), 'activity');
  // A paid purchase with the TEST MODE card: an order, the entitlement, and (by event) learning's copy of it.
  await buyTheCourse(call);
}

beforeAll(async () => {
  running = await startTestPlatform(inject('postgresAdminUrl'), 'user_deleted', { gateway: 'dev', env: { LOG_LEVEL: 'warn', SIGN_IN_RATE_LIMIT: '1000' } });
  ({ platform, sql } = running);
}, 180_000);

afterAll(async () => {
  await running?.stop();
});

describe('DELETE /api/admin/users/{id} across the platform', () => {
  it('ends the user’s sessions at once and every slice removes or anonymises their data; another learner’s stays', async () => {
    const admin = client(await signInThroughDevelopmentProvider(platform.url, 'admin'));
    const created = await admin('POST', '/api/admin/users', { ...doomed, role: 'user' });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const doomedId = (created.json as { id: string }).id;

    const doomedCookie = await signInThroughDevelopmentProvider(platform.url, { label: `${doomed.firstName} ${doomed.lastName}` });
    const asDoomed = client(doomedCookie);
    expect((await asDoomed('GET', '/api/auth/user')).json).toMatchObject({ id: doomedId, email: doomed.email });
    const otherCookie = await signInThroughDevelopmentProvider(platform.url, 'free');
    const asOther = client(otherCookie);
    const otherId = ((await asOther('GET', '/api/auth/user')).json as { id: string }).id;
    await useEverySlice(asDoomed);
    await useEverySlice(asOther);

    // Every slice holds something about both before the deletion (learning's entitlement arrives by event).
    await waitFor(
      'learning receives the entitlements',
      async () => (await count('learning', 'entitlements', 'user_id', doomedId)) === 1 && (await count('learning', 'entitlements', 'user_id', otherId)) === 1,
    );
    for (const userId of [doomedId, otherId]) {
      expect(Object.entries(await footprint(userId)).filter(([, rows]) => rows === 0)).toEqual([]);
    }
    // Warm every service's session cache with the cookie, so a refusal below cannot come from an empty cache.
    for (const pathname of ['/api/progress', '/api/business-impact', '/api/subscription-status', '/api/crm/contacts'])
      expect((await asDoomed('GET', pathname)).status, pathname).toBe(200);

    expect((await admin('DELETE', `/api/admin/users/${doomedId}`)).status).toBe(204);

    // The session is refused by every service on the next request, with no wait.
    for (const pathname of ['/api/auth/user', '/api/progress', '/api/business-impact', '/api/subscription-status', '/api/crm/contacts']) {
      expect((await asDoomed('GET', pathname)).status, pathname).toBe(401);
    }

    const empty = {
      identityUsers: 0,
      identitySessions: 0,
      learningProgress: 0,
      learningSessions: 0,
      learningEntitlements: 0,
      toolsMetrics: 0,
      toolsRoi: 0,
      commerceEntitlements: 0,
      crmContacts: 0,
      crmDeals: 0,
      crmActivities: 0,
    };
    let left = await footprint(doomedId);
    await waitFor('every slice forgets the user', async () => {
      left = await footprint(doomedId);
      return Object.values(left).every((rows) => rows === 0);
    }).catch(() => undefined);
    expect(left).toEqual(empty);
    // Commerce keeps the order for the accounts, without the e-mail address.
    const { rows: orders } = await sql.commerce.query<{ email: string; amount: number }>('select email, amount from orders where user_id = $1', [doomedId]);
    expect(orders).toEqual([{ email: '', amount: expect.any(Number) }]);
    // The back-office audit log recorded the deletion.
    await waitFor(
      'the audit log records user.deleted',
      async () => (await count('backoffice', 'audit_log', "event_type = 'user.deleted' and user_id", doomedId)) === 1,
    );

    // The other learner keeps everything and is still signed in.
    expect(Object.entries(await footprint(otherId)).filter(([, rows]) => rows === 0)).toEqual([]);
    expect((await asOther('GET', '/api/crm/contacts')).status).toBe(200);
  });
});
