import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, freePorts } from '@academy/test-kit';
import { serviceNames, type ServiceName } from '../../src/paths.ts';
import { INSTANCE_PORT_STEP, startPlatform, type PlatformOptions, type RunningPlatform } from '../../src/platform.ts';
import { connectToServiceDatabases, createServiceDatabases, type ServiceConnections } from './service-databases.ts';

export interface TestPlatform {
  platform: RunningPlatform;
  /** A small pool on each service's database, for reading what it stored. */
  sql: ServiceConnections['sql'];
  /** Stops the platform and drops its databases and folder. */
  stop(): Promise<void>;
}

/**
 * The whole platform for a test file: a fresh database per service (`<prefix>_<service>`), a
 * temporary folder, free ports for the gateway and every process (`processes` leaves room for the
 * extra ones at + 100 × n), and no front-end build. Whatever started is stopped if a step fails.
 */
export async function startTestPlatform(
  adminUrl: string,
  prefix: string,
  options: Pick<PlatformOptions, 'gateway' | 'processes' | 'env' | 'extraEventSubscribers'>,
): Promise<TestPlatform> {
  const databases = await createServiceDatabases(adminUrl, prefix);
  const connections = connectToServiceDatabases(databases.urls);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `academy-${prefix}-`));
  let platform: RunningPlatform | undefined;
  const stop = async () => {
    await platform?.stop();
    await connections.close();
    await databases.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await chmod(dataDir, 0o755);
    const extraPorts = (name: ServiceName) => Array.from({ length: (options.processes?.[name] ?? 1) - 1 }, (_, n) => INSTANCE_PORT_STEP * (n + 1));
    platform = await startPlatform({
      ...options,
      dataDir,
      databaseUrls: databases.urls,
      gatewayPort: await freePort(),
      servicePorts: await freePorts(serviceNames, Object.fromEntries(serviceNames.map((name) => [name, extraPorts(name)]))),
      build: false,
    });
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  return { platform, sql: connections.sql, stop };
}
