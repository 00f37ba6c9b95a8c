import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import Papa from 'papaparse';
import { auditLogPageSchema, errorEnvelopeSchema, eventTypes, type EventType } from '@academy/contracts';
import { createDatabase, type RunningServer } from '@academy/service-kit';
import { createTestDatabase, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import { backofficeConfigSchema } from '../src/config.ts';
import { crmActivities, crmContacts, crmDeals, schema } from '../src/data/schema.ts';
import { createBackofficeService } from '../src/http/server.ts';

let database: TestDatabase;
let identity: IdentityProcess;
let server: RunningServer;
let adminCookie: string;
let learnerCookie: string;

beforeAll(async () => {
  database = await createTestDatabase(inject('postgresAdminUrl'), 'backoffice');
  identity = await startIdentityProcess(inject('postgresAdminUrl'));
  server = await createBackofficeService(
    backofficeConfigSchema.parse({ PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', IDENTITY_URL: identity.url }),
  ).start();
  adminCookie = await identity.signIn('admin');
  learnerCookie = await identity.signIn('owner');
});

afterAll(async () => {
  await server?.stop();
  await identity?.stop();
  await database?.drop();
});

/** Sample data for each event type, as its producer would send it. */
const sampleData: Record<EventType, Record<string, unknown>> = {
  'user.created': { userId: 'u-audit', email: 'a@example.com', firstName: 'A', lastName: 'B', role: 'user' },
  'user.updated': { userId: 'u-audit', email: 'a@example.com', firstName: 'A', lastName: 'B', role: 'manager' },
  'user.deleted': { userId: 'u-gone', email: 'gone@example.com' },
  'user.signed_in': { userId: 'u-audit', email: 'a@example.com' },
  'admin.action': {
    actorId: 'admin-1',
    action: 'user.delete',
    targetId: 'u-audit',
    outcome: 'failure',
    code: 'IDENTITY_CANNOT_CHANGE_SELF',
    requestId: 'req-42',
  },
  'access.denied': { actorId: 'u-audit', method: 'GET', path: '/api/admin/users', count: 3, firstAt: '2026-11-20T11:59:00Z', requestId: 'req-43' },
  'payment.succeeded': {
    paymentId: 'pi_1',
    userId: 'u-audit',
    email: 'a@example.com',
    productId: 'lifetime-access',
    amount: 8900,
    currency: 'usd',
    provider: 'test',
  },
  'entitlement.granted': { userId: 'u-audit', email: 'a@example.com', productId: 'lifetime-access', grantedAt: '2026-11-20T10:00:00Z', reason: 'purchase' },
  'entitlement.revoked': { userId: 'u-audit', email: 'a@example.com', productId: 'lifetime-access', revokedAt: '2026-11-21T10:00:00Z', reason: 'refund' },
  'payment.refunded': { paymentId: 'pi_1', userId: 'u-audit', email: 'a@example.com', productId: 'lifetime-access', amount: 8900, currency: 'usd' },
  'section.completed': { userId: 'u-audit', moduleId: 1, sectionIndex: 0 },
  'quiz.submitted': { userId: 'u-audit', moduleId: 1, score: 80, passed: true },
  'module.completed': { userId: 'u-audit', moduleId: 1 },
  'assessment.completed': { userId: 'u-audit', overallScore: 70, skillLevel: 'Intermediate' },
  'study.session': { userId: 'u-audit', moduleId: 1, minutes: 12, engagementScore: 80 },
  'xp.awarded': { userId: 'u-audit', amount: 10, reason: 'quiz', totalXp: 10 },
  'quest.completed': { userId: 'u-audit', questId: 'q1', xpReward: 50 },
  'challenge.completed': { userId: 'u-audit', challengeId: 'c1', runId: '1', xpAwarded: 300, gemReward: 10 },
  'streak_freeze.purchased': { userId: 'u-audit', freezeId: '4b0b9a52-8a36-4d1e-9a57-1f2f7f0d2c11', purchasedAt: '2026-11-20T10:00:00Z', gemsSpent: 50 },
  'streak_freeze.used': { userId: 'u-audit', freezeId: '4b0b9a52-8a36-4d1e-9a57-1f2f7f0d2c11', day: '2026-11-19' },
  'streak_freeze.declined': { userId: 'u-audit', freezeId: '4b0b9a52-8a36-4d1e-9a57-1f2f7f0d2c11', reason: 'limit' },
  'certificate.issued': {
    userId: 'u-audit',
    certificateId: '9d7c1f0e-2b5a-4c3d-8e6f-0a1b2c3d4e5f',
    courseId: 'ai-business-academy',
    issuedAt: '2026-11-20T10:00:00Z',
  },
  'certificate.revoked': { userId: 'u-audit', certificateId: '9d7c1f0e-2b5a-4c3d-8e6f-0a1b2c3d4e5f', revokedAt: '2026-11-21T10:00:00Z', reason: 'refund' },
};
const sources: Partial<Record<EventType, string>> = { 'payment.succeeded': 'commerce', 'section.completed': 'learning', 'xp.awarded': 'tools' };

async function deliver(type: EventType, occurredAt = '2026-11-20T12:00:00Z', id = randomUUID(), data = sampleData[type]) {
  const source =
    sources[type] ??
    (type.startsWith('user.') || type === 'admin.action' || type === 'access.denied'
      ? 'identity'
      : type.includes('ment') || type.startsWith('payment')
        ? 'commerce'
        : 'learning');
  const response = await fetch(`${server.url}/internal/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, type, source, occurredAt, subject: 'u-audit', data, version: 1 }),
  });
  expect(response.status, `${type}: ${await response.clone().text()}`).toBe(200);
  return id;
}

async function auditLog(query = '', cookie = adminCookie) {
  const response = await fetch(`${server.url}/api/admin/audit-log${query}`, { headers: { cookie } });
  return { status: response.status, json: (await response.json()) as unknown };
}

describe('the audit log', () => {
  it('records an event of every type each slice publishes, once, with no e-mail address in its details', async () => {
    for (const type of eventTypes) await deliver(type);
    const repeated = await deliver('user.signed_in', '2026-11-20T12:00:00Z');
    await deliver('user.signed_in', '2026-11-20T12:00:00Z', repeated);
    const page = auditLogPageSchema.parse((await auditLog('?pageSize=200')).json);
    const types = page.entries.map((entry) => entry.eventType);
    for (const type of eventTypes.filter((t) => t !== 'admin.action')) expect(types, type).toContain(type);
    expect(types.filter((t) => t === 'user.signed_in')).toHaveLength(2);
    expect(new Set(page.entries.map((entry) => entry.source))).toEqual(new Set(['identity', 'commerce', 'learning', 'tools']));
    expect(JSON.stringify(page.entries.map((entry) => entry.details))).not.toContain('@example.com');

    const action = page.entries.find((entry) => entry.eventType === 'admin.user.delete');
    expect(action).toMatchObject({ actorId: 'admin-1', userId: 'u-audit', outcome: 'failure', requestId: 'req-42', source: 'identity' });
    expect(page.eventTypes).toContain('admin.user.delete');
    const refusal = page.entries.find((entry) => entry.eventType === 'access.denied');
    expect(refusal).toMatchObject({
      actorId: 'u-audit',
      userId: null,
      outcome: 'failure',
      requestId: 'req-43',
      details: { method: 'GET', path: '/api/admin/users', count: 3, code: 'FORBIDDEN' },
    });
  });

  it('files a change an administrator made to a user under the administrator, naming both as they were then, even after the user is deleted', async () => {
    const admin = { userId: 'admin-names', email: 'ada@example.com', firstName: 'Ada', lastName: 'Admin', role: 'administrator' };
    const target = { userId: 'u-names', email: 'quinn@example.com', firstName: 'Quinn', lastName: 'Target', role: 'user' };
    await deliver('user.created', '2026-11-22T09:00:00Z', randomUUID(), admin);
    await deliver('user.created', '2026-11-22T09:01:00Z', randomUUID(), target);
    await deliver('user.updated', '2026-11-22T09:02:00Z', randomUUID(), { ...target, role: 'manager', actorId: admin.userId });
    await deliver('user.updated', '2026-11-22T09:03:00Z', randomUUID(), { ...target, firstName: 'Quincy', actorId: admin.userId });
    await deliver('user.deleted', '2026-11-22T09:04:00Z', randomUUID(), { userId: target.userId, email: target.email, actorId: admin.userId });
    await deliver('admin.action', '2026-11-22T09:04:00Z', randomUUID(), {
      actorId: admin.userId,
      action: 'user.delete',
      targetId: target.userId,
      outcome: 'success',
    });

    const page = auditLogPageSchema.parse((await auditLog(`?userId=${target.userId}`)).json);
    const adminAsActor = { id: admin.userId, name: 'Ada Admin', email: 'ada@example.com' };
    const renamed = { id: target.userId, name: 'Quincy Target', email: 'quinn@example.com' };
    const asCreated = { id: target.userId, name: 'Quinn Target', email: 'quinn@example.com' };
    expect(page.entries.map((entry) => [entry.eventType, entry.user, entry.actor])).toEqual([
      ['admin.user.delete', renamed, adminAsActor],
      ['user.deleted', renamed, adminAsActor],
      ['user.updated', renamed, adminAsActor],
      ['user.updated', asCreated, adminAsActor],
      ['user.created', asCreated, asCreated],
    ]);
  });

  it('names a person whose events came in either order, and fills in the entries filed before they were known, keeping what an entry already said', async () => {
    const learner = { userId: 'u-order', email: 'riley@example.com', firstName: 'Riley', lastName: 'Early', role: 'user' };
    // A refused call right after the first sign-in, filed before anything describes the learner.
    await deliver('access.denied', '2026-11-23T09:00:05Z', randomUUID(), {
      actorId: learner.userId,
      method: 'GET',
      path: '/api/admin/users',
      count: 1,
      firstAt: '2026-11-23T09:00:05Z',
      requestId: 'r-1',
    });
    // Commerce's grant (later, only the e-mail) arrives before identity's user.created (earlier, with the name).
    await deliver('entitlement.granted', '2026-11-23T09:00:02Z', randomUUID(), {
      userId: learner.userId,
      email: learner.email,
      productId: 'lifetime-access',
      grantedAt: '2026-11-23T09:00:02Z',
      reason: 'purchase',
    });
    await deliver('user.created', '2026-11-23T09:00:00Z', randomUUID(), learner);
    // A later event that renames the learner changes the person, not what earlier entries said.
    await deliver('user.updated', '2026-11-23T09:10:00Z', randomUUID(), { ...learner, lastName: 'Later' });

    const page = auditLogPageSchema.parse((await auditLog(`?userId=${learner.userId}`)).json);
    const named = (entry: (typeof page.entries)[number]) => [entry.eventType, entry.user?.name ?? null, entry.actor?.name ?? null, entry.actor?.email ?? null];
    expect(page.entries.map(named)).toEqual([
      ['user.updated', 'Riley Later', 'Riley Later', 'riley@example.com'],
      ['access.denied', null, 'Riley Early', 'riley@example.com'],
      ['entitlement.granted', 'Riley Early', 'Riley Early', 'riley@example.com'],
      ['user.created', 'Riley Early', 'Riley Early', 'riley@example.com'],
    ]);
  });

  it('filters by event type, user and date (inclusive days), newest first, in pages', async () => {
    await deliver('module.completed', '2026-10-01T08:00:00Z');
    await deliver('module.completed', '2026-10-02T23:59:00Z');
    await deliver('module.completed', '2026-10-03T00:00:00Z');
    const byDay = auditLogPageSchema.parse((await auditLog('?eventType=module.completed&from=2026-10-01&to=2026-10-02')).json);
    expect(byDay.entries.map((entry) => entry.occurredAt)).toEqual(['2026-10-02T23:59:00.000Z', '2026-10-01T08:00:00.000Z']);
    expect(byDay.total).toBe(2);

    const byActor = auditLogPageSchema.parse((await auditLog('?userId=admin-1')).json);
    expect(byActor.entries.map((entry) => entry.eventType)).toEqual(['admin.user.delete']);

    const first = auditLogPageSchema.parse((await auditLog('?pageSize=2&page=1')).json);
    const second = auditLogPageSchema.parse((await auditLog('?pageSize=2&page=2')).json);
    expect(first.entries).toHaveLength(2);
    expect(second.entries[0]?.id).not.toBe(first.entries[1]?.id);
    expect(first.total).toBe(second.total);
  });

  it('exports the filtered entries as CSV', async () => {
    const response = await fetch(`${server.url}/api/admin/audit-log.csv?eventType=module.completed`, { headers: { cookie: adminCookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('audit-log.csv');
    const parsed = Papa.parse<Record<string, string>>(await response.text(), { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data.length).toBe(4);
    expect(parsed.data.every((row) => row['eventType'] === 'module.completed')).toBe(true);
    expect(JSON.parse(parsed.data[0]?.['details'] ?? '{}')).toMatchObject({ userId: 'u-audit', moduleId: 1 });
  });

  it('writes cells a spreadsheet would run as formulas as text', async () => {
    await deliver('user.created', '2026-11-23T09:00:00Z', randomUUID(), {
      userId: 'u-formula',
      email: '+1@example.com',
      firstName: '=HYPERLINK("http://x.example","y")',
      lastName: null,
      role: 'user',
    });
    const response = await fetch(`${server.url}/api/admin/audit-log.csv?userId=u-formula`, { headers: { cookie: adminCookie } });
    const [row] = Papa.parse<Record<string, string>>(await response.text(), { header: true, skipEmptyLines: true }).data;
    expect(row).toMatchObject({
      userName: `'=HYPERLINK("http://x.example","y")`,
      userEmail: "'+1@example.com",
      actorName: `'=HYPERLINK("http://x.example","y")`,
    });
  });

  it('is for administrators only: 401 for visitors, 403 for learners', async () => {
    expect((await fetch(`${server.url}/api/admin/audit-log`)).status).toBe(401);
    const learner = await auditLog('', learnerCookie);
    expect(learner.status).toBe(403);
    expect(errorEnvelopeSchema.parse(learner.json).error.code).toBe('FORBIDDEN');
    expect((await fetch(`${server.url}/api/admin/audit-log.csv`, { headers: { cookie: learnerCookie } })).status).toBe(403);
  });

  it('files a learner’s refused calls as access.denied by them, once per call however often they repeat it', async () => {
    const learner = (await (await fetch(`${identity.url}/api/auth/user`, { headers: { cookie: learnerCookie } })).json()) as { id: string };
    for (let round = 0; round < 5; round += 1) {
      expect((await auditLog('', learnerCookie)).status).toBe(403);
      expect((await fetch(`${server.url}/api/admin/audit-log.csv`, { headers: { cookie: learnerCookie } })).status).toBe(403);
    }
    await expect
      .poll(async () => {
        const page = auditLogPageSchema.parse((await auditLog(`?eventType=access.denied&userId=${learner.id}`)).json);
        return page.entries.map((entry) => [entry.source, entry.actorId, entry.outcome, entry.details['method'], entry.details['path']]).sort();
      })
      .toEqual([
        ['backoffice', learner.id, 'failure', 'GET', '/api/admin/audit-log'],
        ['backoffice', learner.id, 'failure', 'GET', '/api/admin/audit-log.csv'],
      ]);
  });

  it('refuses bad filters with 400 BACKOFFICE_INVALID_REQUEST', async () => {
    for (const query of ['?from=yesterday', '?page=0', '?pageSize=5000', '?to=2026-13-45']) {
      const result = await auditLog(query);
      expect(result.status, query).toBe(400);
      expect(errorEnvelopeSchema.parse(result.json).error.code).toBe('BACKOFFICE_INVALID_REQUEST');
    }
  });
});

describe('user.deleted', () => {
  it('removes the user’s contacts, deals and activities and nobody else’s', async () => {
    const { db, pool, close } = createDatabase(database.url, schema);
    try {
      const [gone, kept] = await db
        .insert(crmContacts)
        .values([
          { ownerId: 'u-gone', firstName: 'Del', lastName: 'Eted' },
          { ownerId: 'u-kept', firstName: 'Ke', lastName: 'Pt' },
        ])
        .returning();
      await db.insert(crmDeals).values([
        { ownerId: 'u-gone', contactId: gone!.id, title: 'Gone' },
        { ownerId: 'u-kept', contactId: kept!.id, title: 'Kept' },
      ]);
      await db.insert(crmActivities).values([
        { ownerId: 'u-gone', contactId: gone!.id, type: 'call' },
        { ownerId: 'u-kept', contactId: kept!.id, type: 'note' },
      ]);
      await deliver('user.deleted');
      const { rows } = await pool.query<{ owner: string; n: number }>(
        "select owner_id as owner, count(*)::int as n from (select owner_id from crm_contacts union all select owner_id from crm_deals union all select owner_id from crm_activities) t where owner_id in ('u-gone', 'u-kept') group by owner_id",
      );
      expect(rows).toEqual([{ owner: 'u-kept', n: 3 }]);
    } finally {
      await close();
    }
  });
});
