import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  challengeModesResponseSchema,
  errorEnvelopeSchema,
  joinQuestResponseSchema,
  leagueBoardSchema,
  startChallengeResponseSchema,
  streakFreezePurchaseResponseSchema,
  userLevelSchema,
  weeklyQuestsResponseSchema,
  type EventType,
} from '@academy/contracts';
import type { RunningServer } from '@academy/service-kit';
import { createTestDatabase, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import { toolsConfigSchema } from '../src/config.ts';
import { createToolsService } from '../src/http/server.ts';

let database: TestDatabase;
let identity: IdentityProcess;
let server: RunningServer;
let sql: pg.Pool;
const learners: Record<'owner' | 'free' | 'admin', { cookie: string; id: string }> = {} as never;

beforeAll(async () => {
  database = await createTestDatabase(inject('postgresAdminUrl'), 'tools_arena');
  identity = await startIdentityProcess(inject('postgresAdminUrl'));
  const config = toolsConfigSchema.parse({ PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', IDENTITY_URL: identity.url });
  server = await (await createToolsService(config, { rateLimits: { policies: { write: { limit: 100_000, windowMs: 60_000 } } } })).start();
  sql = new pg.Pool({ connectionString: database.url, max: 3 });
  for (const account of ['owner', 'free', 'admin'] as const) {
    const cookie = await identity.signIn(account);
    const id = ((await (await fetch(`${identity.url}/api/auth/user`, { headers: { cookie } })).json()) as { id: string }).id;
    learners[account] = { cookie, id };
  }
});

afterAll(async () => {
  await server?.stop();
  await sql?.end();
  await identity?.stop();
  await database?.drop();
});

async function call(method: string, path: string, cookie: string | undefined, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...headers, ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null, text };
}

async function deliver(type: EventType, data: Record<string, unknown>, options: { id?: string; occurredAt?: string } = {}) {
  const envelope = {
    id: options.id ?? randomUUID(),
    type,
    source: 'learning',
    occurredAt: options.occurredAt ?? new Date().toISOString(),
    subject: String(data.userId),
    data,
    version: 1,
  };
  const response = await fetch(`${server.url}/internal/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(envelope),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { status: string }).status;
}

async function one<T>(query: string, params: unknown[] = []): Promise<T> {
  const { rows } = await sql.query(query, params);
  return rows[0] as T;
}

const count = async (query: string, params: unknown[] = []) => (await one<{ n: number }>(`select count(*)::int as n from ${query}`, params)).n;
const level = async (cookie: string) => userLevelSchema.parse((await call('GET', '/api/user-level', cookie)).json);

describe('GET /api/user-level', () => {
  it('answers 401 without a session', async () => {
    const answer = await call('GET', '/api/user-level', undefined);
    expect(answer.status).toBe(401);
    expect(errorEnvelopeSchema.parse(answer.json).error.code).toBe('UNAUTHORIZED');
  });

  it('when the learner has earned nothing, is level 1 with 1000 XP to go, an empty bar, no gems', async () => {
    const fresh = await level(learners.admin.cookie);
    expect(fresh).toMatchObject({
      currentLevel: 1,
      currentXp: 0,
      totalXp: 0,
      xpToNextLevel: 1000,
      progressPercent: 0,
      gems: 0,
      title: 'AI Novice',
      streakFreezePrice: 25,
    });
  });
});

describe('POST /internal/events: learning activity earns XP and gems', () => {
  it('when the same section.completed is delivered 10 times, awards once; another event for the same section awards nothing more', async () => {
    const { id: userId, cookie } = learners.owner;
    const before = await level(cookie);
    const eventId = randomUUID();
    const statuses = [];
    for (let i = 0; i < 10; i += 1) statuses.push(await deliver('section.completed', { userId, moduleId: 9, sectionIndex: 0 }, { id: eventId }));
    expect(statuses).toEqual(['processed', ...Array(9).fill('duplicate')]);
    expect(await deliver('section.completed', { userId, moduleId: 9, sectionIndex: 0 })).toBe('processed');
    expect(await count(`arena_ledger where user_id = $1 and source_key = 'section:9:0'`, [userId])).toBe(1);
    const after = await level(cookie);
    expect(after.currentXp - before.currentXp).toBe(10);
    expect(after.gems - before.gems).toBe(2);
    expect(await count(`event_outbox where type = 'xp.awarded' and payload->>'userId' = $1 and payload->>'reason' = 'section_completed'`, [userId])).toBe(1);
  });

  it('a study session reporting its growing minutes pays each whole 5 minutes once', async () => {
    const { id: userId } = learners.owner;
    const sessionId = randomUUID();
    await deliver('study.session', { userId, moduleId: 1, sessionId, minutes: 6, engagementScore: 80 });
    await deliver('study.session', { userId, moduleId: 1, sessionId, minutes: 11, engagementScore: 80 });
    await deliver('study.session', { userId, moduleId: 1, sessionId, minutes: 11, engagementScore: 80 });
    const row = await one<{ n: number; xp: number; minutes: number }>(
      `select count(*)::int as n, sum(xp)::int as xp, sum(quantity)::int as minutes from arena_ledger where user_id = $1 and source_key like $2`,
      [userId, `study:${sessionId}:%`],
    );
    expect(row).toEqual({ n: 2, xp: 10, minutes: 10 });
  });

  it('a failed quiz earns nothing; a data mismatch is refused (422) and nothing is written', async () => {
    const { id: userId } = learners.owner;
    const rows = await count('arena_ledger where user_id = $1', [userId]);
    await deliver('quiz.submitted', { userId, moduleId: 2, score: 40, passed: false });
    const response = await fetch(`${server.url}/internal/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        id: randomUUID(),
        type: 'section.completed',
        source: 'learning',
        occurredAt: new Date().toISOString(),
        data: { userId, moduleId: 'x' },
        version: 1,
      }),
    });
    expect(response.status).toBe(422);
    expect(await count('arena_ledger where user_id = $1', [userId])).toBe(rows);
  });
});

describe('weekly quests', () => {
  it('lists the content file\u2019s quests for the learner\u2019s week in their zone, not joined', async () => {
    const answer = await call('GET', '/api/weekly-quests', learners.free.cookie, undefined, { 'x-time-zone': 'Asia/Tokyo' });
    expect(answer.status).toBe(200);
    const quests = weeklyQuestsResponseSchema.parse(answer.json);
    expect(quests.map((q) => q.id)).toEqual(['section-sprint', 'focused-learner', 'quiz-ace', 'module-finisher', 'know-your-level', 'deep-dive']);
    const weekEnd = new Date(quests[0]!.weekEnd);
    // Monday 00:00 in Tokyo is 15:00 UTC on Sunday.
    expect(weekEnd.getUTCDay()).toBe(0);
    expect(weekEnd.getUTCHours()).toBe(15);
    expect(quests[0]!.daysLeft).toBe(Math.ceil((weekEnd.getTime() - Date.now()) / 86_400_000));
    expect(quests.every((q) => q.userProgress === null)).toBe(true);
    expect(await one<{ time_zone: string }>('select time_zone from arena_profiles where user_id = $1', [learners.free.id])).toEqual({
      time_zone: 'Asia/Tokyo',
    });
  });

  it('when 20 joins of one quest arrive at once, keeps one row and says so to 19 of them', async () => {
    const { cookie, id } = learners.free;
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/api/join-quest', cookie, { questId: 'section-sprint' })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const joined = answers.map((a) => joinQuestResponseSchema.parse(a.json));
    expect(joined.filter((j) => !j.alreadyJoined)).toHaveLength(1);
    expect(joined[0]!.quest.userProgress).toMatchObject({ currentProgress: 0, isCompleted: false });
    expect(await count(`quest_instances where user_id = $1 and quest_id = 'section-sprint'`, [id])).toBe(1);
  });

  it('counts only learning after joining: sections done before do not count', async () => {
    const { cookie, id: userId } = learners.admin;
    await deliver('section.completed', { userId, moduleId: 1, sectionIndex: 0 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await call('POST', '/api/join-quest', cookie, { questId: 'section-sprint' })).status).toBe(200);
    await deliver('section.completed', { userId, moduleId: 1, sectionIndex: 1 });
    const quest = weeklyQuestsResponseSchema.parse((await call('GET', '/api/weekly-quests', cookie)).json).find((q) => q.id === 'section-sprint');
    expect(quest?.userProgress).toMatchObject({ currentProgress: 1, isCompleted: false });
  });

  it('when learning completes a joined quest, marks it completed and pays its XP and gems once, with quest.completed', async () => {
    const { cookie, id: userId } = learners.owner;
    expect((await call('POST', '/api/join-quest', cookie, { questId: 'module-finisher' })).status).toBe(200);
    const before = await level(cookie);
    await deliver('module.completed', { userId, moduleId: 4 });
    await deliver('module.completed', { userId, moduleId: 5 });
    const quest = weeklyQuestsResponseSchema.parse((await call('GET', '/api/weekly-quests', cookie)).json).find((q) => q.id === 'module-finisher');
    expect(quest?.userProgress).toMatchObject({ currentProgress: 1, isCompleted: true });
    const after = await level(cookie);
    // Two modules (100 XP, 10 gems each) and the quest once (250 XP, 25 gems).
    expect(after.currentXp - before.currentXp).toBe(450);
    expect(after.gems - before.gems).toBe(45);
    expect(await count(`arena_ledger where user_id = $1 and kind = 'quest'`, [userId])).toBe(1);
    expect(await count(`event_outbox where type = 'quest.completed' and payload->>'userId' = $1 and payload->>'questId' = 'module-finisher'`, [userId])).toBe(
      1,
    );
    const again = joinQuestResponseSchema.parse((await call('POST', '/api/join-quest', cookie, { questId: 'module-finisher' })).json);
    expect(again).toMatchObject({ alreadyJoined: true, quest: { userProgress: { isCompleted: true } } });
  });

  it('another learner\u2019s quest state is neither readable nor writable', async () => {
    const owner = learners.owner;
    const free = learners.free;
    const ownerRow = await one<Record<string, unknown>>(`select * from quest_instances where user_id = $1 and quest_id = 'module-finisher'`, [owner.id]);
    const seenByFree = weeklyQuestsResponseSchema.parse((await call('GET', '/api/weekly-quests', free.cookie)).json).find((q) => q.id === 'module-finisher');
    expect(seenByFree?.userProgress).toBeNull();
    // The free learner's learning and joining touch only their own row.
    expect((await call('POST', '/api/join-quest', free.cookie, { questId: 'module-finisher' })).status).toBe(200);
    await deliver('module.completed', { userId: free.id, moduleId: 1 });
    expect(await one(`select * from quest_instances where user_id = $1 and quest_id = 'module-finisher'`, [owner.id])).toEqual(ownerRow);
    // The request names no learner: a userId in the body is not read.
    const answer = await call('POST', '/api/join-quest', free.cookie, { questId: 'deep-dive', userId: owner.id });
    expect(answer.status).toBe(200);
    expect(await count(`quest_instances where user_id = $1 and quest_id = 'deep-dive'`, [owner.id])).toBe(0);
  });

  it.each([
    ['no body', undefined],
    ['a number', { questId: 5 }],
    ['an empty id', { questId: '' }],
    ['not a slug', { questId: 'Drop Table' }],
    ['malformed JSON', '{"questId":'],
  ])('refuses %s with 400 and writes nothing', async (_name, body) => {
    const rows = await count('quest_instances');
    const answer = await call('POST', '/api/join-quest', learners.free.cookie, body ?? {});
    expect(answer.status).toBe(400);
    expect(errorEnvelopeSchema.parse(answer.json).error.code).toMatch(/VALIDATION_FAILED|MALFORMED/);
    expect(await count('quest_instances')).toBe(rows);
  });

  it('an unknown quest is a 404 TOOLS_QUEST_NOT_FOUND', async () => {
    const answer = await call('POST', '/api/join-quest', learners.free.cookie, { questId: 'no-such-quest' });
    expect(answer.status).toBe(404);
    expect(errorEnvelopeSchema.parse(answer.json).error.code).toBe('TOOLS_QUEST_NOT_FOUND');
  });
});

describe('challenge modes', () => {
  it('lists the challenges with canStart by level and no run', async () => {
    const challenges = challengeModesResponseSchema.parse((await call('GET', '/api/challenge-modes', learners.admin.cookie)).json);
    expect(challenges.map((c) => [c.id, c.minLevel, c.canStart])).toEqual([
      ['section-streak', 1, true],
      ['quiz-marathon', 2, false],
      ['module-blitz', 3, false],
      ['deep-focus', 5, false],
    ]);
    expect(challenges[0]).toMatchObject({
      duration: 3,
      xpMultiplier: 1.5,
      rules: { requirements: ['Complete 10 lesson sections', 'Finish within 3 days of starting'] },
      userChallenge: null,
    });
  });

  it('below minLevel, refuses the start with 403 TOOLS_CHALLENGE_LEVEL_TOO_LOW and writes nothing', async () => {
    const { cookie, id } = learners.admin;
    const runs = await count('challenge_runs');
    const profiles = await count('arena_profiles');
    const answer = await call('POST', '/api/start-challenge', cookie, { challengeId: 'quiz-marathon' });
    expect(answer.status).toBe(403);
    expect(errorEnvelopeSchema.parse(answer.json).error).toMatchObject({ code: 'TOOLS_CHALLENGE_LEVEL_TOO_LOW', details: { minLevel: 2, level: 1 } });
    expect(await count('challenge_runs')).toBe(runs);
    expect(await count('challenge_runs where user_id = $1', [id])).toBe(0);
    expect(await count('arena_profiles')).toBe(profiles);
  });

  it('when 20 starts arrive at once, creates one active run', async () => {
    const { cookie, id } = learners.free;
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/api/start-challenge', cookie, { challengeId: 'section-streak' })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const started = answers.map((a) => startChallengeResponseSchema.parse(a.json));
    expect(started.filter((s) => !s.alreadyStarted)).toHaveLength(1);
    expect(started[0]!.challenge).toMatchObject({ canStart: false, userChallenge: { status: 'active', currentScore: 0, targetScore: 10, daysLeft: 3 } });
    expect(await count(`challenge_runs where user_id = $1 and challenge_id = 'section-streak'`, [id])).toBe(1);
  });

  it('completed before it expires, pays xpReward × xpMultiplier once', async () => {
    const { cookie, id: userId } = learners.free;
    const before = await level(cookie);
    for (let section = 0; section < 11; section += 1) await deliver('section.completed', { userId, moduleId: 6, sectionIndex: section });
    const challenge = challengeModesResponseSchema.parse((await call('GET', '/api/challenge-modes', cookie)).json).find((c) => c.id === 'section-streak');
    expect(challenge?.userChallenge).toMatchObject({ status: 'completed', isCompleted: true, currentScore: 10, xpAwarded: 300 });
    expect(challenge?.canStart).toBe(true);
    expect(await count(`arena_ledger where user_id = $1 and kind = 'challenge' and xp = 300 and gems = 15`, [userId])).toBe(1);
    expect(await count(`event_outbox where type = 'challenge.completed' and payload->>'userId' = $1`, [userId])).toBe(1);
    // 11 sections (10 XP each) and the challenge (200 × 1.5); the section-sprint quest joined earlier
    // also completed (5 sections: 100 XP).
    expect((await level(cookie)).currentXp - before.currentXp).toBe(110 + 300 + 100);
  });

  it('an expired run ends unpaid and the challenge can be started again', async () => {
    const { cookie, id: userId } = learners.admin;
    expect((await call('POST', '/api/start-challenge', cookie, { challengeId: 'section-streak' })).status).toBe(200);
    // The run's three days pass with two sections done in them.
    await sql.query(`update challenge_runs set started_at = now() - interval '4 days', expires_at = now() - interval '1 day' where user_id = $1`, [userId]);
    const listed = challengeModesResponseSchema.parse((await call('GET', '/api/challenge-modes', cookie)).json).find((c) => c.id === 'section-streak');
    expect(listed).toMatchObject({ canStart: true, userChallenge: { status: 'expired', isCompleted: false, daysLeft: 0, xpAwarded: 0 } });
    for (let section = 0; section < 10; section += 1) await deliver('section.completed', { userId, moduleId: 7, sectionIndex: section });
    expect(await one(`select status, xp_awarded from challenge_runs where user_id = $1`, [userId])).toEqual({ status: 'expired', xp_awarded: 0 });
    expect(await count(`arena_ledger where user_id = $1 and kind = 'challenge'`, [userId])).toBe(0);
    const again = startChallengeResponseSchema.parse((await call('POST', '/api/start-challenge', cookie, { challengeId: 'section-streak' })).json);
    expect(again).toMatchObject({ alreadyStarted: false, challenge: { userChallenge: { status: 'active', currentScore: 0 } } });
    expect(await count(`challenge_runs where user_id = $1`, [userId])).toBe(2);
  });

  it('bad input is a 400 and an unknown challenge a 404', async () => {
    expect((await call('POST', '/api/start-challenge', learners.free.cookie, { challengeId: 42 })).status).toBe(400);
    expect((await call('POST', '/api/start-challenge', learners.free.cookie, {})).status).toBe(400);
    const unknown = await call('POST', '/api/start-challenge', learners.free.cookie, { challengeId: 'nope' });
    expect(unknown.status).toBe(404);
    expect(errorEnvelopeSchema.parse(unknown.json).error.code).toBe('TOOLS_CHALLENGE_NOT_FOUND');
  });
});

describe('POST /api/streak-freezes', () => {
  const gemsOf = async (userId: string) =>
    (await one<{ gems: number }>('select coalesce(sum(gems), 0)::int as gems from arena_ledger where user_id = $1', [userId])).gems;

  it('with too few gems, refuses with 409 TOOLS_NOT_ENOUGH_GEMS and writes nothing', async () => {
    const { cookie, id } = learners.admin;
    await sql.query(
      `insert into arena_ledger (user_id, source_key, kind, quantity, xp, gems, occurred_at) values ($1, 'test:drain', 'test', 0, 0, -(select coalesce(sum(gems), 0) from arena_ledger where user_id = $1) + 24, now())`,
      [id],
    );
    expect((await level(cookie)).gems).toBe(24);
    const ledger = await count('arena_ledger where user_id = $1', [id]);
    const answer = await call('POST', '/api/streak-freezes', cookie);
    expect(answer.status).toBe(409);
    expect(errorEnvelopeSchema.parse(answer.json).error.code).toBe('TOOLS_NOT_ENOUGH_GEMS');
    expect(await count('arena_ledger where user_id = $1', [id])).toBe(ledger);
    expect(await count(`event_outbox where type = 'streak_freeze.purchased' and payload->>'userId' = $1`, [id])).toBe(0);
  });

  it('debits the gems and tells the learning slice, in one go; the arena keeps no freeze balance', async () => {
    const { cookie, id } = learners.owner;
    for (const moduleId of [10, 11, 12]) await deliver('module.completed', { userId: id, moduleId });
    const before = await level(cookie);
    expect(before.gems).toBeGreaterThanOrEqual(75);
    expect(before).not.toHaveProperty('streakFreezes');
    const bought = await call('POST', '/api/streak-freezes', cookie);
    expect(bought.status).toBe(201);
    const purchase = streakFreezePurchaseResponseSchema.parse(bought.json);
    expect(purchase).toMatchObject({ gemsSpent: 25, gems: before.gems - 25 });
    expect((await level(cookie)).gems).toBe(before.gems - 25);
    expect(await one(`select kind, gems from arena_ledger where user_id = $1 and source_key = $2`, [id, `streak-freeze:${purchase.freezeId}`])).toEqual({
      kind: 'streak_freeze',
      gems: -25,
    });
    const { rows: announced } = await sql.query(
      `select subject, payload from event_outbox where type = 'streak_freeze.purchased' and payload->>'userId' = $1`,
      [id],
    );
    expect(announced).toEqual([{ subject: id, payload: { userId: id, freezeId: purchase.freezeId, purchasedAt: purchase.purchasedAt, gemsSpent: 25 } }]);
    expect(await one(`select to_regclass('streak_freezes') as freezes`)).toEqual({ freezes: null });
  });

  it('when 10 purchases arrive at once with gems for 4, 4 are sold and the gems never go below 0', async () => {
    const { cookie, id } = learners.free;
    await sql.query(
      `insert into arena_ledger (user_id, source_key, kind, quantity, xp, gems, occurred_at) values ($1, 'test:grant', 'test', 0, 0, 100 - (select coalesce(sum(gems), 0) from arena_ledger where user_id = $1), now())`,
      [id],
    );
    expect((await level(cookie)).gems).toBe(100);
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('POST', '/api/streak-freezes', cookie)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 201, ...Array(6).fill(409)]);
    expect(await gemsOf(id)).toBe(0);
    expect(await count(`event_outbox where type = 'streak_freeze.purchased' and payload->>'userId' = $1`, [id])).toBe(4);
  });

  it('when the learning slice declines a freeze (the learner holds the most allowed), its gems come back once', async () => {
    const { id: userId } = learners.free;
    const { rows } = await sql.query(
      `select payload->>'freezeId' as id from event_outbox where type = 'streak_freeze.purchased' and payload->>'userId' = $1 order by seq`,
      [userId],
    );
    const [declinedId, otherId] = rows.map((row: { id: string }) => row.id);
    expect(await deliver('streak_freeze.declined', { userId, freezeId: declinedId, reason: 'limit' })).toBe('processed');
    expect(await gemsOf(userId)).toBe(25);
    // The same decline again (another delivery, another event id), a freeze not sold here, another learner's freeze: nothing more.
    expect(await deliver('streak_freeze.declined', { userId, freezeId: declinedId, reason: 'limit' })).toBe('processed');
    expect(await deliver('streak_freeze.declined', { userId, freezeId: randomUUID(), reason: 'limit' })).toBe('processed');
    expect(await deliver('streak_freeze.declined', { userId: learners.owner.id, freezeId: otherId, reason: 'limit' })).toBe('processed');
    expect(await gemsOf(userId)).toBe(25);
    expect(await one(`select kind, gems from arena_ledger where user_id = $1 and source_key = $2`, [userId, `streak-freeze-refund:${declinedId}`])).toEqual({
      kind: 'streak_freeze_refund',
      gems: 25,
    });
  });

  it('a retired streak_freeze.used still in the learning slice’s outbox is acknowledged and ignored', async () => {
    const { id: userId } = learners.owner;
    const gems = await gemsOf(userId);
    expect(await deliver('streak_freeze.used', { userId, freezeId: randomUUID(), day: '2026-11-20' })).toBe('ignored');
    expect(await gemsOf(userId)).toBe(gems);
  });
});

describe('GET /api/leaderboard', () => {
  it('shows the learner\u2019s league with aliases, never e-mails, ranked by weekly XP', async () => {
    const answer = await call('GET', '/api/leaderboard', learners.owner.cookie);
    expect(answer.status).toBe(200);
    const board = leagueBoardSchema.parse(answer.json);
    expect(board).toMatchObject({ optedOut: false, tier: 'Bronze', maxSize: 30 });
    expect(board.rows.length).toBeGreaterThanOrEqual(3);
    expect(board.rows.map((r) => r.rank)).toEqual(board.rows.map((_, i) => i + 1));
    expect([...board.rows].sort((a, b) => b.weeklyXp - a.weeklyXp).map((r) => r.weeklyXp)).toEqual(board.rows.map((r) => r.weeklyXp));
    expect(board.rows.filter((r) => r.isYou)).toHaveLength(1);
    expect(answer.text).not.toMatch(/@/);
    for (const learner of Object.values(learners)) expect(answer.text).not.toContain(learner.id);
  });

  it('a learner who opts out is neither shown nor ranked, and sees no board until they opt in again', async () => {
    const out = await call('PUT', '/api/leaderboard/participation', learners.free.cookie, { optedOut: true });
    expect(leagueBoardSchema.parse(out.json)).toMatchObject({ optedOut: true, rows: [], tier: null });
    const board = leagueBoardSchema.parse((await call('GET', '/api/leaderboard', learners.owner.cookie)).json);
    const { leagueAlias } = await import('@academy/rules/tools');
    expect(board.rows.map((r) => r.alias)).not.toContain(leagueAlias(learners.free.id));
    expect(board.rows.map((r) => r.rank)).toEqual(board.rows.map((_, i) => i + 1));
    const back = leagueBoardSchema.parse((await call('PUT', '/api/leaderboard/participation', learners.free.cookie, { optedOut: false })).json);
    expect(back.rows.filter((r) => r.isYou)).toHaveLength(1);
  });

  it('refuses a participation body that is not a boolean', async () => {
    expect((await call('PUT', '/api/leaderboard/participation', learners.free.cookie, { optedOut: 'yes' })).status).toBe(400);
  });
});
