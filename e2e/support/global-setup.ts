import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startPlatform, serviceNames, type RunningPlatform } from '@academy/runner';
import { freePort, freePorts } from '@academy/test-kit';
import { e2eWorkers, platformKeys } from './platforms.ts';

/**
 * Starts one platform per worker (platforms.ts) the way `npm start` does — embedded PostgreSQL,
 * five service processes, real nginx — on free ports with fresh data directories, and stops them
 * after the run. The first start builds what is out of date; the others use that build.
 */
export default async function globalSetup() {
  const started: Array<{ platform: RunningPlatform; dataDir: string }> = [];
  const stopAll = async () => {
    for (const { platform, dataDir } of started.splice(0)) {
      await platform.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  };
  try {
    for (let index = 0; index < e2eWorkers; index++) {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-e2e-'));
      await chmod(dataDir, 0o755);
      const platform = await startPlatform({
        dataDir,
        gatewayPort: await freePort(),
        postgresPort: await freePort(),
        servicePorts: await freePorts(serviceNames),
        gateway: process.env.E2E_GATEWAY === 'dev' ? 'dev' : 'nginx',
        build: index === 0,
        // The journeys start a sign-in far more often than a person would; the limit itself is tested in identity.
        env: { LOG_LEVEL: 'warn', SIGN_IN_RATE_LIMIT: '1000' },
        log: (line) => console.log(index === 0 ? line : `[platform ${index}] ${line}`),
      });
      started.push({ platform, dataDir });
      process.env[platformKeys(index).url] = platform.url;
      // Journeys that need a state no page can make (a learner who started a module before its update) set it there.
      process.env[platformKeys(index).learningDatabase] = platform.databaseUrls.learning;
      process.env[platformKeys(index).releases] = platform.releasesDir;
      process.env[platformKeys(index).upstreams] = JSON.stringify({ serviceUrls: platform.services, standInsUrl: platform.standInsUrl });
      console.log(`e2e: platform ${index} on ${platform.url} (${platform.gatewayKind})`);
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
