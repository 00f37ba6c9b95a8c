import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort, freePorts } from '@academy/test-kit';
import { serviceNames } from '../src/paths.ts';
import { startPlatform } from '../src/platform.ts';
import { createServiceDatabases, type ServiceDatabases } from './support/service-databases.ts';

const answers = (url: string) =>
  fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
    () => true,
    () => false,
  );

/*
 * "Anything started is stopped again if a later step fails": also the services that were still
 * starting beside the one that failed, which become ready only after the failure.
 */
describe('a platform that fails to start', () => {
  let databases: ServiceDatabases | undefined;
  let dataDir: string | undefined;

  afterAll(async () => {
    await databases?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('leaves no service running when one service cannot start while the others are starting', async () => {
    databases = await createServiceDatabases(inject('postgresAdminUrl'), 'failed_start');
    const databaseUrls = { ...databases.urls };
    // Tools has no database to reach, so it stops at once, while the others migrate and sync content.
    databaseUrls.tools = `postgres://academy:academy@127.0.0.1:${await freePort()}/nowhere`;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-failed-start-'));
    await chmod(dataDir, 0o755);
    const servicePorts = await freePorts(serviceNames);

    await expect(
      startPlatform({ dataDir, databaseUrls, gateway: 'dev', gatewayPort: await freePort(), servicePorts, env: { LOG_LEVEL: 'warn' }, build: false }),
    ).rejects.toThrow(/The tools service stopped while starting/);

    const stillAnswering = [];
    for (const name of serviceNames) if (await answers(`http://127.0.0.1:${servicePorts[name]}`)) stillAnswering.push(name);
    expect(stillAnswering).toEqual([]);
  }, 120_000);
});
