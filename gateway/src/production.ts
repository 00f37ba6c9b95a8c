import { sliceNames, type SliceName } from '@academy/contracts';
import type { NginxConfigOptions, NginxPaths, NginxUpstream } from './nginx-config.ts';
import { serviceRoutes, type ServiceName, type StaticRoots } from './route-table.ts';

/**
 * The production topology of docker-compose.yml: each service runs in a container named after
 * it, on its route-table port; nginx serves the built front ends from its image.
 */
export const composeServiceHost = (service: ServiceName): string => service;

/** Name of the gateway's service in docker-compose.yml. */
export const composeGatewayService = 'nginx';

/** Where the gateway image keeps the built front ends. */
export const productionStaticRoot = '/usr/share/nginx/academy';

export const productionStaticRoots: StaticRoots = {
  shell: `${productionStaticRoot}/shell`,
  remotes: Object.fromEntries(sliceNames.map((slice) => [slice, `${productionStaticRoot}/mfe/${slice}`])) as Record<SliceName, string>,
};

export const productionPaths: NginxPaths = {
  prefix: '/etc/nginx',
  confDir: '/etc/nginx',
  // Written at container start (config.json and the policy) by the image's entrypoint script.
  runtimeDir: '/var/lib/academy-gateway',
  pidFile: '/var/run/nginx.pid',
  tempDir: '/var/cache/nginx',
  errorLog: 'stderr',
  accessLog: '/dev/stdout',
};

/** The nginx configuration baked into the gateway image (gateway/Dockerfile). */
export function productionNginxOptions(): NginxConfigOptions {
  const upstreams = {} as Record<ServiceName, NginxUpstream>;
  for (const route of serviceRoutes) upstreams[route.name] = { host: composeServiceHost(route.name), port: route.defaultPort };
  return {
    listen: { port: 80 },
    upstreams,
    staticRoots: productionStaticRoots,
    paths: productionPaths,
    user: 'nginx',
    workerProcesses: 'auto',
    keepaliveConnections: 32,
  };
}
