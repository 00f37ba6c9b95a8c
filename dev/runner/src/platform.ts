import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, startServiceProcess, type EmbeddedDatabaseServer, type ServiceProcess } from '@academy/processes';
import { eventSubscribersOf } from '@academy/contracts';
import { startGateway } from '@academy/gateway';
import { ensureFrontEndBuilds } from './builds.ts';
import { planStandIns, startStandInsProcess } from './stand-ins.ts';
import { defaultServicePorts, repoRoot, serviceNames, type ServiceName } from './paths.ts';

export interface PlatformOptions {
  /** Where the embedded database, logs and gateway files live (default <repo>/.data). */
  dataDir?: string;
  gatewayPort?: number;
  /** nginx when installed (auto), or force one kind. */
  gateway?: 'auto' | 'nginx' | 'dev';
  servicePorts?: Partial<Record<ServiceName, number>>;
  postgresPort?: number;
  /** A database URL per service; services without one use the embedded PostgreSQL. */
  databaseUrls?: Partial<Record<ServiceName, string>>;
  /** Extra environment for every service (e.g. OIDC_ISSUER, ADMIN_EMAILS). */
  env?: Record<string, string>;
  /**
   * Processes per service (default 1). Each extra process of a service listens on the service's
   * port + 100 × n, shares its database, and sits in the same gateway upstream: nothing a service
   * keeps in memory may break when two run (docs/decisions/029-gateway-tail-latency-and-several-processes.md).
   */
  processes?: Partial<Record<ServiceName, number>>;
  /** Further receivers of a service's events, as `name=url` entries of its EVENT_SUBSCRIBERS (tests listen in). */
  extraEventSubscribers?: Partial<Record<ServiceName, string[]>>;
  /** Build the front ends that are missing or stale first (default true). */
  build?: boolean;
  /**
   * The checkout whose services run (default this one): the previous release's, to run its
   * services on the schema this checkout's migrations made (dev/runner/src/previous-release.ts).
   */
  servicesFrom?: string;
  log?: (line: string) => void;
}

export interface RunningPlatform {
  url: string;
  gatewayKind: 'nginx' | 'dev';
  services: Record<ServiceName, string>;
  /** Every process of each service (the first is `services[name]`). */
  instances: Record<ServiceName, ServiceProcess[]>;
  /** The database URL each service was given. */
  databaseUrls: Record<ServiceName, string>;
  /** The development stand-ins' pages (dev/stand-ins), when any runs in place of a real provider. */
  standInsUrl: string | undefined;
  logDir: string;
  /** The remote releases directory the gateway serves (npm run release with RELEASES_DIR set to it). */
  releasesDir: string;
  /**
   * Starts one more process of a service beside the others, with their environment and `env` on
   * top, outside the gateway's upstream (the bench compares a process with metrics and traces
   * against one without). It is stopped with the platform.
   */
  startExtraProcess(name: ServiceName, env: Record<string, string>): Promise<ServiceProcess>;
  stop(): Promise<void>;
}

/**
 * Node flags for the service processes when they share a machine with fewer cores than there are
 * of them (docs/decisions/031-single-threaded-gc-when-services-outnumber-cores.md). V8 collects garbage on up
 * to four helper threads besides the process's own, which pays off only on idle cores. When five
 * or more services share two cores, each collection took both cores for 10–30 ms and stalled
 * every other process. `--single-threaded-gc` keeps a process's collection on its own thread.
 */
export function serviceNodeFlags(serviceProcesses: number, cores = os.availableParallelism()): string[] {
  return serviceProcesses > cores ? ['--single-threaded-gc'] : [];
}

/** Extra processes of a service listen on its port + this × n. */
export const INSTANCE_PORT_STEP = 100;

async function devSecret(dataDir: string, name = 'session-secret'): Promise<string> {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(32).toString('hex');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * Waits for every launch begun together, then fails with the first failure. Failing at the first
 * one (Promise.all) would stop what had started while the others were still starting: they would
 * become ready after the clean-up and be left running.
 */
async function allStarted(launches: readonly Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(launches)).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Starts the whole platform: the embedded PostgreSQL (unless every service has a URL), the five
 * services as separate processes, and the gateway in front of the built shell and remotes.
 * Anything started is stopped again if a later step fails.
 */
export async function startPlatform(options: PlatformOptions = {}): Promise<RunningPlatform> {
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir ?? path.join(repoRoot, '.data'));
  const logDir = path.join(dataDir, 'logs');
  await mkdir(logDir, { recursive: true });
  const gatewayPort = options.gatewayPort ?? 8080;
  const publicUrl = `http://localhost:${gatewayPort}`;
  const ports = { ...defaultServicePorts, ...options.servicePorts };
  const cleanups: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error: unknown) => log(`While stopping: ${String(error)}`));
  };

  try {
    if (options.build !== false) await ensureFrontEndBuilds({ log });

    const databaseUrls: Partial<Record<ServiceName, string>> = { ...options.databaseUrls };
    const missing = serviceNames.filter((name) => !databaseUrls[name]);
    let postgres: EmbeddedDatabaseServer | undefined;
    if (missing.length > 0) {
      const port = options.postgresPort ?? 54329;
      log(`Starting the embedded PostgreSQL on port ${port} (data in ${path.relative(process.cwd(), path.join(dataDir, 'postgres')) || '.'})…`);
      postgres = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres'), port });
      const server = postgres;
      cleanups.push(() => server.stop());
      for (const name of missing) databaseUrls[name] = await server.ensureDatabase(`academy_${name}`);
    }

    const sessionSecret = process.env.SESSION_SECRET ?? (await devSecret(dataDir));
    const eventsToken = process.env.INTERNAL_EVENTS_TOKEN ?? (await devSecret(dataDir, 'events-token'));
    const identityUrl = `http://127.0.0.1:${ports.identity}`;
    const common = {
      PUBLIC_URL: publicUrl,
      IDENTITY_URL: identityUrl,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      INTERNAL_EVENTS_TOKEN: eventsToken,
      ...options.env,
    };
    const builtInSignIn = !(options.env?.OIDC_ISSUER ?? process.env.OIDC_ISSUER);

    // The stand-ins run in place of the real providers that are not configured (decision 028).
    const standInsPlan = await planStandIns(dataDir, (key) => options.env?.[key] ?? process.env[key], {
      commerceUrl: `http://127.0.0.1:${ports.commerce}`,
      publicUrl,
      identityDatabaseUrl: databaseUrls.identity ?? '',
    });
    const standIns = await startStandInsProcess(standInsPlan, path.join(logDir, 'stand-ins.log'), common.LOG_LEVEL);
    if (standIns) {
      cleanups.push(() => standIns.stop());
      log(`  development stand-ins ready on ${standIns.url}`);
    }

    const nodeFlags = serviceNodeFlags(serviceNames.reduce((sum, name) => sum + Math.max(1, options.processes?.[name] ?? 1), 0));
    const instances = Object.fromEntries(serviceNames.map((name) => [name, [] as ServiceProcess[]])) as Record<ServiceName, ServiceProcess[]>;
    const launch = async (name: ServiceName, instance: number, extraEnv: Record<string, string> = {}): Promise<ServiceProcess> => {
      const env: Record<string, string> = {
        ...common,
        DATABASE_URL: databaseUrls[name] ?? '',
        EVENT_SUBSCRIBERS: [
          ...eventSubscribersOf(name).map((to) => `${to}=http://127.0.0.1:${ports[to]}`),
          ...(options.extraEventSubscribers?.[name] ?? []),
        ].join(','),
        ...standInsPlan.serviceEnv[name],
        ...extraEnv,
      };
      if (name === 'identity') env.SESSION_SECRET = sessionSecret;
      // With the built-in sign-in, its demo learner who owns the course is granted it on creation.
      if (name === 'commerce' && builtInSignIn) env.DEV_COURSE_OWNER_EMAILS = 'learner@academy.test';
      // Without a configured key, every learning process signs certificates with the one kept there.
      if (name === 'learning') env.CERTIFICATE_KEY_FILE = path.join(dataDir, 'certificate-signing-key.json');
      const service = await startServiceProcess({
        name,
        ...(options.servicesFrom ? { directory: path.join(options.servicesFrom, 'services', name) } : {}),
        port: ports[name] + instance * INSTANCE_PORT_STEP,
        env,
        nodeFlags,
        logFile: path.join(logDir, instance === 0 ? `${name}.log` : `${name}-${instance + 1}.log`),
      });
      cleanups.push(() => service.stop());
      instances[name][instance] = service;
      log(`  ${name} service ready on ${service.url}`);
      return service;
    };
    // The first process migrates the database and syncs content before the others start beside it.
    const launchAll = async (name: ServiceName) => {
      await launch(name, 0);
      const extra = Math.max(1, options.processes?.[name] ?? 1) - 1;
      await allStarted(Array.from({ length: extra }, (_, index) => launch(name, index + 1)));
    };
    log('Starting the services…');
    await launchAll('identity');
    await allStarted(serviceNames.filter((name) => name !== 'identity').map(launchAll));

    const services = Object.fromEntries(serviceNames.map((name) => [name, `http://127.0.0.1:${ports[name]}`])) as Record<ServiceName, string>;
    const replicas = Object.fromEntries(serviceNames.map((name) => [name, instances[name].slice(1).map((instance) => instance.url)]));
    const gateway = await startGateway({
      port: gatewayPort,
      serviceUrls: services,
      serviceReplicas: replicas,
      ...(standIns ? { standInsUrl: standIns.url } : {}),
      runtimeDir: path.join(dataDir, 'gateway'),
      // Remote releases (npm run release): the versions and their registry, kept with the platform's data.
      releasesDir: path.join(dataDir, 'releases'),
      prefer: options.gateway ?? 'auto',
    });
    cleanups.push(() => gateway.stop());
    return {
      url: gateway.url,
      gatewayKind: gateway.kind,
      services,
      instances,
      databaseUrls: databaseUrls as Record<ServiceName, string>,
      standInsUrl: standIns?.url,
      logDir,
      releasesDir: path.join(dataDir, 'releases'),
      startExtraProcess: (name, env) => launch(name, instances[name].length, env),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
