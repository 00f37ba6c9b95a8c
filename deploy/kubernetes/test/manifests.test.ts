import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiOperations, serviceNames, sliceNames, type ServiceName } from '@academy/contracts';
import {
  buildRuntimeConfig,
  productionNginxOptions,
  remoteMount,
  routeForPath,
  runtimeConfigEnvKeys,
  serviceRoute,
  REMOTE_CONTAINER_PORT,
} from '@academy/gateway';
import { describe, expect, it } from 'vitest';
import { backofficeConfigSchema, loadBackofficeConfig } from '@academy/service-backoffice/src/config.ts';
import { commerceConfigSchema, loadCommerceConfig } from '@academy/service-commerce/src/config.ts';
import { identityConfigSchema, loadIdentityConfig } from '@academy/service-identity/src/config.ts';
import { learningConfigSchema, loadLearningConfig } from '@academy/service-learning/src/config.ts';
import { loadToolsConfig, toolsConfigSchema } from '@academy/service-tools/src/config.ts';
import { leftToDefaults, SECRET_LOOKING_KEY } from '../src/environment.ts';
import { GATEWAY_NAME, migrationJobName, PRE_STOP_SECONDS } from '../src/objects.ts';
import { renderFiles } from '../src/render.ts';
import { defaultSettings } from '../src/settings.ts';
import { readManifests, validateManifestObject, type ManifestObject } from '../src/validate.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = path.resolve(root, '../..');

/** The committed files under manifests/ and examples/, by path. */
function committedFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const folder of ['manifests', 'examples']) {
    for (const entry of readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.relative(root, path.join(entry.parentPath, entry.name));
      files.set(file, readFileSync(path.join(root, file), 'utf8'));
    }
  }
  return files;
}

const files = committedFiles();
const objectsOf = (file: string) => readManifests(files.get(file) ?? '');
const manifests = [...files.keys()].filter((file) => file.startsWith('manifests/')).flatMap(objectsOf);
const [site] = objectsOf('examples/site.yaml');
const secrets = objectsOf('examples/secrets.yaml');

const find = (kind: string, name: string): ManifestObject => {
  const found = manifests.find((object) => object.kind === kind && object.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found;
};

interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: { name: string; containerPort: number }[];
  envFrom?: { configMapRef?: { name: string } }[];
  env?: { name: string; value?: string; valueFrom?: { configMapKeyRef?: Ref; secretKeyRef?: Ref } }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  readinessProbe?: { httpGet?: { path: string; port: string } };
  livenessProbe?: { httpGet?: { path: string; port: string } };
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
}
interface Ref {
  name: string;
  key: string;
  optional?: boolean;
}
interface PodSpec {
  containers: Container[];
  terminationGracePeriodSeconds?: number;
}
const podOf = (object: ManifestObject) => (object.spec as { template: { metadata: { labels: Record<string, string> }; spec: PodSpec } }).template;
const containerOf = (object: ManifestObject) => podOf(object).spec.containers[0] as Container;

/** A container's environment as the kubelet would give it, from the manifests' ConfigMaps and the examples' site values and Secrets. */
function resolvedEnvironment(container: Container): { env: Record<string, string>; sources: Record<string, 'config' | 'site' | 'secret'> } {
  const env: Record<string, string> = {};
  const sources: Record<string, 'config' | 'site' | 'secret'> = {};
  const dataOf = (kind: string, name: string) => {
    const object = kind === 'Secret' ? secrets.find((secret) => secret.metadata.name === name) : name === site?.metadata.name ? site : find(kind, name);
    return ((kind === 'Secret' ? object?.stringData : object?.data) ?? {}) as Record<string, string>;
  };
  for (const source of container.envFrom ?? []) {
    for (const [key, value] of Object.entries(dataOf('ConfigMap', source.configMapRef?.name ?? ''))) {
      env[key] = value;
      sources[key] = 'config';
    }
  }
  for (const variable of container.env ?? []) {
    const ref = variable.valueFrom?.secretKeyRef ?? variable.valueFrom?.configMapKeyRef;
    if (!ref) throw new Error(`${variable.name}: written in the Deployment, not read from a ConfigMap or Secret`);
    const fromSecret = variable.valueFrom?.secretKeyRef !== undefined;
    const value = dataOf(fromSecret ? 'Secret' : 'ConfigMap', ref.name)[ref.key];
    if (value === undefined && !ref.optional) throw new Error(`${variable.name}: ${ref.name} has no key ${ref.key}`);
    if (value !== undefined) env[variable.name] = value;
    sources[variable.name] = fromSecret ? 'secret' : ref.name === site?.metadata.name ? 'site' : 'config';
  }
  return { env, sources };
}

/** Each service's configuration schema (its keys) and loader, as the service reads its environment at start. */
const configurations: Record<ServiceName, { keys: string[]; load(env: NodeJS.ProcessEnv): unknown }> = {
  identity: { keys: Object.keys(identityConfigSchema.shape), load: loadIdentityConfig },
  learning: { keys: Object.keys(learningConfigSchema.shape), load: loadLearningConfig },
  tools: { keys: Object.keys(toolsConfigSchema.shape), load: loadToolsConfig },
  commerce: { keys: Object.keys(commerceConfigSchema.shape), load: loadCommerceConfig },
  backoffice: { keys: Object.keys(backofficeConfigSchema.shape), load: loadBackofficeConfig },
};

describe('the committed manifests', () => {
  it('are what the generator renders (npm -w @academy/kubernetes run render rewrites them)', () => {
    const rendered = renderFiles(defaultSettings);
    expect([...files.keys()].sort()).toEqual([...rendered.keys()].sort());
    for (const [file, text] of rendered) expect(files.get(file), file).toBe(text);
  });

  it('validate, object by object, against the Kubernetes API schemas', () => {
    expect(manifests.length).toBeGreaterThan(40);
    for (const file of files.keys()) expect(() => objectsOf(file), file).not.toThrow();
  });

  it('a broken object fails the validation: a field of the wrong type, a container without its name, an unknown kind', () => {
    const deployment = structuredClone(find('Deployment', 'tools'));
    expect(() => validateManifestObject(deployment)).not.toThrow();
    (deployment.spec as { replicas: unknown }).replicas = 'two';
    expect(() => validateManifestObject(deployment)).toThrow(/Deployment tools: .*replicas must be integer/);
    const nameless = structuredClone(find('Deployment', 'tools'));
    delete (containerOf(nameless) as Partial<Container>).name;
    expect(() => validateManifestObject(nameless)).toThrow(/containers\/0 must have required property name/);
    const ingress = structuredClone(find('Ingress', 'tools'));
    (ingress.spec as { rules: { http: { paths: { pathType: unknown }[] } }[] }).rules[0]!.http.paths[0]!.pathType = 7;
    expect(() => validateManifestObject(ingress)).toThrow(/Ingress tools: .*pathType must be string/);
    expect(() => validateManifestObject({ apiVersion: 'apps/v1', kind: 'Deploymnet', metadata: { name: 'x' } })).toThrow(/not a kind/);
  });
});

describe.each(serviceNames.map((name) => [name] as const))('%s', (name) => {
  const deployment = find('Deployment', name);
  const container = containerOf(deployment);
  const port = serviceRoute(name).defaultPort;

  it('has a Deployment, a Service on its route-table port (the host the gateway proxies to), an autoscaler and a disruption budget', () => {
    const labels = podOf(deployment).metadata.labels;
    const service = find('Service', name).spec as { selector: Record<string, string>; ports: { port: number; targetPort: string }[] };
    expect(service.ports).toEqual([expect.objectContaining({ port, targetPort: 'http' })]);
    expect(container.ports).toEqual([expect.objectContaining({ name: 'http', containerPort: port })]);
    for (const [key, value] of Object.entries(service.selector)) expect(labels[key]).toBe(value);
    const upstream = productionNginxOptions().upstreams[name];
    expect(upstream).toEqual({ host: name, port });
    const hpa = find('HorizontalPodAutoscaler', name).spec as { scaleTargetRef: unknown; minReplicas: number; maxReplicas: number };
    expect(hpa.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name });
    expect(hpa.minReplicas).toBeGreaterThanOrEqual(2);
    const pdb = find('PodDisruptionBudget', name).spec as { minAvailable: number; selector: { matchLabels: Record<string, string> } };
    expect(pdb.minAvailable).toBe(1);
    for (const [key, value] of Object.entries(pdb.selector.matchLabels)) expect(labels[key]).toBe(value);
    expect(deployment.spec).not.toHaveProperty('replicas');
  });

  it('is ready on /readyz and alive on /healthz, with requests and limits', () => {
    expect(container.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: 'http' });
    expect(container.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
    for (const resource of ['cpu', 'memory']) {
      expect(container.resources?.requests?.[resource], resource).toBeDefined();
      expect(container.resources?.limits?.[resource], resource).toBeDefined();
    }
  });

  it('is left out of the endpoints before it is stopped, and given the time to drain its requests and its relay', () => {
    expect(container.lifecycle?.preStop?.exec?.command).toEqual(['sleep', String(PRE_STOP_SECONDS)]);
    // service-kit: requests in flight get 10 s, the relay's delivery in flight up to its 10 s timeout.
    expect(podOf(deployment).spec.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(PRE_STOP_SECONDS + 10 + 10);
  });

  it('is given every key its configuration reads, but those whose default is right (and those named with the reason)', () => {
    const { sources } = resolvedEnvironment(container);
    const provided = Object.keys(sources);
    const defaults = Object.keys(leftToDefaults[name]);
    expect([...provided, ...defaults].sort()).toEqual([...configurations[name].keys].sort());
    expect(provided.filter((key) => defaults.includes(key))).toEqual([]);
  });

  it('starts with that environment as the service reads it in production (the examples’ values)', () => {
    const { env } = resolvedEnvironment(container);
    expect(env.NODE_ENV).toBe('production');
    expect(() => configurations[name].load(env)).not.toThrow();
  });

  it('reads every secret-looking key from a Secret, and no ConfigMap holds one', () => {
    const { sources } = resolvedEnvironment(container);
    const secretLooking = Object.keys(sources).filter((key) => SECRET_LOOKING_KEY.test(key));
    expect(secretLooking).toContain('DATABASE_URL');
    for (const key of secretLooking) expect(sources[key], key).toBe('secret');
    const configMaps = [...manifests.filter((object) => object.kind === 'ConfigMap'), site as ManifestObject];
    for (const configMap of configMaps) expect(Object.keys((configMap.data ?? {}) as object).filter((key) => SECRET_LOOKING_KEY.test(key))).toEqual([]);
  });

  it('reaches its own PostgreSQL by URL, and the other services by their Service names', () => {
    const { env } = resolvedEnvironment(container);
    expect(new URL(env.DATABASE_URL ?? '').pathname).toBe(`/${name}`);
    if (name !== 'identity') expect(env.IDENTITY_URL).toBe(`http://identity:${serviceRoute('identity').defaultPort}`);
    for (const subscriber of (env.EVENT_SUBSCRIBERS ?? '').split(',').filter(Boolean)) {
      const [consumer = '', url = ''] = subscriber.split('=');
      expect(url).toBe(`http://${consumer}:${serviceRoute(consumer as ServiceName).defaultPort}`);
      expect(find('Service', consumer)).toBeDefined();
    }
  });

  it('has a migration Job of its own image that runs its migrate command with its DATABASE_URL alone', () => {
    const job = objectsOf(`manifests/${name}/migrate.yaml`);
    expect(job.map((object) => `${object.kind} ${object.metadata.name}`)).toEqual([`Job ${migrationJobName(name)}`]);
    const migrate = containerOf(job[0] as ManifestObject);
    expect(migrate.image).toBe(container.image);
    expect(migrate.command).toEqual(['node', '--import', 'tsx', 'src/migrate.ts']);
    expect(existsSync(path.join(repoRoot, 'services', name, 'src', 'migrate.ts'))).toBe(true);
    expect(migrate.env?.map((variable) => [variable.name, variable.valueFrom?.secretKeyRef?.name])).toEqual([['DATABASE_URL', `${name}-secrets`]]);
  });
});

/** The Service an Ingress path sends a request to: Prefix paths match whole segments, the longest wins (as the Ingress API defines it). */
function ingressBackend(urlPath: string): string | undefined {
  let best: { length: number; service: string } | undefined;
  for (const ingress of manifests.filter((object) => object.kind === 'Ingress')) {
    const rules = (ingress.spec as { rules: { host: string; http: { paths: { path: string; pathType: string; backend: { service: { name: string } } }[] } }[] })
      .rules;
    for (const rule of rules) {
      expect(rule.host).toBe(defaultSettings.host);
      for (const { path: prefix, pathType, backend } of rule.http.paths) {
        expect(pathType).toBe('Prefix');
        const segments = prefix.split('/').filter(Boolean);
        const requested = urlPath.split('/').filter(Boolean);
        const matches = segments.every((segment, index) => requested[index] === segment);
        if (matches && (!best || prefix.length > best.length)) best = { length: prefix.length, service: backend.service.name };
      }
    }
  }
  return best?.service;
}

describe('the Ingress rules', () => {
  const samplePath = (operationPath: string) => operationPath.replace(/:[A-Za-z_]+/g, '7');

  it('send every public operation’s path to the service that owns it in the route table', () => {
    const routed = apiOperations.filter((operation) => operation.access !== 'internal');
    expect(routed.length).toBeGreaterThan(50);
    for (const operation of routed) {
      const sample = samplePath(operation.path);
      expect(routeForPath(sample)?.service.name, sample).toBe(operation.service);
      expect(ingressBackend(sample), sample).toBe(operation.service);
    }
  });

  it('give each slice its own Ingress with its own paths only', () => {
    for (const name of serviceNames) {
      const ingress = find('Ingress', name);
      const paths = (ingress.spec as { rules: { http: { paths: { path: string; backend: { service: { name: string } } }[] } }[] }).rules[0]?.http.paths ?? [];
      const remote = (sliceNames as readonly string[]).includes(name) ? [remoteMount(name as (typeof sliceNames)[number]).urlPrefix] : [];
      expect(paths.map((entry) => entry.path)).toEqual([...serviceRoute(name).prefixes, ...remote]);
      expect(new Set(paths.map((entry) => entry.backend.service.name))).toEqual(new Set([name, ...remote.map(() => `mfe-${name}`)]));
    }
  });

  it('leave the rest to the gateway: the shell, its pages, /config.json, an unknown API path, the services’ internal paths', () => {
    for (const urlPath of ['/', '/dashboard', '/config.json', '/static/app.js', '/api/unknown', '/api/modulesX', '/internal/events', '/healthz', '/metrics'])
      expect(ingressBackend(urlPath), urlPath).toBe(GATEWAY_NAME);
  });
});

describe('the static bundles', () => {
  it.each(sliceNames.map((slice) => [slice] as const))(
    'mfe-%s: its own pods serve its bundle, where the gateway proxies its prefix and the Ingress sends it',
    (slice) => {
      const mount = remoteMount(slice);
      const container = containerOf(find('Deployment', `mfe-${slice}`));
      expect(container.image).toContain(`/mfe-${slice}:`);
      expect(container.readinessProbe?.httpGet?.path).toBe(mount.manifestPath);
      expect((find('Service', `mfe-${slice}`).spec as { ports: { port: number }[] }).ports[0]?.port).toBe(REMOTE_CONTAINER_PORT);
      const remotes = productionNginxOptions().remotes;
      expect(remotes && 'upstreams' in remotes ? remotes.upstreams[slice] : undefined).toEqual({ host: `mfe-${slice}`, port: REMOTE_CONTAINER_PORT });
      expect(ingressBackend(`${mount.urlPrefix}remoteEntry.js`)).toBe(`mfe-${slice}`);
      for (const kind of ['HorizontalPodAutoscaler', 'PodDisruptionBudget']) expect(find(kind, `mfe-${slice}`)).toBeDefined();
    },
  );

  it('the shell: the gateway’s pods, given the runtime configuration’s keys from the site’s values', () => {
    const container = containerOf(find('Deployment', GATEWAY_NAME));
    expect(container.image).toContain('/gateway:');
    const { env, sources } = resolvedEnvironment(container);
    expect(Object.keys(sources).sort()).toEqual([...runtimeConfigEnvKeys].sort());
    expect(() => buildRuntimeConfig(env)).not.toThrow();
    for (const kind of ['Service', 'HorizontalPodAutoscaler', 'PodDisruptionBudget']) expect(find(kind, GATEWAY_NAME)).toBeDefined();
  });
});
