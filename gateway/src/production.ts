import { sliceNames, type SliceName } from '@academy/contracts';
import { GATEWAY_STATUS_PORT, type NginxConfigOptions, type NginxPaths, type NginxUpstream, type RemoteNginxOptions } from './nginx-config.ts';
import { remoteMounts, serviceRoutes, type ServiceName } from './route-table.ts';

/**
 * The production topology of docker-compose.yml (docs/decisions/040-an-image-per-slice.md): each
 * service runs in a container named after it, on its route-table port; each remote's build is
 * served by its own container (`mfe-<slice>`, port 80); the gateway's image carries only the shell
 * and proxies `/mfe/<slice>/` to the remote's container.
 */
export const composeServiceHost = (service: ServiceName): string => service;

/** Name of a remote's service in docker-compose.yml. */
export const composeRemoteService = (slice: SliceName): `mfe-${SliceName}` => `mfe-${slice}`;

/** The port a remote's container serves its build on. */
export const REMOTE_CONTAINER_PORT = 80;

/** Name of the gateway's service in docker-compose.yml. */
export const composeGatewayService = 'nginx';

/** Where the images keep the built front ends: the gateway's the shell, a remote's its own build. */
export const productionStaticRoot = '/usr/share/nginx/academy';
export const productionShellRoot = `${productionStaticRoot}/shell`;
export const productionRemoteRoot = (slice: SliceName) => `${productionStaticRoot}/mfe/${slice}`;

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
  const remotes = {} as Record<SliceName, NginxUpstream>;
  for (const mount of remoteMounts) remotes[mount.slice] = { host: composeRemoteService(mount.slice), port: REMOTE_CONTAINER_PORT };
  return {
    listen: { port: 80 },
    upstreams,
    shellRoot: productionShellRoot,
    remotes: { upstreams: remotes },
    paths: productionPaths,
    user: 'nginx',
    workerProcesses: 'auto',
    keepaliveConnections: 32,
    // stub_status for an exporter in the same network or pod; the port is never published (only 80 is).
    status: { host: '0.0.0.0', port: GATEWAY_STATUS_PORT },
  };
}

/** The nginx configuration baked into a remote's image (mfe.Dockerfile). */
export function productionRemoteNginxOptions(slice: SliceName): RemoteNginxOptions {
  if (!sliceNames.includes(slice)) throw new Error(`No remote named ${slice} (one of ${sliceNames.join(', ')})`);
  return { slice, listen: { port: REMOTE_CONTAINER_PORT }, root: productionRemoteRoot(slice), paths: productionPaths, user: 'nginx', workerProcesses: 'auto' };
}
