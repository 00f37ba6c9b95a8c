import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { renderNginxConf } from '../src/nginx-config.ts';
import { composeGatewayService, productionNginxOptions, productionPaths, productionStaticRoots } from '../src/production.ts';
import { remoteMounts, serviceRoutes, shellMount } from '../src/route-table.ts';
import { runtimeConfigEnvKeys } from '../src/runtime-config.ts';
import { repoRoot } from '../src/start-gateway.ts';

interface ComposeService {
  image?: string;
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
const upstreamServers = Object.fromEntries(
  [...productionConf.matchAll(/upstream (\w+) \{\s*server ([\w.-]+):(\d+)/g)].map((found) => [found[1], { host: found[2], port: Number(found[3]) }]),
);

describe('docker-compose.yml', () => {
  it('requires the key that signs certificates: one generated in a container would be lost with it', () => {
    expect(services.learning?.environment?.CERTIFICATE_SIGNING_KEY).toMatch(/^\$\{CERTIFICATE_SIGNING_KEY:\?/);
  });

  it('gives commerce the real providers only: Stripe keys and an SMTP server are required, and no stand-in address', () => {
    const env = services.commerce?.environment ?? {};
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SMTP_URL']) expect(env[key], key).toMatch(new RegExp(`^\\$\\{${key}:\\?`));
    expect(env).not.toHaveProperty('STRIPE_API_URL');
  });

  it('runs postgres, the five services and nginx', () => {
    expect(Object.keys(services).sort()).toEqual(['postgres', ...serviceRoutes.map((route) => route.name), composeGatewayService].sort());
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
    expect(Object.keys(upstreamServers)).toHaveLength(serviceRoutes.length);
    for (const route of serviceRoutes) {
      const server = upstreamServers[`academy_${route.name}`];
      expect(server?.host).toBe(route.name);
      expect(Object.keys(services)).toContain(server?.host);
      expect(String(server?.port)).toBe(services[route.name]?.environment?.PORT);
    }
  });

  it('has a fixed address on the default network, outside the range given out to other containers', () => {
    const ipam = compose.networks?.default?.ipam?.config?.[0];
    const address = nginx.networks?.default?.ipv4_address ?? '';
    const toNumber = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
    const inNetwork = (cidr: string | undefined) => {
      const [base = '', bits = ''] = (cidr ?? '').split('/');
      const size = 2 ** (32 - Number(bits));
      return bits !== '' && Math.floor(toNumber(address) / size) === Math.floor(toNumber(base) / size);
    };
    expect(inNetwork(ipam?.subnet)).toBe(true);
    expect(inNetwork(ipam?.ip_range)).toBe(false);
  });

  it('publishes the port nginx listens on and starts after every service is healthy', () => {
    expect(productionConf).toContain('listen 80;');
    expect(nginx.ports).toEqual(['${GATEWAY_PORT:-8080}:80']);
    for (const route of serviceRoutes) expect(nginx.depends_on?.[route.name]).toEqual({ condition: 'service_healthy' });
    expect(nginx.healthcheck?.test.join(' ')).toContain('/config.json');
  });

  it('copies each build to the root the configuration serves it from', () => {
    expect(dockerfile).toContain(`COPY --from=build /app/${shellMount.distDir}/ ${productionStaticRoots.shell}/`);
    for (const mount of remoteMounts) {
      expect(dockerfile).toContain(`COPY --from=build /app/${mount.distDir}/ ${productionStaticRoots.remotes[mount.slice]}/`);
      expect(productionConf).toContain(`alias "${productionStaticRoots.remotes[mount.slice]}/";`);
    }
  });

  it('writes /config.json at start from the runtime keys it passes through', () => {
    const script = read('gateway/docker/40-academy-runtime-files.sh');
    expect(script).toContain(`node /opt/academy/write-runtime-files.mjs ${productionPaths.runtimeDir}`);
    expect(dockerfile).toContain('gateway/docker/40-academy-runtime-files.sh /docker-entrypoint.d/');
    expect(dockerfile).toContain('gateway/src/write-runtime-files.ts');
    for (const key of runtimeConfigEnvKeys) expect(nginx.environment).toHaveProperty(key);
  });
});

describe('services/Dockerfile.dockerignore', () => {
  const ignored = read('services/Dockerfile.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const left = (folder: string) => !ignored.some((pattern) => new RegExp(`^${pattern.replace(/\*/g, '[^/]*')}(/|$)`).test(folder));
  /** Every workspace's folder by its package name. */
  const workspaces = new Map<string, string>();
  for (const parent of ['packages', 'services', 'dev']) {
    for (const entry of readdirSync(path.join(repoRoot, parent))) {
      const file = path.join(repoRoot, parent, entry, 'package.json');
      if (existsSync(file)) workspaces.set((JSON.parse(readFileSync(file, 'utf8')) as { name: string }).name, `${parent}/${entry}`);
    }
  }

  it('leaves dev/ out of a service image (the runner, the test kit, the development stand-ins)', () => {
    expect(left('dev')).toBe(false);
    expect(left('dev/stand-ins')).toBe(false);
  });

  it.each(serviceRoutes.map((route) => route.name))('keeps every workspace the %s service runs on (its production dependencies, and theirs)', (name) => {
    const needed = new Set<string>();
    const visit = (folder: string) => {
      const pkg = JSON.parse(read(`${folder}/package.json`)) as { dependencies?: Record<string, string> };
      for (const dependency of Object.keys(pkg.dependencies ?? {})) {
        const workspace = workspaces.get(dependency);
        if (workspace && !needed.has(workspace)) {
          needed.add(workspace);
          visit(workspace);
        }
      }
    };
    visit(`services/${name}`);
    expect([...needed].filter((folder) => !left(folder) || folder.startsWith('dev/'))).toEqual([]);
    expect(left(`services/${name}/src`)).toBe(true);
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
