import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@academy/test-kit';

const run = promisify(execFile);
const serviceDir = fileURLToPath(new URL('..', import.meta.url));

/** The migrate command as the migration Job runs it (deploy/kubernetes): the service's image, its folder, one key. */
async function migrate(env: Record<string, string>): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/migrate.ts'], {
      cwd: serviceDir,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('npm run migrate', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(inject('postgresAdminUrl'), 'tools_migrate');
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('applies the migrations with DATABASE_URL alone, and again finds none left', async () => {
    const first = await migrate({ DATABASE_URL: database.url });
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain('migrations applied');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: string }>("select count(*) from information_schema.tables where table_name = 'event_outbox'");
      expect(rows[0]?.count).toBe('1');
      const applied = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied.rows[0]?.n).toBeGreaterThan(0);
      const again = await migrate({ DATABASE_URL: database.url });
      expect(again.code, again.output).toBe(0);
      expect((await client.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]?.n).toBe(applied.rows[0]?.n);
    } finally {
      await client.end();
    }
  });

  it('without DATABASE_URL, names the key and exits 1', async () => {
    const result = await migrate({});
    expect(result.code).toBe(1);
    expect(result.output).toContain('DATABASE_URL');
    expect(result.output).not.toMatch(/\n\s+at /);
  });
});
