import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import http, { type Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sliceNames, type SliceName } from '@academy/contracts';
import { UPSTREAM_TIMEOUT_MS } from './api-errors.ts';
import { DEV_MAX_HEADER_BYTES, createDevGateway } from './dev-gateway.ts';
import { findBrotliStaticModule, findNginx, localNginxOptions, writeNginxConfig } from './nginx-config.ts';
import { runtimeConfigPath, serviceUrlsFromEnv, staticRootsIn, type ServiceReplicas, type ServiceUrls, type StaticRoots } from './route-table.ts';
import { releasePaths, releaseStore } from './releases.ts';
import { buildRuntimeConfig } from './runtime-config.ts';
import { contentSecurityPolicyFor } from './security-headers.ts';

export type GatewayKind = 'nginx' | 'dev';

export interface StartGatewayOptions {
  /** Port to listen on; 0 picks a free one. Default 8080. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /** Base URL of each service; missing ones come from IDENTITY_URL, ... or the default ports 4101-4105. */
  serviceUrls?: Partial<ServiceUrls>;
  /** Further processes of a service beside its base URL; the gateway spreads requests over all of them. */
  serviceReplicas?: ServiceReplicas;
  /**
   * Development only: the stand-ins process (dev/stand-ins) the runner started; the stand-ins'
   * paths (standInPaths in the contracts) go there. Without it, those paths reach no stand-in.
   */
  standInsUrl?: string;
  /** Built front ends; default shell/dist and mfe-<slice>/dist of this checkout. */
  staticRoots?: { shell?: string; remotes?: Partial<Record<SliceName, string>> };
  /**
   * Each remote's own server, proxied as production does (docs/decisions/040) instead of serving
   * the remotes' builds from disk. nginx only: the dev gateway serves builds from disk. `npm start`
   * never sets it.
   */
  remoteUrls?: Record<SliceName, string>;
  /** Where nginx's configuration, runtime files, logs and temporary files go. Default .data/nginx. */
  runtimeDir?: string;
  /** 'auto' (default): nginx when installed, else the dev gateway. 'nginx' fails when it is not installed. */
  prefer?: 'nginx' | 'dev' | 'auto';
  /** Source of the runtime configuration keys (REMOTE_<SLICE>_URL, STRIPE_PUBLISHABLE_KEY, SUPPORT_EMAIL). Default process.env. */
  env?: NodeJS.ProcessEnv;
  /** nginx binary; default NGINX_BIN, /usr/sbin/nginx, ... then PATH. One that is not executable counts as not installed. */
  nginxBinary?: string;
  /** How long to wait for the gateway to answer. Default 15 s. */
  readyTimeoutMs?: number;
  /** How long a service may take to answer before the gateway answers 504. Default UPSTREAM_TIMEOUT_MS (15 s). */
  upstreamTimeoutMs?: number;
  /** nginx only: its stub_status on 127.0.0.1 at this port (GATEWAY_STATUS_PATH), for a metrics exporter. None by default. */
  statusPort?: number;
  /**
   * Remote releases (releases.ts, docs/decisions/042-remote-releases.md): the directory of the
   * versions and their registry. Each remote is then served as its live version (the build given
   * in staticRoots while it has none) and /config.json follows the registry. Files only: not with remoteUrls.
   */
  releasesDir?: string;
}

export interface RunningGateway {
  /** The one public URL, e.g. http://localhost:8080 */
  url: string;
  port: number;
  kind: GatewayKind;
  /** Stops the gateway (nginx: graceful quit) and resolves once it is gone. Safe to call twice. */
  stop(): Promise<void>;
}

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEFAULT_GATEWAY_PORT = 8080;

/** A port nobody listens on now, on the interface given. */
export function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const loopbackHosts = new Set(['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost']);
const publicUrl = (host: string, port: number) => `http://${loopbackHosts.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host}:${port}`;
const probeHost = (host: string) => (host === '0.0.0.0' || host === 'localhost' ? '127.0.0.1' : host === '::' ? '::1' : host);

function probe(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get({ host: probeHost(host), port, path: runtimeConfigPath, agent: false, timeout: 1000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

async function waitUntilAnswering(host: string, port: number, timeoutMs: number, failed: () => Error | undefined): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const failure = failed();
    if (failure) throw failure;
    if (await probe(host, port)) return;
    if (Date.now() > deadline) throw new Error(`The gateway did not answer ${runtimeConfigPath} on port ${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function resolveOptions(options: StartGatewayOptions) {
  const env = options.env ?? process.env;
  const defaults = staticRootsIn(repoRoot);
  const staticRoots: StaticRoots = {
    shell: options.staticRoots?.shell ?? defaults.shell,
    remotes: { ...defaults.remotes, ...options.staticRoots?.remotes },
  };
  const serviceUrls: ServiceUrls = { ...serviceUrlsFromEnv(env), ...options.serviceUrls };
  const runtimeConfig = buildRuntimeConfig(env);
  return {
    host: options.host ?? '127.0.0.1',
    port: options.port ?? DEFAULT_GATEWAY_PORT,
    staticRoots,
    serviceUrls,
    serviceReplicas: options.serviceReplicas ?? {},
    standInsUrl: options.standInsUrl,
    remoteUrls: options.remoteUrls,
    runtimeConfig,
    contentSecurityPolicy: contentSecurityPolicyFor(runtimeConfig),
    runtimeDir: path.resolve(options.runtimeDir ?? path.join(repoRoot, '.data', 'nginx')),
    releasesDir: options.releasesDir === undefined ? undefined : path.resolve(options.releasesDir),
    readyTimeoutMs: options.readyTimeoutMs ?? 15_000,
    upstreamTimeoutMs: options.upstreamTimeoutMs ?? UPSTREAM_TIMEOUT_MS,
    statusPort: options.statusPort,
  };
}

async function tail(file: string, lines = 20): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Resolves true once the process has exited, false when it is still running after `ms`. */
export function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function startNginx(bin: string, resolved: ReturnType<typeof resolveOptions>): Promise<RunningGateway> {
  const port = resolved.port === 0 ? await freePort(probeHost(resolved.host)) : resolved.port;
  const nginxOptions = localNginxOptions({
    runtimeDir: resolved.runtimeDir,
    port,
    host: resolved.host,
    serviceUrls: resolved.serviceUrls,
    serviceReplicas: resolved.serviceReplicas,
    standInsUrl: resolved.standInsUrl,
    staticRoots: resolved.staticRoots,
    remoteUrls: resolved.remoteUrls,
    upstreamTimeoutMs: resolved.upstreamTimeoutMs,
    brotliStaticModule: findBrotliStaticModule(),
    statusPort: resolved.statusPort,
    releasesDir: resolved.releasesDir,
  });
  const launch = await writeNginxConfig(nginxOptions, { config: resolved.runtimeConfig, contentSecurityPolicy: resolved.contentSecurityPolicy }, bin);

  const child = spawn(launch.bin, launch.args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = `${output}${chunk.toString('utf8')}`.slice(-8000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let spawnError: Error | undefined;
  child.on('error', (error) => {
    spawnError = error;
  });
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      process.removeListener('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGQUIT');
      if (await waitForExit(child, 5000)) return;
      child.kill('SIGTERM');
      if (await waitForExit(child, 2000)) return;
      child.kill('SIGKILL');
      await waitForExit(child, 2000);
    })();
    return stopping;
  };

  try {
    await waitUntilAnswering(resolved.host, port, resolved.readyTimeoutMs, () => {
      if (spawnError) return spawnError;
      if (child.exitCode !== null || child.signalCode !== null) return new Error(`nginx exited (${child.exitCode ?? child.signalCode}) while starting`);
      return undefined;
    });
  } catch (error) {
    await stop();
    const log = await tail(launch.errorLog);
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\ncommand: ${launch.commandLine}\n${output}${log ? `\n${launch.errorLog}:\n${log}` : ''}`,
      { cause: error },
    );
  }
  return { url: publicUrl(resolved.host, port), port, kind: 'nginx', stop };
}

async function startDev(resolved: ReturnType<typeof resolveOptions>): Promise<RunningGateway> {
  const gateway = createDevGateway({
    serviceUrls: resolved.serviceUrls,
    serviceReplicas: resolved.serviceReplicas,
    standInsUrl: resolved.standInsUrl,
    staticRoots: resolved.staticRoots,
    runtimeConfig: resolved.runtimeConfig,
    contentSecurityPolicy: resolved.contentSecurityPolicy,
    upstreamTimeoutMs: resolved.upstreamTimeoutMs,
    ...(resolved.releasesDir ? { releasesDir: resolved.releasesDir } : {}),
  });
  const server: Server = await new Promise((resolve, reject) => {
    const listening = http.createServer({ maxHeaderSize: DEV_MAX_HEADER_BYTES }, gateway.app);
    listening.on('clientError', gateway.onClientError);
    listening.once('error', reject);
    listening.listen(resolved.port, resolved.host, () => resolve(listening));
  });
  server.keepAliveTimeout = 65_000;
  const { port } = server.address() as AddressInfo;

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= new Promise<void>((resolve) => {
      const force = setTimeout(() => server.closeAllConnections(), 5000);
      force.unref();
      server.close(() => {
        clearTimeout(force);
        gateway.close();
        resolve();
      });
      server.closeIdleConnections();
    });
    return stopping;
  };

  try {
    await waitUntilAnswering(resolved.host, port, resolved.readyTimeoutMs, () => undefined);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: publicUrl(resolved.host, port), port, kind: 'dev', stop };
}

/**
 * Starts the gateway: real nginx as a child process when it is installed (or when asked for),
 * otherwise the dev gateway built from the same route table. Resolves once it answers
 * /config.json; stop() ends it cleanly.
 */
export async function startGateway(options: StartGatewayOptions = {}): Promise<RunningGateway> {
  const prefer = options.prefer ?? 'auto';
  const resolved = resolveOptions(options);
  if (resolved.remoteUrls && prefer !== 'nginx') throw new Error("remoteUrls (each remote's own server) needs prefer: 'nginx'");
  if (resolved.remoteUrls && resolved.releasesDir) throw new Error('releasesDir serves the remotes as files: not with remoteUrls');
  if (resolved.releasesDir) {
    // The remotes are served as their live versions (each build while its slice has none), and /config.json follows the registry.
    await releaseStore(resolved.releasesDir).prepare(resolved.runtimeConfig, resolved.staticRoots.remotes);
    const live = {} as Record<SliceName, string>;
    for (const slice of sliceNames) live[slice] = releasePaths(resolved.releasesDir).live(slice);
    resolved.staticRoots = { ...resolved.staticRoots, remotes: live };
  }
  if (prefer === 'dev') return startDev(resolved);
  const bin = options.nginxBinary === undefined ? findNginx() : findNginx({ NGINX_BIN: options.nginxBinary });
  if (!bin) {
    if (prefer === 'nginx')
      throw new Error(`nginx is not installed (looked at ${options.nginxBinary ?? 'NGINX_BIN, /usr/sbin/nginx, /usr/local/sbin/nginx and PATH'})`);
    return startDev(resolved);
  }
  return startNginx(bin, resolved);
}
