import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { crmContactImportResponseSchema, crmContactListSchema, errorEnvelopeSchema } from '@academy/contracts';
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

async function importContacts(cookie: string | undefined, body: unknown) {
  const response = await fetch(`${server.url}/api/crm/contacts/import`, {
    method: 'POST',
    headers: { ...(cookie ? { cookie } : {}), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}

async function contactCount(): Promise<number> {
  const {
    rows: [row],
  } = await sql.query<{ n: number }>('select count(*)::int as n from crm_contacts');
  return row?.n ?? -1;
}

beforeAll(async () => {
  database = await createTestDatabase(inject('postgresAdminUrl'), 'backoffice_import');
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

describe('POST /api/crm/contacts/import', () => {
  it('adds every contact of the file for the caller, in the file’s order, with the contract’s defaults', async () => {
    const result = await importContacts(mine, {
      contacts: [
        { firstName: 'Ada', email: 'ADA@example.com', status: 'customer', value: 1200 },
        { firstName: 'Ben', lastName: 'Ito' },
      ],
    });
    expect(result.status, JSON.stringify(result.json)).toBe(201);
    const body = crmContactImportResponseSchema.parse(result.json);
    expect(body.imported).toBe(2);
    expect(body.contacts.map((contact) => [contact.firstName, contact.email, contact.status, contact.value])).toEqual([
      ['Ada', 'ada@example.com', 'customer', 1200],
      ['Ben', '', 'lead', 0],
    ]);
    const theirList = await fetch(`${server.url}/api/crm/contacts`, { headers: { cookie: theirs } });
    expect(crmContactListSchema.parse(await theirList.json())).toEqual([]);
  });

  it('refuses the whole file when one row is refused (400, each failing field named by its row) and adds none', async () => {
    const before = await contactCount();
    const result = await importContacts(mine, { contacts: [{ firstName: 'Good' }, { firstName: 'Bad', email: 'not-an-address' }, { firstName: '' }] });
    expect(result.status).toBe(400);
    const envelope = errorEnvelopeSchema.parse(result.json);
    expect(envelope.error.code).toBe('BACKOFFICE_INVALID_REQUEST');
    const paths = (envelope.error.details as { path: string }[]).map((detail) => detail.path);
    expect(paths).toEqual(expect.arrayContaining(['contacts.1.email', 'contacts.2.firstName']));
    expect(await contactCount()).toBe(before);
  });

  it('refuses an empty file and one of more than 1,000 contacts, adding none', async () => {
    const before = await contactCount();
    expect((await importContacts(mine, { contacts: [] })).status).toBe(400);
    expect((await importContacts(mine, { contacts: Array.from({ length: 1_001 }, (_, i) => ({ firstName: `P${i}` })) })).status).toBe(400);
    expect(await contactCount()).toBe(before);
  });

  it('leaves nothing half-written when the database fails part-way through (every row or none)', async () => {
    // A fault on the last row only (as a full disk or a lost connection would be), after the others were inserted.
    await sql.query(`
      create function refuse_import_row() returns trigger language plpgsql as $$
      begin
        if new.first_name = 'Faulty' then raise exception 'the row cannot be written'; end if;
        return new;
      end $$;
      create trigger refuse_import_row before insert on crm_contacts for each row execute function refuse_import_row();`);
    try {
      const before = await contactCount();
      const contacts = [...Array.from({ length: 600 }, (_, i) => ({ firstName: `Row${i}` })), { firstName: 'Faulty' }];
      expect((await importContacts(mine, { contacts })).status).toBe(500);
      expect(await contactCount()).toBe(before);
    } finally {
      await sql.query('drop trigger refuse_import_row on crm_contacts; drop function refuse_import_row();');
    }
  });

  it('adds a file of 1,000 contacts', async () => {
    const before = await contactCount();
    const contacts = Array.from({ length: 1_000 }, (_, i) => ({ firstName: `Bulk${i}`, notes: 'n'.repeat(500) }));
    const result = await importContacts(mine, { contacts });
    expect(result.status).toBe(201);
    expect(await contactCount()).toBe(before + 1_000);
  });

  it('answers 401 to a visitor and adds nothing', async () => {
    const before = await contactCount();
    expect((await importContacts(undefined, { contacts: [{ firstName: 'Nobody' }] })).status).toBe(401);
    expect(await contactCount()).toBe(before);
  });
});
