import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@academy/test-kit';
import { MIGRATIONS_FOLDER } from '../src/http/server.ts';
import { startIdentity } from './support/identity-harness.ts';

let database: TestDatabase;
const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
beforeAll(async () => {
  database = await createTestDatabase(inject('postgresAdminUrl'), 'identity_migrations');
});
afterAll(async () => {
  await database?.drop();
});

describe('database migrations', () => {
  it('on an empty database, create the users and sessions tables at start', async () => {
    const identity = await startIdentity({}, database);
    try {
      const { rows } = await identity.sql.query<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
      );
      expect(rows.map((row) => row.table_name)).toEqual(['event_outbox', 'event_outbox_deliveries', 'sessions', 'users']);
      const columns = await identity.sql.query<{ column_name: string; column_default: string | null }>(
        "select column_name, column_default from information_schema.columns where table_name = 'users' and column_name in ('role', 'subscription_plan', 'subscription_status', 'skill_level') order by column_name",
      );
      expect(Object.fromEntries(columns.rows.map((row) => [row.column_name, row.column_default]))).toEqual({
        role: "'user'::user_role",
        skill_level: "'beginner'::skill_level",
        subscription_plan: "'free'::subscription_plan",
        subscription_status: "'inactive'::subscription_status",
      });
    } finally {
      await identity.close();
    }
  });

  it('a second start on the same database applies nothing and keeps the data', async () => {
    const first = await startIdentity({}, database);
    await first.sql.query("insert into users (issuer, subject, email) values ('https://issuer.test', 'kept', 'kept@example.com')");
    const before = await first.sql.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    await first.close();

    const second = await startIdentity({}, database);
    try {
      const after = await second.sql.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      // Every generated migration ran once, and the second start added none.
      expect(before.rows[0]?.n).toBe(journal.entries.length);
      expect(after.rows[0]?.n).toBe(journal.entries.length);
      const kept = await second.sql.query('select email from users');
      expect(kept.rows).toEqual([{ email: 'kept@example.com' }]);
    } finally {
      await second.close();
    }
  });
});
