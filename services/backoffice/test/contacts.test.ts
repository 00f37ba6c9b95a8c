import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import {
  crmContactDetailSchema,
  crmContactListSchema,
  crmContactSchema,
  crmDashboardStatsSchema,
  crmDealSchema,
  errorEnvelopeSchema,
} from '@academy/contracts';
import type { RunningServer } from '@academy/service-kit';
import { createTestDatabase, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import { backofficeConfigSchema } from '../src/config.ts';
import { createBackofficeService } from '../src/http/server.ts';

let database: TestDatabase;
let identity: IdentityProcess;
let server: RunningServer;
let sql: pg.Pool;
let mine: string;
let theirs: string;

async function call(cookie: string | undefined, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}

async function rows(table: string): Promise<number> {
  const {
    rows: [row],
  } = await sql.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return row?.n ?? -1;
}

async function addContact(cookie: string, body: Record<string, unknown> = {}) {
  const created = await call(cookie, 'POST', '/api/crm/contacts', { firstName: 'Kim', lastName: 'Park', company: 'Acme', ...body });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return crmContactSchema.parse(created.json);
}

beforeAll(async () => {
  database = await createTestDatabase(inject('postgresAdminUrl'), 'backoffice_crm');
  identity = await startIdentityProcess(inject('postgresAdminUrl'));
  server = await createBackofficeService(
    backofficeConfigSchema.parse({ PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', IDENTITY_URL: identity.url }),
  ).start();
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  mine = await identity.signIn('owner');
  theirs = await identity.signIn('free');
});

afterAll(async () => {
  await server?.stop();
  await sql?.end();
  await identity?.stop();
  await database?.drop();
});

describe('/api/crm/contacts', () => {
  it('creates a contact with the spec’s defaults, lists it for its owner only, searches and filters', async () => {
    const contact = await addContact(mine, { email: 'Kim@Acme.example', status: 'prospect', value: 5000 });
    expect(contact).toMatchObject({ firstName: 'Kim', lastName: 'Park', email: 'kim@acme.example', phone: '', status: 'prospect', value: 5000, notes: '' });
    await addContact(mine, { firstName: 'Lee', lastName: 'Wong', company: 'Globex' });
    await addContact(theirs, { firstName: 'Not', lastName: 'Yours' });

    const list = crmContactListSchema.parse((await call(mine, 'GET', '/api/crm/contacts')).json);
    expect(list.map((c) => c.firstName)).toEqual(['Lee', 'Kim']);
    expect(crmContactListSchema.parse((await call(mine, 'GET', '/api/crm/contacts?search=kim%20PARK')).json).map((c) => c.firstName)).toEqual(['Kim']);
    expect(crmContactListSchema.parse((await call(mine, 'GET', '/api/crm/contacts?search=globex')).json).map((c) => c.firstName)).toEqual(['Lee']);
    expect(crmContactListSchema.parse((await call(mine, 'GET', '/api/crm/contacts?status=prospect')).json).map((c) => c.firstName)).toEqual(['Kim']);
    expect(crmContactListSchema.parse((await call(theirs, 'GET', '/api/crm/contacts')).json).map((c) => c.firstName)).toEqual(['Not']);
  });

  it('refuses bad input with 400 BACKOFFICE_INVALID_REQUEST and writes nothing', async () => {
    const before = await rows('crm_contacts');
    for (const body of [
      {},
      { firstName: '  ' },
      { firstName: 'A', email: 'nope' },
      { firstName: 'A', status: 'hot' },
      { firstName: 'A', value: 1.5 },
      { firstName: 'A', value: -1 },
      { firstName: 'A', ownerId: 'x' },
    ]) {
      const result = await call(mine, 'POST', '/api/crm/contacts', body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(errorEnvelopeSchema.parse(result.json).error.code).toBe('BACKOFFICE_INVALID_REQUEST');
    }
    expect(await rows('crm_contacts')).toBe(before);
    expect((await call(mine, 'GET', '/api/crm/contacts/abc')).status).toBe(400);
  });

  it('never shows or changes another user’s contact, deals or activities (404) and leaves them as they were', async () => {
    const other = await addContact(theirs, { firstName: 'Private', notes: 'keep out' });
    const deal = crmDealSchema.parse((await call(theirs, 'POST', `/api/crm/contacts/${other.id}/deals`, { title: 'Secret', value: 100 })).json);
    for (const [method, path, body] of [
      ['GET', `/api/crm/contacts/${other.id}`, undefined],
      ['PUT', `/api/crm/contacts/${other.id}`, { firstName: 'Hacked' }],
      ['DELETE', `/api/crm/contacts/${other.id}`, undefined],
      ['POST', `/api/crm/contacts/${other.id}/activities`, { type: 'call' }],
      ['POST', `/api/crm/contacts/${other.id}/deals`, { title: 'Mine now' }],
      ['PATCH', `/api/crm/deals/${deal.id}`, { stage: 'won' }],
      ['DELETE', `/api/crm/deals/${deal.id}`, undefined],
    ] as const) {
      expect((await call(mine, method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    const detail = crmContactDetailSchema.parse((await call(theirs, 'GET', `/api/crm/contacts/${other.id}`)).json);
    expect(detail.contact).toMatchObject({ firstName: 'Private', notes: 'keep out' });
    expect(detail.deals).toMatchObject([{ title: 'Secret', stage: 'qualification' }]);
    expect(detail.activities).toEqual([]);
  });

  it('deleting a contact removes its deals and activities in one transaction', async () => {
    const contact = await addContact(mine, { firstName: 'Gone' });
    await call(mine, 'POST', `/api/crm/contacts/${contact.id}/deals`, { title: 'Pilot', value: 900 });
    await call(mine, 'POST', `/api/crm/contacts/${contact.id}/activities`, { type: 'meeting', summary: 'Kick-off' });
    // A failure inside the transaction leaves everything: a trigger refuses the contact's own delete.
    await sql.query("create function refuse_delete() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$");
    await sql.query('create trigger refuse_contact_delete before delete on crm_contacts for each row execute function refuse_delete()');
    try {
      expect((await call(mine, 'DELETE', `/api/crm/contacts/${contact.id}`)).status).toBe(500);
    } finally {
      await sql.query('drop trigger refuse_contact_delete on crm_contacts');
      await sql.query('drop function refuse_delete()');
    }
    const kept = crmContactDetailSchema.parse((await call(mine, 'GET', `/api/crm/contacts/${contact.id}`)).json);
    expect(kept.deals).toHaveLength(1);
    expect(kept.activities).toHaveLength(1);

    expect((await call(mine, 'DELETE', `/api/crm/contacts/${contact.id}`)).status).toBe(204);
    const left = await sql.query(
      'select (select count(*) from crm_deals where contact_id = $1)::int as deals, (select count(*) from crm_activities where contact_id = $1)::int as activities',
      [contact.id],
    );
    expect(left.rows[0]).toEqual({ deals: 0, activities: 0 });
    expect((await call(mine, 'GET', `/api/crm/contacts/${contact.id}`)).status).toBe(404);
  });
});

describe('deals, activities and the dashboard', () => {
  it('an activity and a deal moved to won change the figures; moving back reopens it', async () => {
    const fresh = await identity.signIn('admin');
    const start = crmDashboardStatsSchema.parse((await call(fresh, 'GET', '/api/crm/dashboard-stats')).json);
    expect(start).toEqual({ totalContacts: 0, totalDeals: 0, totalValue: 0, activitiesThisWeek: 0 });
    const contact = await addContact(fresh);
    const logged = await call(fresh, 'POST', `/api/crm/contacts/${contact.id}/activities`, { type: 'call', summary: 'Intro call' });
    expect(logged.status).toBe(201);
    const deal = crmDealSchema.parse((await call(fresh, 'POST', `/api/crm/contacts/${contact.id}/deals`, { title: 'Annual plan', value: 12_500 })).json);
    expect(crmDashboardStatsSchema.parse((await call(fresh, 'GET', '/api/crm/dashboard-stats')).json)).toEqual({
      totalContacts: 1,
      totalDeals: 1,
      totalValue: 0,
      activitiesThisWeek: 1,
    });

    const won = crmDealSchema.parse((await call(fresh, 'PATCH', `/api/crm/deals/${deal.id}`, { stage: 'won' })).json);
    expect(won.closedAt).not.toBeNull();
    expect(won.contactName).toBe('Kim Park');
    expect(crmDashboardStatsSchema.parse((await call(fresh, 'GET', '/api/crm/dashboard-stats')).json)).toEqual({
      totalContacts: 1,
      totalDeals: 0,
      totalValue: 12_500,
      activitiesThisWeek: 1,
    });
    const reopened = crmDealSchema.parse((await call(fresh, 'PATCH', `/api/crm/deals/${deal.id}`, { stage: 'negotiation' })).json);
    expect(reopened.closedAt).toBeNull();
    expect((await call(fresh, 'PATCH', `/api/crm/deals/${deal.id}`, { stage: 'signed' })).status).toBe(400);
    expect((await call(fresh, 'GET', '/api/crm/deals')).json).toMatchObject([{ id: deal.id, stage: 'negotiation', contactName: 'Kim Park' }]);
  });

  it('“This Week” starts on Monday in the caller’s time zone', async () => {
    const cookie = await identity.signIn('admin');
    const contact = await addContact(cookie, { firstName: 'Zone' });
    const {
      rows: [week],
    } = await sql.query<{ tokyo: Date; honolulu: Date }>(
      "select date_trunc('week', now() at time zone 'Asia/Tokyo') at time zone 'Asia/Tokyo' as tokyo, date_trunc('week', now() at time zone 'Pacific/Honolulu') at time zone 'Pacific/Honolulu' as honolulu",
    );
    // One minute before Honolulu's week began: this week in Tokyo (whose Monday comes 19 hours earlier), last week in Honolulu.
    const justBefore = new Date(week!.honolulu.getTime() - 60_000);
    expect(justBefore.getTime()).toBeGreaterThan(week!.tokyo.getTime());
    await call(cookie, 'POST', `/api/crm/contacts/${contact.id}/activities`, { type: 'note', occurredAt: justBefore.toISOString() });
    const tokyo = crmDashboardStatsSchema.parse((await call(cookie, 'GET', '/api/crm/dashboard-stats', undefined, { 'x-time-zone': 'Asia/Tokyo' })).json);
    const honolulu = crmDashboardStatsSchema.parse(
      (await call(cookie, 'GET', '/api/crm/dashboard-stats', undefined, { 'x-time-zone': 'Pacific/Honolulu' })).json,
    );
    expect(tokyo.activitiesThisWeek - honolulu.activitiesThisWeek).toBe(1);
  });
});
