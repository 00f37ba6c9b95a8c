import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, freePorts, signInThroughDevelopmentProvider } from '@academy/test-kit';
import { repoRoot, serviceNames, type ServiceName } from '../src/paths.ts';
import { startPlatform, type RunningPlatform } from '../src/platform.ts';
import { contractingSince } from '../src/expand-only.ts';
import { findPreviousRelease, previousReleaseCheckout } from '../src/previous-release.ts';
import { createServiceDatabases, type ServiceDatabases } from './support/service-databases.ts';

/*
 * Migrations only expand (issue 22): the previous release's services run on the schema this
 * checkout's migrations make, as they do while a new version rolls out beside them. Each database
 * is migrated by this checkout's `migrate` command first; then the previous release's five
 * services start on them (from a worktree of the commit that recorded the release) and a learner
 * and an administrator use every slice.
 */

const lookup = await findPreviousRelease();

/** Runs this checkout's migrate command of a service against its database. */
function migrateWithHead(name: ServiceName, databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/migrate.ts'], {
      cwd: path.join(repoRoot, 'services', name),
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${name}: migrate exited ${code}\n${output}`))));
  });
}

/** The migrations this checkout has for a service (drizzle's journal). */
async function headMigrationCount(name: ServiceName): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(repoRoot, 'services', name, 'drizzle', 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

describe(`the previous release's services on this checkout's schema`, () => {
  let databases: ServiceDatabases | undefined;
  let checkout: string;
  let dataDir: string;
  let platform: RunningPlatform;

  beforeAll(async () => {
    if (!lookup.found) throw new Error(`No previous release to run: ${lookup.reason}`);
    checkout = await previousReleaseCheckout(lookup.release);
    databases = await createServiceDatabases(inject('postgresAdminUrl'), 'previous');
    for (const name of serviceNames) await migrateWithHead(name, databases.urls[name]);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-previous-'));
    await chmod(dataDir, 0o755);
    platform = await startPlatform({
      dataDir,
      databaseUrls: databases.urls,
      servicesFrom: checkout,
      gateway: 'nginx',
      gatewayPort: await freePort(),
      servicePorts: await freePorts(serviceNames),
      env: { LOG_LEVEL: 'warn', SIGN_IN_RATE_LIMIT: '1000' },
      build: false,
    });
  }, 300_000);

  afterAll(async () => {
    await platform?.stop();
    await databases?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('every migration added since the release only expands the schema (or says why it contracts)', async () => {
    expect((await contractingSince(checkout, repoRoot)).filter((migration) => migration.found.length > 0)).toEqual([]);
  });

  it("each database holds every migration of this checkout, and the previous release's service is ready on it", async () => {
    for (const name of serviceNames) {
      const client = new pg.Client({ connectionString: databases!.urls[name] });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
        expect(rows[0]?.n, name).toBe(await headMigrationCount(name));
      } finally {
        await client.end();
      }
      expect((await fetch(`${platform.services[name]}/readyz`)).status, name).toBe(200);
    }
  });

  it('a learner and an administrator use every slice through the gateway', async () => {
    const call = async (cookie: string, method: string, pathname: string, body?: unknown) => {
      const response = await fetch(`${platform.url}${pathname}`, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      await response.arrayBuffer();
      return response.status;
    };
    const learner = await signInThroughDevelopmentProvider(platform.url, 'owner');
    expect(await call(learner, 'GET', '/api/auth/user')).toBe(200);
    expect(await call(learner, 'GET', '/api/modules')).toBe(200);
    expect(await call(learner, 'POST', '/api/progress', { moduleId: 1, markSection: 0 })).toBe(200);
    expect(await call(learner, 'GET', '/api/progress')).toBe(200);
    expect(await call(learner, 'GET', '/api/stats')).toBe(200);
    expect(await call(learner, 'GET', '/api/user-level')).toBe(200);
    expect(await call(learner, 'GET', '/api/ai-tools')).toBe(200);
    expect(await call(learner, 'GET', '/api/subscription-plans')).toBe(200);
    expect(await call(learner, 'GET', '/api/payments/purchases')).toBe(200);
    const admin = await signInThroughDevelopmentProvider(platform.url, 'admin');
    expect(await call(admin, 'GET', '/api/admin/users')).toBe(200);
    expect(await call(admin, 'GET', '/api/crm/dashboard-stats')).toBe(200);
    expect(await call(admin, 'GET', '/api/admin/audit-log')).toBe(200);
  });
});
