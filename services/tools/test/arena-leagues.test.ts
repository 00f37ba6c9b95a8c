import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type Database, type RunningServer } from '@academy/service-kit';
import { createTestDatabase, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import { toolsConfigSchema } from '../src/config.ts';
import { loadArenaContent } from '../src/data/arena-content-loader.ts';
import { createArenaRepository } from '../src/data/arena.repository.ts';
import { schema } from '../src/data/schema.ts';
import { createToolsService } from '../src/http/server.ts';
import { getLeagueBoard } from '../src/domain/leagues.use-case.ts';
import type { ArenaDeps } from '../src/domain/arena-deps.ts';

/*
 * The weekly grouping, on a week of our choosing: the use case on the service's own database
 * (migrated by starting the service), with last week's leagues and XP stored as the service stores them.
 */

let database: TestDatabase;
let identity: IdentityProcess;
let server: RunningServer;
let db: Database<typeof schema>;
let sql: pg.Pool;
let deps: ArenaDeps;

const lastWeek = '2026-11-16';
const thisWeek = '2026-11-23';
const now = new Date('2026-11-25T12:00:00Z');
const id = (prefix: string, n: number) => `${prefix}${String(n).padStart(2, '0')}`;

beforeAll(async () => {
  database = await createTestDatabase(inject('postgresAdminUrl'), 'tools_leagues');
  identity = await startIdentityProcess(inject('postgresAdminUrl'));
  const config = toolsConfigSchema.parse({ PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', IDENTITY_URL: identity.url });
  server = await (await createToolsService(config)).start();
  db = createDatabase(database.url, schema, { max: 3 });
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  deps = { arena: createArenaRepository(db.db), transaction: db.transaction, content: await loadArenaContent(config.CONTENT_DIR) };

  // Last week: twelve learners in one Silver league (tier 1), l01 earning the most … l12 the least.
  for (let n = 1; n <= 12; n += 1) {
    await sql.query(`insert into arena_profiles (user_id) values ($1)`, [id('l', n)]);
    await sql.query(`insert into league_members (week_start_day, user_id, league_id, tier, recent_xp) values ($1, $2, 1, 1, 0)`, [lastWeek, id('l', n)]);
    await sql.query(
      `insert into arena_ledger (user_id, source_key, kind, quantity, xp, gems, occurred_at) values ($1, 'seed', 'section_completed', 1, $2, 0, '2026-11-18T10:00:00Z')`,
      [id('l', n), (13 - n) * 10],
    );
  }
  // Forty newcomers with no league yet, and one who opted out.
  for (let n = 1; n <= 40; n += 1) await sql.query(`insert into arena_profiles (user_id) values ($1)`, [id('n', n)]);
  await sql.query(`insert into arena_profiles (user_id, league_opted_out) values ('quiet', true)`);
});

afterAll(async () => {
  await db?.close();
  await sql?.end();
  await server?.stop();
  await identity?.stop();
  await database?.drop();
});

describe('weekly league grouping', () => {
  it('moves last week\u2019s top fifth up and bottom fifth down, keeps tiers apart, never more than 30 in a league, and leaves out who opted out', async () => {
    const board = await getLeagueBoard(deps, 'l01', now);
    expect(board).toMatchObject({ tier: 'Gold', tierIndex: 2, optedOut: false });
    expect(board.rows).toHaveLength(3);

    const { rows } = await sql.query<{ tier: number; league_id: number; n: number }>(
      `select tier, league_id, count(*)::int as n from league_members where week_start_day = $1 group by tier, league_id order by league_id`,
      [thisWeek],
    );
    // Promoted l01–l03 (Gold), kept l04–l10 (Silver), relegated l11–l12 with the 40 newcomers (Bronze: 42 → 21 + 21).
    expect(rows).toEqual([
      { tier: 2, league_id: 1, n: 3 },
      { tier: 1, league_id: 2, n: 7 },
      { tier: 0, league_id: 3, n: 21 },
      { tier: 0, league_id: 4, n: 21 },
    ]);
    expect(await sql.query(`select 1 from league_members where user_id = 'quiet'`).then((r) => r.rowCount)).toBe(0);
  });

  it('a learner who arrives later joins the closest league of their tier with room, and grouping is not run again', async () => {
    await sql.query(`insert into arena_profiles (user_id) values ('late')`);
    const board = await getLeagueBoard(deps, 'late', now);
    expect(board.tier).toBe('Bronze');
    expect(board.rows).toHaveLength(22);
    expect(await sql.query(`select count(*)::int as n from league_members where week_start_day = $1`, [thisWeek]).then((r) => r.rows[0])).toEqual({ n: 53 });
  });
});
