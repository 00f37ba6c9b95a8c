import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startPlatform, serviceNames } from '@academy/runner';
import { freePort, freePorts } from '@academy/test-kit';

/**
 * Starts the platform the way `npm start` does — embedded PostgreSQL, five service processes,
 * real nginx — on free ports with a fresh data directory, and stops it after the run.
 */
export default async function globalSetup() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-e2e-'));
  await chmod(dataDir, 0o755);
  const servicePorts = await freePorts(serviceNames);
  const platform = await startPlatform({
    dataDir,
    gatewayPort: await freePort(),
    postgresPort: await freePort(),
    servicePorts,
    gateway: process.env.E2E_GATEWAY === 'dev' ? 'dev' : 'nginx',
    build: true,
    // The journeys start a sign-in far more often than a person would; the limit itself is tested in identity.
    env: { LOG_LEVEL: 'warn', SIGN_IN_RATE_LIMIT: '1000' },
    log: (line) => console.log(line),
  });
  process.env.E2E_BASE_URL = platform.url;
  // Journeys that need a state no page can make (a learner who started a module before its update) set it here.
  process.env.E2E_LEARNING_DATABASE_URL = platform.databaseUrls.learning;
  console.log(`e2e: platform on ${platform.url} (${platform.gatewayKind})`);
  return async () => {
    await platform.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
