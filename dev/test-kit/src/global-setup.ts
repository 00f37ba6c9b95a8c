import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startEmbeddedPostgres } from '@academy/processes';
import './provided-context.ts';

/**
 * Vitest global setup: one real PostgreSQL for the whole run (embedded, in a temporary
 * directory), or the server named by TEST_DATABASE_URL. Each test file makes its own database.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('postgresAdminUrl', external);
    return;
  }
  const root = await mkdtemp(path.join(os.tmpdir(), 'academy-test-pg-'));
  // When run as root, PostgreSQL runs as its own OS user, which must be able to enter the folder.
  await chmod(root, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: path.join(root, 'data'), port: await freePort(), ephemeral: true });
  project.provide('postgresAdminUrl', server.urlFor('postgres'));
  return async () => {
    await server.stop();
    await rm(root, { recursive: true, force: true });
  };
}
