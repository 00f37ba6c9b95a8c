import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { adminUsersQuerySchema, type AdminUsersQuery } from '@academy/contracts';
import { createUserRepository, type UserRepository } from '../src/data/user.repository.ts';
import { schema } from '../src/data/schema.ts';
import { startIdentity, type RunningIdentity } from './support/identity-harness.ts';

/**
 * The admin user list with 10,000 users (`npm -w @academy/service-identity run bench`): seeds them
 * into a migrated identity database, prints the EXPLAIN (ANALYZE, BUFFERS) of every statement each
 * list request runs (the page, its count, the figures), then times the requests. The plans are
 * also written to bench/results/ (not committed: they change with every run).
 */
const USERS = 10_000;
const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bench/results');

/** The list requests of the User Management tab, as the page sends them. */
const requests: Record<string, Partial<Record<keyof AdminUsersQuery, string>>> = {
  'first page, newest first': {},
  'search by e-mail fragment': { search: 'user4244@' },
  // User 4244 is Casey (4244 % 6 = 2), surnamed after the md5 of their number, as seeded.
  "search by 'first last'": { search: `casey ${createHash('md5').update('4244').digest('hex').slice(0, 10)}` },
  'search matching many (page 3)': { search: 'example', page: '3' },
  'role filter (publishers)': { role: 'publisher' },
  'sorted by name, page 250': { sort: 'name', order: 'asc', page: '250' },
  'sorted by e-mail, descending': { sort: 'email', order: 'desc' },
};

let identity: RunningIdentity;
let pool: pg.Pool;
let users: UserRepository;
/** Every statement the repository sends while `capturing` is on. */
let captured: { sql: string; params: unknown[] }[] = [];
let capturing = false;

async function seed(sql: pg.Pool): Promise<void> {
  // Names, roles, plans and sign-up dates spread as a real list would have them.
  await sql.query(
    `insert into users (issuer, subject, email, first_name, last_name, role, subscription_plan, subscription_status, created_at)
     select 'bench', 'bench-' || n, 'user' || n || '@example.com',
            (array['Alex','Sam','Casey','Jordan','Robin','Taylor'])[1 + n % 6], initcap(substr(md5(n::text), 1, 10)),
            (array['user','user','user','user','user','user','manager','publisher'])[1 + n % 8]::user_role,
            (array['free','free','premium','pro'])[1 + n % 4]::subscription_plan,
            (array['inactive','active'])[1 + n % 2]::subscription_status,
            now() - (n % 720) * interval '1 day' - n * interval '1 second'
       from generate_series(1, $1::int) as n`,
    [USERS],
  );
  await sql.query('analyze users');
}

async function explainRequest(label: string, query: AdminUsersQuery): Promise<string> {
  captured = [];
  capturing = true;
  await users.listPage(query, []);
  capturing = false;
  const plans: string[] = [];
  for (const statement of captured) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.sql}`, statement.params);
    plans.push(`${statement.sql}\n  params ${JSON.stringify(statement.params)}\n${rows.map((row) => `  ${row['QUERY PLAN']}`).join('\n')}`);
  }
  return `--- ${label} (${USERS.toLocaleString('en')} users) ---\n${plans.join('\n\n')}\n`;
}

beforeAll(async () => {
  identity = await startIdentity();
  const started = performance.now();
  await seed(identity.sql);
  process.stdout.write(`seeded ${USERS.toLocaleString('en')} users in ${((performance.now() - started) / 1_000).toFixed(1)} s\n`);
  pool = new pg.Pool({ connectionString: identity.database.url, max: 4 });
  const db = drizzle(pool, {
    schema,
    logger: {
      logQuery(sql, params) {
        if (capturing) captured.push({ sql, params });
      },
    },
  });
  users = createUserRepository(db);
  const text: string[] = [];
  for (const [label, raw] of Object.entries(requests)) text.push(await explainRequest(label, adminUsersQuerySchema.parse(raw)));
  // Kept as a file too: vitest's bench reporter shows no console output.
  await mkdir(resultsDir, { recursive: true });
  await writeFile(path.join(resultsDir, 'user-list-explain.txt'), text.join('\n'));
  process.stdout.write(`\n${text.join('\n')}\n`);
}, 300_000);

afterAll(async () => {
  await pool?.end();
  await identity?.close();
});

describe(`GET /api/admin/users with ${USERS.toLocaleString('en')} users (one page, its count and the figures)`, () => {
  for (const [label, raw] of Object.entries(requests)) {
    const query = adminUsersQuerySchema.parse(raw);
    bench(
      label,
      async () => {
        await users.listPage(query, []);
      },
      { time: 1_500 },
    );
  }
});
