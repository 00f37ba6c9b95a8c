import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { GATEWAY_STATUS_PATH, GATEWAY_STATUS_PORT, renderNginxConf } from '../src/nginx-config.ts';
import { sliceNames } from '@academy/contracts';
import {
  composeGatewayService,
  composeRemoteService,
  productionNginxOptions,
  productionPaths,
  productionRemoteRoot,
  productionShellRoot,
  REMOTE_CONTAINER_PORT,
} from '../src/production.ts';
import { remoteMounts, serviceRoutes, shellMount } from '../src/route-table.ts';
import { runtimeConfigEnvKeys } from '../src/runtime-config.ts';
import { repoRoot } from '../src/start-gateway.ts';

interface ComposeService {
  image?: string;
  profiles?: string[];
  command?: string[];
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  environment?: Record<string, string | null>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  networks?: Record<string, { ipv4_address?: string } | null>;
}

const read = (relative: string) => readFileSync(path.join(repoRoot, relative), 'utf8');
const compose = parse(read('docker-compose.yml')) as {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  networks?: Record<string, { ipam?: { config?: { subnet?: string; ip_range?: string }[] } }>;
};
const services = compose.services;
const productionConf = renderNginxConf(productionNginxOptions());

/** host:port of each upstream server in the production nginx configuration, by upstream name. */
const upstreamServers: Record<string, { host: string; port: number }> = Object.fromEntries(
  [...productionConf.matchAll(/upstream (\w+) \{\s*server ([\w.-]+):(\d+)/g)].map((found) => [found[1], { host: found[2], port: Number(found[3]) }]),
);

const toNumber = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
/** Whether an IPv4 address lies in a CIDR block. */
function inNetwork(address: string, cidr: string | undefined): boolean {
  const [base = '', bits = ''] = (cidr ?? '').split('/');
  const size = 2 ** (32 - Number(bits));
  return bits !== '' && /^\d+\.\d+\.\d+\.\d+$/.test(address) && Math.floor(toNumber(address) / size) === Math.floor(toNumber(base) / size);
}

/**
 * A Dockerfile's .dockerignore as the builder reads it: the last pattern matching a path (or one of
 * its parent folders) decides, `!` keeps what an earlier pattern left out, `*` stays within a
 * segment and `**` spans any.
 */
function dockerignore(relative: string): { keeps(path: string): boolean } {
  const rules = read(relative)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const keep = line.startsWith('!');
      const pattern = keep ? line.slice(1) : line;
      const source = pattern
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*\*\//g, '\u0000')
        .replace(/\*/g, '[^/]*')
        .replace(/\u0000/g, '(.*/)?');
      return { keep, regex: new RegExp(`^${source}$`) };
    });
  return {
    keeps(path: string) {
      const segments = path.split('/');
      const prefixes = segments.map((_, index) => segments.slice(0, index + 1).join('/'));
      let kept = true;
      for (const rule of rules) if (prefixes.some((prefix) => rule.regex.test(prefix))) kept = rule.keep;
      return kept;
    },
  };
}

/** Every workspace's folder by its package name. */
const workspaces = new Map<string, string>();
for (const parent of ['packages', 'services', 'dev', '.']) {
  for (const entry of parent === '.' ? ['shell', 'gateway', 'e2e', ...sliceNames.map((slice) => `mfe-${slice}`)] : readdirSync(path.join(repoRoot, parent))) {
    const folder = parent === '.' ? entry : `${parent}/${entry}`;
    const file = path.join(repoRoot, folder, 'package.json');
    if (existsSync(file)) workspaces.set((JSON.parse(readFileSync(file, 'utf8')) as { name: string }).name, folder);
  }
}

/** The workspace folders a workspace builds on, transitively (its devDependencies too when it is built, not run). */
function workspaceDependencies(folder: string, withDev: boolean): Set<string> {
  const needed = new Set<string>();
  const visit = (current: string) => {
    const pkg = JSON.parse(read(`${current}/package.json`)) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    for (const dependency of Object.keys({ ...pkg.dependencies, ...(withDev ? pkg.devDependencies : {}) })) {
      const workspace = workspaces.get(dependency);
      if (workspace && !needed.has(workspace)) {
        needed.add(workspace);
        visit(workspace);
      }
    }
  };
  visit(folder);
  return needed;
}

describe('docker-compose.yml', () => {
  it('requires the key that signs certificates: one generated in a container would be lost with it', () => {
    expect(services.learning?.environment?.CERTIFICATE_SIGNING_KEY).toMatch(/^\$\{CERTIFICATE_SIGNING_KEY:\?/);
  });

  it('gives commerce the real providers only: Stripe keys and an SMTP server are required, and no stand-in address', () => {
    const env = services.commerce?.environment ?? {};
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SMTP_URL']) expect(env[key], key).toMatch(new RegExp(`^\\$\\{${key}:\\?`));
    expect(env).not.toHaveProperty('STRIPE_API_URL');
  });

  it('runs postgres, the five services, an image per remote and nginx (what no profile asks for)', () => {
    expect(
      Object.entries(services)
        .filter(([, service]) => !service.profiles)
        .map(([name]) => name)
        .sort(),
    ).toEqual(
      [
        'postgres',
        ...serviceRoutes.map((route) => route.name),
        ...remoteMounts.map((mount) => composeRemoteService(mount.slice)),
        composeGatewayService,
      ].sort(),
    );
  });

  it('creates one database per service when postgres first starts', () => {
    const postgres = services.postgres;
    expect(postgres?.image).toMatch(/^postgres:\d+/);
    expect(postgres?.healthcheck?.test).toContain('pg_isready');
    const init = postgres?.volumes?.find((volume) => volume.includes('/docker-entrypoint-initdb.d/'));
    expect(init).toBeDefined();
    const script = (init ?? '').split(':')[0] ?? '';
    expect(existsSync(path.join(repoRoot, script))).toBe(true);
    const sql = read(script);
    for (const route of serviceRoutes) expect(sql).toContain(`CREATE DATABASE ${route.name};`);
  });

  describe.each(serviceRoutes.map((route) => [route.name, route] as const))('%s', (name, route) => {
    const service = services[name] ?? {};
    const env = service.environment ?? {};

    it('is built from the shared service Dockerfile for its workspace', () => {
      expect(service.build).toMatchObject({ context: '.', dockerfile: 'services/Dockerfile', args: { SERVICE: name } });
      expect(existsSync(path.join(repoRoot, 'services', name, 'package.json'))).toBe(true);
    });

    it('believes X-Forwarded-For from the gateway’s fixed address (and loopback), so visitors are counted each by their own address', () => {
      const gateway = services[composeGatewayService]?.networks?.default?.ipv4_address;
      expect(gateway).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
      expect(String(env.TRUSTED_PROXIES).split(',')).toEqual(['loopback', gateway]);
    });

    it('listens on its route table port on every interface', () => {
      expect(env.PORT).toBe(String(route.defaultPort));
      expect(env.HOST).toBe('0.0.0.0');
      expect(env.NODE_ENV).toBe('production');
    });

    it('has its own database', () => {
      const url = new URL((env.DATABASE_URL ?? '').replace(/\$\{[^}]+\}/g, 'secret'));
      expect(url.protocol).toBe('postgres:');
      expect(url.hostname).toBe('postgres');
      expect(url.pathname).toBe(`/${name}`);
      expect(service.depends_on?.postgres).toEqual({ condition: 'service_healthy' });
    });

    it('is checked on /healthz at its port', () => {
      expect(service.healthcheck?.test.join(' ')).toContain(`http://127.0.0.1:${route.defaultPort}/healthz`);
    });

    it('reaches identity by its compose name and port', () => {
      if (name === 'identity') {
        expect(env.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/);
        expect(env.PUBLIC_URL).toContain('http://localhost:8080');
        for (const key of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']) expect(env).toHaveProperty(key);
      } else {
        expect(env.IDENTITY_URL).toBe(`http://identity:${serviceRoutes[0]?.defaultPort}`);
        expect(service.depends_on?.identity).toEqual({ condition: 'service_healthy' });
      }
    });
  });

  it('gives every service a different database', () => {
    const databases = serviceRoutes.map((route) => new URL((services[route.name]?.environment?.DATABASE_URL ?? '').replace(/\$\{[^}]+\}/g, 'secret')).pathname);
    expect(new Set(databases).size).toBe(serviceRoutes.length);
  });
});

describe('the nginx service of docker-compose.yml', () => {
  const nginx = services[composeGatewayService] ?? {};
  const dockerfile = read('gateway/Dockerfile');

  it('is built from gateway/Dockerfile, which renders nginx.conf from the route table', () => {
    expect(nginx.build).toMatchObject({ context: '.', dockerfile: 'gateway/Dockerfile' });
    expect(dockerfile).toContain('RUN npx tsx gateway/src/render-production.ts /out');
    expect(dockerfile).toContain('COPY --from=build /out/etc/nginx/ /etc/nginx/');
    expect(productionPaths.confDir).toBe('/etc/nginx');
  });

  it('proxies to upstream hosts that are the compose services, on their ports', () => {
    expect(Object.keys(upstreamServers)).toHaveLength(serviceRoutes.length + remoteMounts.length);
    for (const route of serviceRoutes) {
      const server = upstreamServers[`academy_${route.name}`];
      expect(server?.host).toBe(route.name);
      expect(Object.keys(services)).toContain(server?.host);
      expect(String(server?.port)).toBe(services[route.name]?.environment?.PORT);
    }
  });

  it("proxies each remote's prefix to the compose service of its image", () => {
    for (const mount of remoteMounts) {
      const server = upstreamServers[`academy_mfe_${mount.slice}`];
      expect(server).toEqual({ host: composeRemoteService(mount.slice), port: REMOTE_CONTAINER_PORT });
      expect(services[composeRemoteService(mount.slice)]?.healthcheck?.test.join(' ')).toContain(`http://127.0.0.1${mount.manifestPath}`);
    }
  });

  it('gives every container it proxies to a fixed address, so one recreated alone is still reached (nginx resolves them once, at start)', () => {
    const ipam = compose.networks?.default?.ipam?.config?.[0];
    const addresses = Object.values(upstreamServers).map(({ host }) => services[host]?.networks?.default?.ipv4_address ?? `${host} has none`);
    addresses.push(nginx.networks?.default?.ipv4_address ?? 'nginx has none');
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const address of addresses) {
      expect(inNetwork(address, ipam?.subnet), address).toBe(true);
      expect(inNetwork(address, ipam?.ip_range), address).toBe(false);
    }
  });

  it('has a fixed address on the default network, outside the range given out to other containers', () => {
    const ipam = compose.networks?.default?.ipam?.config?.[0];
    const address = nginx.networks?.default?.ipv4_address ?? '';
    expect(inNetwork(address, ipam?.subnet)).toBe(true);
    expect(inNetwork(address, ipam?.ip_range)).toBe(false);
  });

  it('publishes the port nginx listens on and starts after every service and remote is healthy', () => {
    expect(productionConf).toContain('listen 80;');
    expect(nginx.ports).toEqual(['${GATEWAY_PORT:-8080}:80']);
    for (const route of serviceRoutes) expect(nginx.depends_on?.[route.name]).toEqual({ condition: 'service_healthy' });
    for (const mount of remoteMounts) expect(nginx.depends_on?.[composeRemoteService(mount.slice)]).toEqual({ condition: 'service_healthy' });
    expect(nginx.healthcheck?.test.join(' ')).toContain('/config.json');
  });

  it('builds and carries the shell only: no remote is installed, built or copied into it', () => {
    expect(dockerfile).toContain(`COPY --from=build /app/${shellMount.distDir}/ ${productionShellRoot}/`);
    expect(productionConf).toContain(`root "${productionShellRoot}";`);
    const instructions = dockerfile.replace(/^#.*$/gm, '');
    expect(instructions).not.toMatch(/-w @academy\/mfe-/);
    expect(instructions).not.toMatch(/mfe-[^\s]*\/dist|\/mfe\//);
    const ignore = dockerignore('gateway/Dockerfile.dockerignore');
    for (const mount of remoteMounts) {
      const folder = mount.distDir.replace(/\/dist$/, '');
      expect(ignore.keeps(`${folder}/package.json`), folder).toBe(false);
      expect(ignore.keeps(mount.distDir), folder).toBe(false);
    }
    // Whatever the shell's stylesheet reads as sources (decision 005: the remotes' src) reaches its build.
    const sources = [...read('shell/src/styles.css').matchAll(/@source "([^"]+)"/g)].map((found) => path.posix.join('shell/src', found[1] ?? ''));
    for (const source of sources) expect(ignore.keeps(`${source}/x.tsx`), source).toBe(true);
    for (const folder of ['services/tools', 'dev/runner', 'e2e']) expect(ignore.keeps(folder), folder).toBe(false);
  });

  it('writes /config.json at start from the runtime keys it passes through', () => {
    const script = read('gateway/docker/40-academy-runtime-files.sh');
    expect(script).toContain(`node /opt/academy/write-runtime-files.mjs ${productionPaths.runtimeDir}`);
    expect(dockerfile).toContain('gateway/docker/40-academy-runtime-files.sh /docker-entrypoint.d/');
    expect(dockerfile).toContain('gateway/src/write-runtime-files.ts');
    for (const key of runtimeConfigEnvKeys) expect(nginx.environment).toHaveProperty(key);
  });
});

describe('the observability profile of docker-compose.yml (deploy/observability)', () => {
  const profiled = Object.entries(services).filter(([, service]) => service.profiles);
  const scrape = parse(read('deploy/observability/prometheus/prometheus.yml')) as {
    rule_files: string[];
    scrape_configs: { job_name: string; metrics_path?: string; static_configs: { targets: string[] }[] }[];
  };
  const targetsOf = (job: string) => scrape.scrape_configs.find((config) => config.job_name === job)?.static_configs.flatMap((config) => config.targets) ?? [];

  it('adds Prometheus, Grafana, the trace store and the gateway’s and PostgreSQL’s exporters, only when asked for', () => {
    expect(profiled.map(([name]) => name).sort()).toEqual(['grafana', 'jaeger', 'nginx-exporter', 'postgres-exporter', 'prometheus']);
    for (const [name, service] of profiled) {
      expect(service.profiles, name).toEqual(['observability']);
      expect(service.image, name).toMatch(/:v?\d+\.\d+\.\d+$/);
    }
    // The platform never waits for them: `docker compose up` without the profile starts it whole.
    for (const [name, service] of Object.entries(services).filter(([, service]) => !service.profiles)) {
      for (const [other] of profiled) expect(Object.keys(service.depends_on ?? {}), name).not.toContain(other);
    }
  });

  it('publishes its user interfaces on loopback only', () => {
    for (const [name, service] of profiled) for (const port of service.ports ?? []) expect(port, name).toMatch(/^127\.0\.0\.1:/);
    expect(services.prometheus?.ports).toEqual(['127.0.0.1:9090:9090']);
    expect(services.grafana?.ports).toEqual(['127.0.0.1:3000:3000']);
    expect(services.jaeger?.ports).toEqual(['127.0.0.1:16686:16686']);
  });

  it('scrapes every service at its route table port, on its own port’s /metrics', () => {
    for (const route of serviceRoutes) {
      expect(targetsOf(route.name)).toEqual([`${route.name}:${route.defaultPort}`]);
      expect(services[route.name]?.environment?.PORT).toBe(String(route.defaultPort));
      expect(scrape.scrape_configs.find((config) => config.job_name === route.name)?.metrics_path).toBe('/metrics');
    }
  });

  it('scrapes the gateway through the nginx exporter, which reads stub_status on nginx’s status listener (not the public one)', () => {
    expect(targetsOf('gateway')).toEqual(['nginx-exporter:9113']);
    expect(services['nginx-exporter']?.command).toEqual([`--nginx.scrape-uri=http://${composeGatewayService}:${GATEWAY_STATUS_PORT}${GATEWAY_STATUS_PATH}`]);
    expect(productionConf).toContain(`listen 0.0.0.0:${GATEWAY_STATUS_PORT};`);
    expect(productionConf).toMatch(new RegExp(`location = ${GATEWAY_STATUS_PATH} \\{\\s*stub_status;`));
    expect(nginxPorts()).not.toContain(String(GATEWAY_STATUS_PORT));
  });

  it('watches the compose PostgreSQL through its exporter', () => {
    expect(targetsOf('postgres')).toEqual(['postgres-exporter:9187']);
    expect(services['postgres-exporter']?.environment?.DATA_SOURCE_URI).toMatch(/^postgres:5432\//);
    expect(services['postgres-exporter']?.environment?.DATA_SOURCE_PASS).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
  });

  it('gives Prometheus its configuration and alert rules, and Grafana its provisioning and dashboards, from deploy/observability', () => {
    expect(services.prometheus?.volumes).toContain('./deploy/observability/prometheus:/etc/prometheus:ro');
    expect(services.prometheus?.command).toContain('--config.file=/etc/prometheus/prometheus.yml');
    for (const file of scrape.rule_files)
      expect(existsSync(path.join(repoRoot, 'deploy/observability/prometheus', path.posix.relative('/etc/prometheus', file))), file).toBe(true);
    expect(services.grafana?.volumes).toContain('./deploy/observability/grafana/provisioning:/etc/grafana/provisioning:ro');
    const provider = parse(read('deploy/observability/grafana/provisioning/dashboards/academy.yml')) as { providers: { options: { path: string } }[] };
    const dashboards = provider.providers[0]?.options.path ?? '';
    expect(services.grafana?.volumes).toContain(`./deploy/observability/grafana/dashboards:${dashboards}:ro`);
  });

  it('lets every service export traces to the trace store when OTEL_EXPORTER_OTLP_ENDPOINT is given (unset otherwise)', () => {
    for (const route of serviceRoutes) {
      expect(services[route.name]?.environment, route.name).toHaveProperty('OTEL_EXPORTER_OTLP_ENDPOINT');
      expect(services[route.name]?.environment?.OTEL_EXPORTER_OTLP_ENDPOINT, route.name).toBeNull();
    }
    expect(read('docker-compose.yml')).toContain('COMPOSE_PROFILES=observability OTEL_EXPORTER_OTLP_ENDPOINT=http://jaeger:4318 docker compose up');
  });
});

/** The container ports nginx publishes. */
function nginxPorts(): string[] {
  return (services[composeGatewayService]?.ports ?? []).map((port) => port.split(':').at(-1) ?? '');
}

describe('services/Dockerfile.dockerignore', () => {
  const ignore = dockerignore('services/Dockerfile.dockerignore');

  it('leaves dev/ out of a service image (the runner, the test kit, the development stand-ins)', () => {
    expect(ignore.keeps('dev')).toBe(false);
    expect(ignore.keeps('dev/stand-ins')).toBe(false);
  });

  it.each(serviceRoutes.map((route) => route.name))('keeps every workspace the %s service runs on (its production dependencies, and theirs)', (name) => {
    const needed = workspaceDependencies(`services/${name}`, false);
    expect([...needed].filter((folder) => !ignore.keeps(folder) || folder.startsWith('dev/'))).toEqual([]);
    expect(ignore.keeps(`services/${name}/src`)).toBe(true);
  });
});

/** The sources of a Dockerfile's COPY instructions from the build context (not from another stage). */
const contextCopies = (dockerfile: string) =>
  [...dockerfile.matchAll(/^COPY (?!--from)(?:--\S+ )*(.+) \S+$/gm)].flatMap((found) => (found[1] ?? '').split(/\s+/));

describe('one slice rebuilt and redeployed alone (docker compose up -d --no-deps --build <slice> mfe-<slice>)', () => {
  const remoteDockerfile = read('mfe.Dockerfile');
  const serviceDockerfile = read('services/Dockerfile');
  const remoteIgnore = dockerignore('mfe.Dockerfile.dockerignore');

  it.each(remoteMounts.map((mount) => [composeRemoteService(mount.slice), mount] as const))('%s is built from mfe.Dockerfile for its slice', (name, mount) => {
    expect(services[name]?.build).toEqual({ context: '.', dockerfile: 'mfe.Dockerfile', args: { SLICE: mount.slice } });
    expect(services[name]?.networks?.default?.ipv4_address).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(existsSync(path.join(repoRoot, `mfe-${mount.slice}`, 'package.json'))).toBe(true);
  });

  it('mfe.Dockerfile builds the remote named by SLICE alone and serves its build where its nginx.conf says', () => {
    expect(remoteDockerfile).toContain('ARG SLICE');
    expect(remoteDockerfile).toContain('RUN npm ci --no-audit --no-fund --ignore-scripts --include-workspace-root -w @academy/mfe-${SLICE}');
    expect(remoteDockerfile).toContain('RUN npm run build -w @academy/mfe-${SLICE}');
    expect(remoteDockerfile).toContain('RUN npx tsx gateway/src/render-production.ts /out --remote "$SLICE"');
    expect(remoteDockerfile).toContain('COPY --from=config /out/etc/nginx/ /etc/nginx/');
    expect(remoteDockerfile).toContain(`COPY --from=build /app/mfe-\${SLICE}/dist/ ${productionRemoteRoot('${SLICE}' as 'tools')}/`);
    expect(remoteDockerfile.match(/-w @academy\/\S+/g)).toEqual(['-w @academy/gateway', '-w @academy/mfe-${SLICE}', '-w @academy/mfe-${SLICE}']);
  });

  it("a remote's image reads no other slice's folder, the shell's or a service's code", () => {
    const sources = new Set(contextCopies(remoteDockerfile));
    expect([...sources].sort()).toEqual(
      ['gateway/', 'mfe-${SLICE}/', 'package-lock.json', 'package.json', 'packages/', 'service[s]/${SLICE}/content', 'tsconfig.base.json'].sort(),
    );
    for (const slice of sliceNames) {
      // What it builds on is left in its context; everything it builds on is a shared package.
      const needed = [...workspaceDependencies(`mfe-${slice}`, true)];
      expect(
        needed.filter((folder) => !folder.startsWith('packages/') || !remoteIgnore.keeps(folder)),
        slice,
      ).toEqual([]);
      expect(remoteIgnore.keeps(`mfe-${slice}/src`)).toBe(true);
    }
    for (const folder of ['shell', 'services/tools/src', 'services/learning/package.json', 'dev', 'e2e'])
      expect(remoteIgnore.keeps(folder), folder).toBe(false);
    expect(remoteIgnore.keeps('services/learning/content/modules')).toBe(true);
  });

  it("a service's image reads no other slice's folder", () => {
    expect(contextCopies(serviceDockerfile).sort()).toEqual(
      ['package-lock.json', 'package.json', 'packages/', 'services/${SERVICE}/', 'tsconfig.base.json'].sort(),
    );
    for (const route of serviceRoutes)
      expect(
        [...workspaceDependencies(`services/${route.name}`, false)].filter((folder) => !folder.startsWith('packages/')),
        route.name,
      ).toEqual([]);
  });

  it.each(remoteMounts.map((mount) => mount.slice))('%s: its service and its remote depend on no other slice, so --no-deps leaves nothing behind', (slice) => {
    for (const name of [slice, composeRemoteService(slice)]) {
      const others = Object.keys(services[name]?.depends_on ?? {}).filter((other) => !['postgres', 'identity'].includes(other));
      expect(others, name).toEqual([]);
    }
  });
});

describe('services/Dockerfile', () => {
  it('builds the service named by the SERVICE build argument and runs its main module', () => {
    const dockerfile = read('services/Dockerfile');
    expect(dockerfile).toContain('ARG SERVICE');
    expect(dockerfile).toContain('-w @academy/service-${SERVICE}');
    expect(dockerfile).toContain('WORKDIR /app/services/${SERVICE}');
    expect(dockerfile).toContain('CMD ["node", "--import", "tsx", "src/main.ts"]');
    for (const route of serviceRoutes) {
      const pkg = JSON.parse(read(`services/${route.name}/package.json`)) as { name: string; dependencies?: Record<string, string> };
      expect(pkg.name).toBe(`@academy/service-${route.name}`);
      expect(pkg.dependencies).toHaveProperty('tsx');
      expect(existsSync(path.join(repoRoot, 'services', route.name, 'src', 'main.ts'))).toBe(true);
    }
  });
});
