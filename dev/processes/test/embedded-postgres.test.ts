import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/free-port.ts';
import { startEmbeddedPostgres } from '../src/index.ts';

describe('startEmbeddedPostgres', () => {
  let root: string | undefined;
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('runs a real PostgreSQL whose databases and rows survive a restart', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'db-runtime-'));
    await chmod(root, 0o755);
    const dataDir = path.join(root, 'data');
    const port = await freePort();

    const first = await startEmbeddedPostgres({ dataDir, port });
    const url = await first.ensureDatabase('academy_learning');
    expect(await first.ensureDatabase('academy_learning')).toBe(url);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('create table notes (body text)');
    await client.query("insert into notes values ('kept')");
    const version = await client.query('show server_version_num');
    await client.end();
    expect(Number(version.rows[0].server_version_num)).toBeGreaterThanOrEqual(150000);
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir, port });
    const again = new pg.Client({ connectionString: second.urlFor('academy_learning') });
    await again.connect();
    const rows = await again.query('select body from notes');
    await again.end();
    expect(rows.rows).toEqual([{ body: 'kept' }]);
    await second.dropDatabase('academy_learning');
    await expect(second.ensureDatabase('bad name; drop')).rejects.toThrow(/Invalid database name/);
    await second.stop();
    await second.stop();
  });
});
