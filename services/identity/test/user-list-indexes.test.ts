import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsersQuerySchema } from '@academy/contracts';
import { schema } from '../src/data/schema.ts';
import { createUserRepository, type UserRepository } from '../src/data/user.repository.ts';
import { startIdentity, type RunningIdentity } from './support/identity-harness.ts';

/*
 * The admin user list can be served from indexes: each statement its search, filter and sorts
 * send is planned with an index once sequential scans are ruled out. This fails when an index is
 * missing or when the query's expression drifts from the one the index is built on (PostgreSQL
 * only uses an expression index for the very same expression). How fast it is with 10,000 users
 * is measured by `npm run bench` (test/user-list.bench.ts), not here.
 */

let identity: RunningIdentity;
let client: pg.PoolClient;
let users: UserRepository;
let captured: { sql: string; params: unknown[] }[] = [];

beforeAll(async () => {
  identity = await startIdentity();
  await identity.sql.query(
    `insert into users (issuer, subject, email, first_name, last_name)
     select 'test', 'user-' || n, 'user' || n || '@example.com', 'Casey', 'Person' || n from generate_series(1, 200) as n`,
  );
  await identity.sql.query('analyze users');
  client = await identity.sql.connect();
  users = createUserRepository(
    drizzle(identity.sql, {
      schema,
      logger: {
        logQuery(sql, params) {
          captured.push({ sql, params });
        },
      },
    }),
  );
});
afterAll(async () => {
  client?.release();
  await identity?.close();
});

/** The plan of one statement the list sends (0: the page, 1: its count) with sequential scans ruled out. */
async function planOf(raw: Record<string, string>, statement: 0 | 1): Promise<string> {
  captured = [];
  await users.listPage(adminUsersQuerySchema.parse(raw), []);
  const page = captured[statement];
  if (!page) throw new Error('the list sent no statement');
  await client.query('set enable_seqscan = off');
  try {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain ${page.sql}`, page.params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('reset enable_seqscan');
  }
}

describe('GET /api/admin/users statements and their indexes', () => {
  it.each([
    // Counting the matches reads every candidate: the trigram index finds them.
    ['the count of a search by e-mail or name', { search: 'person42' }, 1, 'users_search_trgm_idx'],
    ['the page of the newest first', {}, 0, 'users_created_at_id_idx'],
    ['the page sorted by e-mail', { sort: 'email', order: 'asc' }, 0, 'users_email_unique'],
    ['the page sorted by name', { sort: 'name', order: 'desc' }, 0, 'users_sort_name_id_idx'],
    ['the page of one role', { role: 'manager' }, 0, 'users_role_created_at_id_idx'],
    ['the count of one role', { role: 'manager' }, 1, 'users_role_created_at_id_idx'],
  ] as const)('%s reads $3', async (_label, raw, statement, index) => {
    const plan = await planOf(raw, statement);
    expect(plan).toContain(index);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
