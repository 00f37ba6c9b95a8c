import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { statsResponseSchema, streakFreezeBalanceSchema, type EventEnvelope } from '@academy/contracts';
import type { RunningServer } from '@academy/service-kit';
import { createTestDatabase, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import { learningConfigSchema } from '../src/config.ts';
import { createLearningService } from '../src/http/server.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const DAY_MS = 24 * 60 * 60 * 1000;

let database: TestDatabase;
let identity: IdentityProcess;
let server: RunningServer;
let sql: pg.Pool;
let cookie: string;
let userId: string;

beforeAll(async () => {
  const adminUrl = inject('postgresAdminUrl');
  [database, identity] = await Promise.all([createTestDatabase(adminUrl, 'learning_streak_freeze'), startIdentityProcess(adminUrl)]);
  const config = learningConfigSchema.parse({ PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', CONTENT_DIR: fixtures, IDENTITY_URL: identity.url });
  server = await (await createLearningService(config)).start();
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  cookie = await identity.signIn('free');
  userId = ((await (await fetch(`${identity.url}/api/auth/user`, { headers: { cookie } })).json()) as { id: string }).id;
});

afterAll(async () => {
  await server?.stop();
  await sql?.end();
  await identity?.stop();
  await database?.drop();
});

const deliver = (event: EventEnvelope) =>
  fetch(`${server.url}/internal/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) });
const streak = async () =>
  statsResponseSchema.parse(await (await fetch(`${server.url}/api/stats`, { headers: { cookie, 'x-time-zone': 'UTC' } })).json()).currentStreak;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const balance = async (session: string) => {
  const response = await fetch(`${server.url}/api/streak-freeze-balance`, { headers: { cookie: session, 'x-time-zone': 'UTC' } });
  expect(response.status).toBe(200);
  return streakFreezeBalanceSchema.parse(await response.json());
};
const purchased = (learner: string, freezeId = randomUUID(), purchasedAt = new Date().toISOString()): EventEnvelope => ({
  id: randomUUID(),
  type: 'streak_freeze.purchased',
  source: 'tools',
  occurredAt: purchasedAt,
  subject: learner,
  data: { userId: learner, freezeId, purchasedAt, gemsSpent: 25 },
  version: 1,
});
const signedInId = async (session: string) =>
  ((await (await fetch(`${identity.url}/api/auth/user`, { headers: { cookie: session } })).json()) as { id: string }).id;

describe('POST /internal/events: streak_freeze.purchased', () => {
  it('a freeze bought in the arena covers the missed day: the streak goes on, the use is recorded once and announced to nobody', async () => {
    const now = Date.now();
    // Learning today and the day before yesterday; yesterday was missed.
    for (const at of [now, now - 2 * DAY_MS]) {
      await sql.query(`insert into learning_activity (user_id, kind, module_id, occurred_at) values ($1, 'section', 1, $2)`, [userId, new Date(at)]);
    }
    expect(await streak()).toBe(1);

    const freezeId = randomUUID();
    const purchase: EventEnvelope = {
      id: randomUUID(),
      type: 'streak_freeze.purchased',
      source: 'tools',
      occurredAt: new Date(now - 5 * DAY_MS).toISOString(),
      subject: userId,
      data: { userId, freezeId, purchasedAt: new Date(now - 5 * DAY_MS).toISOString(), gemsSpent: 25 },
      version: 1,
    };
    expect(await (await deliver(purchase)).json()).toEqual({ status: 'processed' });
    expect(await (await deliver(purchase)).json()).toEqual({ status: 'duplicate' });

    expect(await streak()).toBe(2);
    const { rows: freezes } = await sql.query(`select id, to_char(used_on, 'YYYY-MM-DD') as used_on from streak_freezes where user_id = $1`, [userId]);
    expect(freezes).toEqual([{ id: freezeId, used_on: day(now - DAY_MS) }]);
    // Read again: the used freeze still covers its day. No slice but this one keeps freezes, so a use is not announced.
    expect(await streak()).toBe(2);
    expect(await balance(cookie)).toEqual({ streakFreezes: 0, maxStreakFreezes: 2 });
    expect(await sql.query(`select 1 from event_outbox where type like 'streak_freeze.%'`).then((r) => r.rows)).toEqual([]);
  });

  it('a stats or balance read counts a held freeze for yesterday but writes nothing; the learner’s next activity marks it used', async () => {
    const admin = await identity.signIn('admin');
    const adminId = ((await (await fetch(`${identity.url}/api/auth/user`, { headers: { cookie: admin } })).json()) as { id: string }).id;
    const stats = async () =>
      statsResponseSchema.parse(await (await fetch(`${server.url}/api/stats`, { headers: { cookie: admin, 'x-time-zone': 'Europe/Lisbon' } })).json());
    const now = Date.now();
    const freezeId = randomUUID();
    const bought = new Date(now - 6 * DAY_MS).toISOString();
    const purchase = {
      id: randomUUID(),
      type: 'streak_freeze.purchased',
      source: 'tools',
      occurredAt: bought,
      subject: adminId,
      data: { userId: adminId, freezeId, purchasedAt: bought, gemsSpent: 25 },
      version: 1,
    };
    expect(await (await deliver(purchase as EventEnvelope)).json()).toEqual({ status: 'processed' });
    // Then, with no write of the learner's since: learning the day before yesterday, yesterday missed, nothing yet today.
    await sql.query(`insert into learning_activity (user_id, kind, module_id, occurred_at) values ($1, 'section', 1, $2)`, [
      adminId,
      new Date(now - 2 * DAY_MS),
    ]);
    const held = () => sql.query(`select to_char(used_on, 'YYYY-MM-DD') as used_on from streak_freezes where id = $1`, [freezeId]).then((r) => r.rows);
    const outbox = () => sql.query(`select count(*)::int as n from event_outbox`).then((r) => r.rows[0]);
    const before = await outbox();

    // The freeze keeps the streak alive through yesterday, read after read, and nothing is written:
    // the balance already counts it as spent.
    expect((await stats()).currentStreak).toBe(1);
    expect((await stats()).currentStreak).toBe(1);
    expect(await balance(admin)).toEqual({ streakFreezes: 0, maxStreakFreezes: 2 });
    expect(await held()).toEqual([{ used_on: null }]);
    expect(await outbox()).toEqual(before);
    expect(await sql.query(`select 1 from learner_profiles where user_id = $1`, [adminId]).then((r) => r.rows)).toEqual([]);

    // Studying today spends it, in the same transaction, once.
    const progress = await fetch(`${server.url}/api/progress`, {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/json', 'x-time-zone': 'UTC' },
      body: JSON.stringify({ moduleId: 1, markSection: 0 }),
    });
    expect(progress.status).toBe(200);
    expect(await held()).toEqual([{ used_on: day(now - DAY_MS) }]);
    expect(await sql.query(`select 1 from event_outbox where type like 'streak_freeze.%'`).then((r) => r.rows)).toEqual([]);
    expect((await stats()).currentStreak).toBe(2);
    expect(await balance(admin)).toEqual({ streakFreezes: 0, maxStreakFreezes: 2 });
  });
});

describe('GET /api/streak-freeze-balance', () => {
  let session: string;
  let learner: string;
  beforeAll(async () => {
    session = await identity.signIn('owner');
    learner = await signedInId(session);
  });

  it('answers 401 without a session', async () => {
    expect((await fetch(`${server.url}/api/streak-freeze-balance`)).status).toBe(401);
  });

  it('a balance held before learning alone kept freezes survives: the freezes learning received from the arena are the balance it answers', async () => {
    expect(await balance(session)).toEqual({ streakFreezes: 0, maxStreakFreezes: 2 });
    // Rows as learning stored them from the arena's events before this change: one held, one used.
    await sql.query(
      `insert into streak_freezes (id, user_id, purchased_at, used_on) values ($1, $3, now() - interval '20 days', null), ($2, $3, now() - interval '30 days', (now() - interval '25 days')::date)`,
      [randomUUID(), randomUUID(), learner],
    );
    expect(await balance(session)).toEqual({ streakFreezes: 1, maxStreakFreezes: 2 });
  });

  it('a learner holds at most 2: a freeze paid for beyond that is declined, so the arena gives the gems back; a repeat is never declined', async () => {
    const [second, third] = [purchased(learner), purchased(learner)];
    expect(await (await deliver(second)).json()).toEqual({ status: 'processed' });
    expect(await balance(session)).toEqual({ streakFreezes: 2, maxStreakFreezes: 2 });

    expect(await (await deliver(third)).json()).toEqual({ status: 'processed' });
    expect(await balance(session)).toEqual({ streakFreezes: 2, maxStreakFreezes: 2 });
    const thirdId = (third.data as { freezeId: string }).freezeId;
    expect(await sql.query(`select 1 from streak_freezes where id = $1`, [thirdId]).then((r) => r.rows)).toEqual([]);
    const declined = () =>
      sql.query(`select subject, payload from event_outbox where type = 'streak_freeze.declined' and subject = $1`, [learner]).then((r) => r.rows);
    expect(await declined()).toEqual([{ subject: learner, payload: { userId: learner, freezeId: thirdId, reason: 'limit' } }]);

    // The arena announcing a freeze already held again (a new event id) changes nothing and declines nothing.
    expect(await (await deliver({ ...second, id: randomUUID() })).json()).toEqual({ status: 'processed' });
    expect(await balance(session)).toEqual({ streakFreezes: 2, maxStreakFreezes: 2 });
    expect(await declined()).toHaveLength(1);
  });
});
