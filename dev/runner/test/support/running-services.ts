import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ROUTE_LIST_PATH, type MountedRoute } from '@academy/service-kit';
import {
  createTestDatabase,
  freePort,
  startIdentityProcess,
  startTestStandIns,
  type IdentityProcess,
  type TestDatabase,
  type TestStandIns,
} from '@academy/test-kit';
import { serviceNames, type ServiceName } from '../../src/paths.ts';
import { startServiceProcess, type ServiceProcess } from '@academy/processes';

export interface RunningServices {
  identity: IdentityProcess;
  urls: Record<ServiceName, string>;
  /** The development stand-ins commerce uses (mailbox, test-mode payments): their pages' URL. */
  standInsUrl: string;
  /** Each service's routes as it mounted them (GET /internal/routes). */
  mounted: Record<ServiceName, MountedRoute[]>;
  stop(): Promise<void>;
}

/**
 * Every service as its own process, called directly (not through the gateway), each on a fresh
 * database, the others resolving sessions through the real identity service, commerce sending its
 * mail to the development mailbox and paying through the test-mode payment server. Their logs go to
 * `logDir` when given (the caller keeps it), else to a folder removed at stop.
 */
export async function startServices(adminUrl: string, env: Record<string, string> = {}, logDirOfCaller?: string): Promise<RunningServices> {
  const logDir = logDirOfCaller ?? (await mkdtemp(path.join(os.tmpdir(), 'services-')));
  const processes: ServiceProcess[] = [];
  const databases: TestDatabase[] = [];
  const identity = await startIdentityProcess(adminUrl, env);
  let standIns: TestStandIns | undefined;
  const urls = { identity: identity.url } as Record<ServiceName, string>;
  const stop = async () => {
    await Promise.all(processes.map((service) => service.stop()));
    await identity.stop();
    await standIns?.stop();
    await Promise.all(databases.map((database) => database.drop()));
    if (!logDirOfCaller) await rm(logDir, { recursive: true, force: true });
  };
  try {
    const started = await startTestStandIns({ mailbox: true, payments: true });
    standIns = started;
    await Promise.all(
      serviceNames
        .filter((name) => name !== 'identity')
        .map(async (name) => {
          const database = await createTestDatabase(adminUrl, name);
          databases.push(database);
          const service = await startServiceProcess({
            name,
            port: await freePort(),
            env: {
              NODE_ENV: 'test',
              LOG_LEVEL: 'warn',
              DATABASE_URL: database.url,
              IDENTITY_URL: identity.url,
              PUBLIC_URL: identity.url,
              ...(name === 'commerce' ? started.env : {}),
              ...env,
            },
            logFile: path.join(logDir, `${name}.log`),
          });
          processes.push(service);
          urls[name] = service.url;
        }),
    );
    started.payments!.setWebhookUrl(`${urls.commerce}/api/webhooks/stripe`);
    const mounted = {} as Record<ServiceName, MountedRoute[]>;
    for (const name of serviceNames) {
      const response = await fetch(`${urls[name]}${ROUTE_LIST_PATH}`);
      if (!response.ok) throw new Error(`${name}: GET ${ROUTE_LIST_PATH} answered ${response.status}`);
      mounted[name] = (await response.json()) as MountedRoute[];
    }
    return { identity, urls, standInsUrl: started.url, mounted, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
