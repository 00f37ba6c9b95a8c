import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventDataSchemas } from '@academy/contracts';
import { createDatabase, type Database } from '@academy/service-kit';
import { createTestDatabase, type TestDatabase } from '@academy/test-kit';
import { migrationsFolder } from '../src/config.ts';

/** The migrations up to and including `tag`, in a folder of their own: the database as an earlier release left it. */
async function migrationsUpTo(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'tools-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(last).toBeGreaterThanOrEqual(0);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}

let database: TestDatabase;
let db: Database<Record<string, never>>;
let earlier: string;

beforeAll(async () => {
  database = await createTestDatabase(inject('postgresAdminUrl'), 'tools_freezes_to_learning');
  db = createDatabase(database.url, {}, { max: 2 });
  earlier = await migrationsUpTo('0004_arena');
});

afterAll(async () => {
  await db?.close();
  await database?.drop();
  if (earlier) await rm(earlier, { recursive: true, force: true });
});

describe('migration 0005: the arena hands the streak freezes it held to the learning slice', () => {
  it('announces every freeze still held as streak_freeze.purchased, never a used one, and then keeps none', async () => {
    await db.migrate(earlier);
    const [held, used, other] = [randomUUID(), randomUUID(), randomUUID()];
    await db.pool.query(
      `insert into streak_freezes (id, user_id, purchased_at, gems_spent, used_on) values
         ($1, 'learner-a', '2026-11-20T09:15:30.250Z', 25, null),
         ($2, 'learner-a', '2026-11-18T08:00:00Z', 25, '2026-11-19'),
         ($3, 'learner-b', '2026-11-21T23:59:59Z', 30, null)`,
      [held, used, other],
    );

    await db.migrate(migrationsFolder);

    const { rows } = await db.pool.query(`select type, subject, payload, dispatched_at from event_outbox order by seq`);
    expect(rows).toEqual([
      {
        type: 'streak_freeze.purchased',
        subject: 'learner-a',
        payload: { userId: 'learner-a', freezeId: held, purchasedAt: '2026-11-20T09:15:30.250Z', gemsSpent: 25 },
        dispatched_at: null,
      },
      {
        type: 'streak_freeze.purchased',
        subject: 'learner-b',
        payload: { userId: 'learner-b', freezeId: other, purchasedAt: '2026-11-21T23:59:59.000Z', gemsSpent: 30 },
        dispatched_at: null,
      },
    ]);
    // What the relay will post is what the learning slice accepts.
    for (const row of rows as { payload: unknown }[]) expect(eventDataSchemas['streak_freeze.purchased'].safeParse(row.payload).success).toBe(true);
    const { rows: ids } = await db.pool.query(`select count(distinct id)::int as n from event_outbox`);
    expect(ids).toEqual([{ n: 2 }]);
    expect((await db.pool.query(`select to_regclass('streak_freezes') as freezes`)).rows).toEqual([{ freezes: null }]);
  });
});
