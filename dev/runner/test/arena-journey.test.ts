import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  leagueBoardSchema,
  streakFreezeBalanceSchema,
  streakFreezePurchaseResponseSchema,
  userLevelSchema,
  weeklyQuestsResponseSchema,
} from '@academy/contracts';
import { createDatabase, type Database } from '@academy/service-kit';
import { freePort, freePorts, signInThroughDevelopmentProvider } from '@academy/test-kit';
import { serviceNames } from '../src/paths.ts';
import { startPlatform, type RunningPlatform } from '../src/platform.ts';
import { createServiceDatabases, type ServiceDatabases } from './support/service-databases.ts';

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/*
 * The arena across services, through nginx: learning's events reach tools (XP, gems, a quest) and
 * the streak freeze tools sells is held by learning, which answers the balance, with the platform's
 * own relays and shared token.
 */
describe('the Challenge arena earns from learning', () => {
  let databases: ServiceDatabases | undefined;
  let dataDir: string;
  let platform: RunningPlatform;
  let learningDb: Database<Record<string, never>>;

  beforeAll(async () => {
    databases = await createServiceDatabases(inject('postgresAdminUrl'), 'arena');
    const databaseUrls = databases.urls;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-arena-'));
    await chmod(dataDir, 0o755);
    platform = await startPlatform({
      dataDir,
      databaseUrls,
      gateway: 'nginx',
      gatewayPort: await freePort(),
      servicePorts: await freePorts(serviceNames),
      env: { LOG_LEVEL: 'warn', SIGN_IN_RATE_LIMIT: '1000' },
      build: false,
    });
    learningDb = createDatabase(databaseUrls.learning, {}, { max: 2 });
  }, 180_000);

  afterAll(async () => {
    await learningDb?.close();
    await platform?.stop();
    await databases?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a learner joins a quest, completes it by studying, earns XP and gems, buys a streak freeze that learning then holds, and sees their league', async () => {
    const cookie = await signInThroughDevelopmentProvider(platform.url, 'owner');
    const call = async (method: string, pathname: string, body?: unknown) => {
      const response = await fetch(`${platform.url}${pathname}`, {
        method,
        headers: { cookie, 'x-time-zone': 'Europe/Berlin', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as unknown };
    };

    expect(userLevelSchema.parse((await call('GET', '/api/user-level')).json)).toMatchObject({
      currentLevel: 1,
      currentXp: 0,
      gems: 0,
      timeZone: 'Europe/Berlin',
    });
    expect((await call('POST', '/api/join-quest', { questId: 'section-sprint' })).status).toBe(200);

    // Eight sections of modules 1 and 2 (four each), marked one by one in the learning slice.
    for (const moduleId of [1, 2]) {
      for (let section = 0; section < 4; section++) expect((await call('POST', '/api/progress', { moduleId, markSection: section })).status).toBe(200);
    }
    const sprint = async () => weeklyQuestsResponseSchema.parse((await call('GET', '/api/weekly-quests')).json).find((q) => q.id === 'section-sprint');
    await waitFor(async () => (await sprint())?.userProgress?.isCompleted === true, 20_000);
    // 8 sections × 10 XP and 2 gems, and the quest once: 100 XP and 10 gems.
    await waitFor(async () => userLevelSchema.parse((await call('GET', '/api/user-level')).json).currentXp === 180, 20_000);
    expect(userLevelSchema.parse((await call('GET', '/api/user-level')).json)).toMatchObject({
      currentXp: 180,
      gems: 26,
      xpToNextLevel: 820,
      progressPercent: 18,
    });

    // The arena sells the freeze; learning holds it, and the page reads the balance from learning.
    const balance = async () => streakFreezeBalanceSchema.parse((await call('GET', '/api/streak-freeze-balance')).json);
    expect(await balance()).toEqual({ streakFreezes: 0, maxStreakFreezes: 2 });
    const bought = await call('POST', '/api/streak-freezes');
    expect(bought.status).toBe(201);
    const { freezeId } = streakFreezePurchaseResponseSchema.parse(bought.json);
    await waitFor(async () => (await balance()).streakFreezes === 1, 20_000);
    expect((await learningDb.pool.query('select id from streak_freezes where used_on is null')).rows).toEqual([{ id: freezeId }]);
    expect(userLevelSchema.parse((await call('GET', '/api/user-level')).json)).toMatchObject({ gems: 1 });

    const board = leagueBoardSchema.parse((await call('GET', '/api/leaderboard')).json);
    expect(board.rows.find((row) => row.isYou)).toMatchObject({ rank: 1, weeklyXp: 180 });
    expect((await call('POST', '/api/start-challenge', { challengeId: 'section-streak' })).status).toBe(200);
  }, 120_000);
});
