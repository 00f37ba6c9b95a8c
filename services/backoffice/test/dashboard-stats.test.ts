import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authUserSchema, crmDashboardStatsSchema, errorEnvelopeSchema } from '@academy/contracts';
import { createDatabase, type RunningServer } from '@academy/service-kit';
import { createTestDatabase, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import { backofficeConfigSchema } from '../src/config.ts';
import { createCrmRepository } from '../src/data/crm.repository.ts';
import { crmActivities, crmContacts, crmDeals, schema } from '../src/data/schema.ts';
import { getDashboardStats } from '../src/domain/dashboard-stats.use-case.ts';
import { createBackofficeService } from '../src/http/server.ts';

let database: TestDatabase;
let identity: IdentityProcess;
let server: RunningServer;

beforeAll(async () => {
  database = await createTestDatabase(inject('postgresAdminUrl'), 'backoffice');
  identity = await startIdentityProcess(inject('postgresAdminUrl'));
  server = await createBackofficeService(
    backofficeConfigSchema.parse({ PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', IDENTITY_URL: identity.url }),
  ).start();
});

afterAll(async () => {
  await server?.stop();
  await identity?.stop();
  await database?.drop();
});

describe('GET /api/crm/dashboard-stats', () => {
  it('when signed out, answers 401 with the error envelope', async () => {
    const response = await fetch(`${server.url}/api/crm/dashboard-stats`);
    expect(response.status).toBe(401);
    expect(errorEnvelopeSchema.parse(await response.json()).error.code).toBe('UNAUTHORIZED');
  });

  it('when signed in, answers the figures of the signed-in user only', async () => {
    const cookie = await identity.signIn('owner');
    const me = authUserSchema.parse(await (await fetch(`${identity.url}/api/auth/user`, { headers: { cookie } })).json());
    const { db, close } = createDatabase(database.url, schema);
    try {
      const [contact] = await db.insert(crmContacts).values({ ownerId: me.id, firstName: 'Kim', lastName: 'Park', status: 'customer' }).returning();
      await db.insert(crmDeals).values({ ownerId: me.id, contactId: contact!.id, title: 'Annual plan', value: 12_500, stage: 'won' });
      await db.insert(crmContacts).values({ ownerId: 'someone-else', firstName: 'Not', lastName: 'Mine' });
    } finally {
      await close();
    }
    const response = await fetch(`${server.url}/api/crm/dashboard-stats`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(crmDashboardStatsSchema.parse(await response.json())).toEqual({ totalContacts: 1, totalDeals: 0, totalValue: 12_500, activitiesThisWeek: 0 });
  });
});

describe('getDashboardStats', () => {
  it('counts only the owner’s contacts, open deals, won revenue and this calendar week’s activities', async () => {
    const { db, close } = createDatabase(database.url, schema);
    try {
      const now = new Date('2026-11-22T12:00:00Z');
      const [mine, mine2, theirs] = await db
        .insert(crmContacts)
        .values([
          { ownerId: 'u1', firstName: 'Ana', lastName: 'Lee', status: 'lead' },
          { ownerId: 'u1', firstName: 'Ben', lastName: 'Ray', status: 'customer' },
          { ownerId: 'u2', firstName: 'Cy', lastName: 'Moe' },
        ])
        .returning();
      await db.insert(crmDeals).values([
        { ownerId: 'u1', contactId: mine!.id, title: 'Pilot', value: 4000, stage: 'proposal' },
        { ownerId: 'u1', contactId: mine2!.id, title: 'Rollout', value: 12_500, stage: 'won' },
        { ownerId: 'u1', contactId: mine2!.id, title: 'Upsell', value: 900, stage: 'lost' },
        { ownerId: 'u2', contactId: theirs!.id, title: 'Other', value: 99_000, stage: 'won' },
      ]);
      await db.insert(crmActivities).values([
        { ownerId: 'u1', contactId: mine!.id, type: 'call', occurredAt: new Date('2026-11-20T09:00:00Z') },
        { ownerId: 'u1', contactId: mine!.id, type: 'email', occurredAt: new Date('2026-11-10T09:00:00Z') },
        { ownerId: 'u2', contactId: theirs!.id, type: 'meeting', occurredAt: new Date('2026-11-21T09:00:00Z') },
      ]);
      const repository = createCrmRepository(db);
      expect(await getDashboardStats(repository, 'u1', 'UTC', now)).toEqual({ totalContacts: 2, totalDeals: 1, totalValue: 12_500, activitiesThisWeek: 1 });
      expect(await getDashboardStats(repository, 'nobody', 'UTC', now)).toEqual({ totalContacts: 0, totalDeals: 0, totalValue: 0, activitiesThisWeek: 0 });
    } finally {
      await close();
    }
  });
});

describe('migrations', () => {
  it('delete a contact’s deals and activities with it', async () => {
    const { db, pool, close } = createDatabase(database.url, schema);
    try {
      const [contact] = await db.insert(crmContacts).values({ ownerId: 'u9', firstName: 'Del', lastName: 'Me' }).returning();
      await db.insert(crmDeals).values({ ownerId: 'u9', contactId: contact!.id, title: 'Gone' });
      await db.insert(crmActivities).values({ ownerId: 'u9', contactId: contact!.id, type: 'note' });
      await pool.query('delete from crm_contacts where id = $1', [contact!.id]);
      const left = await pool.query(
        "select (select count(*) from crm_deals where owner_id = 'u9')::int as deals, (select count(*) from crm_activities where owner_id = 'u9')::int as activities",
      );
      expect(left.rows[0]).toEqual({ deals: 0, activities: 0 });
    } finally {
      await close();
    }
  });
});
