import { createHash } from 'node:crypto';
import { defaultServicePorts, sliceNames, type ServiceName, type SliceName } from '@academy/contracts';
import { composeRemoteService, composeServiceHost, remoteMount, serviceRoute, REMOTE_CONTAINER_PORT, runtimeConfigPath } from '@academy/gateway';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress, type IHTTPIngressPath } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Service, type IContainer, type IEnvVar, type IProbe, type IResourceRequirements } from 'kubernetes-models/v1';
import { configMapOf, gatewayEnvironment, serviceEnvironment, SITE_CONFIG_MAP, type KeySource } from './environment.ts';
import type { ClusterSettings } from './settings.ts';

export type KubernetesObject = ConfigMap | Deployment | HorizontalPodAutoscaler | Ingress | Job | PodDisruptionBudget | Service;

/** What a workload is: a service (Express), a remote's static bundle, or the gateway with the shell. */
type Component = 'service' | 'remote' | 'gateway';

interface Workload {
  /** Deployment and Service name: the host name the gateway's nginx.conf proxies to. */
  readonly name: string;
  readonly component: Component;
  /** The slice it belongs to (the gateway: the platform). */
  readonly slice: ServiceName | 'platform';
  readonly image: string;
  readonly port: number;
  readonly env: IEnvVar[];
  /**
   * Its own ConfigMap's values (read whole, by envFrom), or none. Their digest is an annotation of
   * the pod template, so a changed value rolls the pods as a changed image does.
   */
  readonly config?: Record<string, string>;
  /** Paths the kubelet asks: ready (taking traffic) and live (worth keeping). */
  readonly probes: { readonly ready: string; readonly live: string };
  readonly resources: IResourceRequirements;
  readonly replicas: { readonly min: number; readonly max: number };
  /** Run as this user (the image's own): a service runs as node; nginx starts as root and drops to its user. */
  readonly user?: number;
}

/**
 * Seconds a stopping pod keeps serving before it is told to stop: the ingress controller and the
 * Services' endpoints take a moment to forget it, and a request they still send it must be answered.
 */
export const PRE_STOP_SECONDS = 5;
/**
 * A service stops (SIGTERM, service-kit's listen().stop): it stops taking connections, lets the
 * requests in flight finish (connections still open after 10 s are closed), stops the outbox relay
 * after its delivery in flight (bounded by its 10 s request timeout), runs its shutdown steps and
 * closes the pool. The pre-stop wait, those two bounds and a margin for the pool.
 */
export const TERMINATION_GRACE_SECONDS = PRE_STOP_SECONDS + 10 + 10 + 5;

const labelsOf = (workload: Pick<Workload, 'name' | 'component' | 'slice'>) => ({
  'app.kubernetes.io/name': workload.name,
  'app.kubernetes.io/component': workload.component,
  'app.kubernetes.io/part-of': 'academy',
  'academy/slice': workload.slice,
});
const selectorOf = (name: string) => ({ 'app.kubernetes.io/name': name, 'app.kubernetes.io/part-of': 'academy' });

export const imageOf = (settings: ClusterSettings, repository: string) => `${settings.registry}/${repository}:${settings.tag}`;

/** The keys of a container's environment that come from the site's ConfigMap or a Secret, each by name (its own ConfigMap comes whole, by envFrom). */
function envVars(keys: Record<string, KeySource>): IEnvVar[] {
  return Object.entries(keys).flatMap(([name, source]): IEnvVar[] => {
    const optional = source.from !== 'config' && source.optional ? { optional: true } : {};
    if (source.from === 'site') return [{ name, valueFrom: { configMapKeyRef: { name: SITE_CONFIG_MAP, key: name, ...optional } } }];
    if (source.from === 'secret') return [{ name, valueFrom: { secretKeyRef: { name: source.secret, key: name, ...optional } } }];
    return [];
  });
}

/** The values of a ConfigMap the platform renders (the keys whose source is `config`). */
const configData = (keys: Record<string, KeySource>) =>
  Object.fromEntries(Object.entries(keys).flatMap(([key, source]) => (source.from === 'config' ? [[key, source.value]] : [])));

const httpProbe = (path: string, periodSeconds: number, failureThreshold: number): IProbe => ({
  httpGet: { path, port: 'http' },
  periodSeconds,
  timeoutSeconds: 2,
  failureThreshold,
});

function container(workload: Workload): IContainer {
  return {
    name: workload.component === 'service' ? 'service' : 'nginx',
    image: workload.image,
    ports: [{ name: 'http', containerPort: workload.port, protocol: 'TCP' }],
    ...(workload.config ? { envFrom: [{ configMapRef: { name: configMapOf(workload.name) } }] } : {}),
    env: workload.env,
    resources: workload.resources,
    // Start-up applies migrations (none left after the Job) and loads content before it listens.
    startupProbe: httpProbe(workload.probes.live, 2, 30),
    readinessProbe: httpProbe(workload.probes.ready, 5, 2),
    livenessProbe: httpProbe(workload.probes.live, 10, 3),
    lifecycle: { preStop: { exec: { command: ['sleep', String(PRE_STOP_SECONDS)] } } },
    securityContext: {
      allowPrivilegeEscalation: false,
      ...(workload.user === undefined ? {} : { runAsNonRoot: true, runAsUser: workload.user, capabilities: { drop: ['ALL'] } }),
    },
  };
}

/** A workload's Deployment (its replica count left to its autoscaler), Service, autoscaler and disruption budget. */
function workloadObjects(workload: Workload): KubernetesObject[] {
  const labels = labelsOf(workload);
  const metadata = { name: workload.name, labels };
  return [
    new Deployment({
      metadata,
      spec: {
        selector: { matchLabels: selectorOf(workload.name) },
        revisionHistoryLimit: 5,
        // A new pod must be ready before an old one goes: capacity never drops during a rollout.
        strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
        template: {
          metadata: {
            labels,
            ...(workload.config
              ? { annotations: { 'academy/config-sha256': createHash('sha256').update(JSON.stringify(workload.config)).digest('hex') } }
              : {}),
          },
          spec: {
            terminationGracePeriodSeconds: workload.component === 'service' ? TERMINATION_GRACE_SECONDS : PRE_STOP_SECONDS + 15,
            automountServiceAccountToken: false,
            securityContext: { seccompProfile: { type: 'RuntimeDefault' } },
            containers: [container(workload)],
          },
        },
      },
    }),
    new Service({
      metadata,
      spec: { type: 'ClusterIP', selector: selectorOf(workload.name), ports: [{ name: 'http', port: workload.port, targetPort: 'http', protocol: 'TCP' }] },
    }),
    new HorizontalPodAutoscaler({
      metadata,
      spec: {
        scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: workload.name },
        minReplicas: workload.replicas.min,
        maxReplicas: workload.replicas.max,
        metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }],
      },
    }),
    new PodDisruptionBudget({ metadata, spec: { minAvailable: 1, selector: { matchLabels: selectorOf(workload.name) } } }),
  ];
}

const serviceResources: IResourceRequirements = { requests: { cpu: '100m', memory: '256Mi' }, limits: { cpu: '1', memory: '512Mi' } };
const nginxResources: IResourceRequirements = { requests: { cpu: '50m', memory: '64Mi' }, limits: { cpu: '500m', memory: '128Mi' } };
/** The service image's user (node:20-bookworm-slim's node), named by number so runAsNonRoot can check it. */
const NODE_USER = 1000;

/** A service: its ConfigMap of platform values, its workload, and the Job that migrates its database. */
export function serviceObjects(name: ServiceName, settings: ClusterSettings): KubernetesObject[] {
  const environment = serviceEnvironment(name, settings);
  const image = imageOf(settings, `service-${name}`);
  const data = configData(environment);
  return [
    new ConfigMap({ metadata: { name: configMapOf(name), labels: labelsOf({ name, component: 'service', slice: name }) }, data }),
    ...workloadObjects({
      name: composeServiceHost(name),
      component: 'service',
      slice: name,
      image,
      port: defaultServicePorts[name],
      env: envVars(environment),
      config: data,
      probes: { ready: '/readyz', live: '/healthz' },
      resources: serviceResources,
      replicas: { min: 2, max: 6 },
      user: NODE_USER,
    }),
  ];
}

export const migrationJobName = (name: ServiceName) => `${name}-migrate`;

/**
 * The Job applied before a service's rollout: its image's migrate command (src/migrate.ts) with its
 * DATABASE_URL alone. The new pods then find no migration left, and several of them starting at
 * once never race to apply one.
 */
export function migrationJob(name: ServiceName, settings: ClusterSettings): Job {
  const labels = { ...labelsOf({ name: migrationJobName(name), component: 'service', slice: name }), 'app.kubernetes.io/component': 'migration' };
  return new Job({
    metadata: { name: migrationJobName(name), labels },
    spec: {
      backoffLimit: 2,
      activeDeadlineSeconds: 600,
      template: {
        metadata: { labels },
        spec: {
          restartPolicy: 'Never',
          automountServiceAccountToken: false,
          securityContext: { seccompProfile: { type: 'RuntimeDefault' } },
          containers: [
            {
              name: 'migrate',
              image: imageOf(settings, `service-${name}`),
              command: ['node', '--import', 'tsx', 'src/migrate.ts'],
              env: envVars({ DATABASE_URL: serviceEnvironment(name, settings).DATABASE_URL as KeySource }),
              resources: { requests: { cpu: '100m', memory: '128Mi' }, limits: { cpu: '500m', memory: '256Mi' } },
              securityContext: { allowPrivilegeEscalation: false, runAsNonRoot: true, runAsUser: NODE_USER, capabilities: { drop: ['ALL'] } },
            },
          ],
        },
      },
    },
  });
}

/** A remote's static bundle in its own nginx (mfe.Dockerfile), named as the gateway's nginx.conf proxies to it. */
export function remoteObjects(slice: SliceName, settings: ClusterSettings): KubernetesObject[] {
  const mount = remoteMount(slice);
  return workloadObjects({
    name: composeRemoteService(slice),
    component: 'remote',
    slice,
    image: imageOf(settings, `mfe-${slice}`),
    port: REMOTE_CONTAINER_PORT,
    env: [],
    probes: { ready: mount.manifestPath, live: mount.manifestPath },
    resources: nginxResources,
    replicas: { min: 2, max: 4 },
  });
}

export const GATEWAY_NAME = 'gateway';
export const GATEWAY_PORT = 80;

/** The gateway: nginx with the shell's bundle, the page documents and /config.json (gateway/Dockerfile). */
export function gatewayObjects(settings: ClusterSettings): KubernetesObject[] {
  return workloadObjects({
    name: GATEWAY_NAME,
    component: 'gateway',
    slice: 'platform',
    image: imageOf(settings, 'gateway'),
    port: GATEWAY_PORT,
    env: envVars(gatewayEnvironment()),
    probes: { ready: runtimeConfigPath, live: runtimeConfigPath },
    resources: nginxResources,
    replicas: { min: 2, max: 4 },
  });
}

/**
 * The Ingress a slice owns: the API prefixes of its operations (the route table's, made from the
 * contracts) to its service, and its remote's bundle to its remote's pods. A prefix without a
 * trailing slash owns itself and what is below it, as a Prefix path does.
 */
export function sliceIngress(name: ServiceName, settings: ClusterSettings): Ingress {
  const api: IHTTPIngressPath[] = serviceRoute(name).prefixes.map((prefix) => ({
    path: prefix,
    pathType: 'Prefix',
    backend: { service: { name: composeServiceHost(name), port: { name: 'http' } } },
  }));
  const remote: IHTTPIngressPath[] = (sliceNames as readonly string[]).includes(name)
    ? [
        {
          path: remoteMount(name as SliceName).urlPrefix,
          pathType: 'Prefix',
          backend: { service: { name: composeRemoteService(name as SliceName), port: { name: 'http' } } },
        },
      ]
    : [];
  return ingress(name, name, [...api, ...remote], settings);
}

/** The platform's Ingress: everything no slice owns goes to the gateway (the shell, its pages, /config.json, an unknown /api path's 404). */
export function platformIngress(settings: ClusterSettings): Ingress {
  return ingress(GATEWAY_NAME, 'platform', [{ path: '/', pathType: 'Prefix', backend: { service: { name: GATEWAY_NAME, port: { name: 'http' } } } }], settings);
}

function ingress(name: string, slice: Workload['slice'], paths: IHTTPIngressPath[], settings: ClusterSettings): Ingress {
  return new Ingress({
    metadata: { name, labels: labelsOf({ name, component: slice === 'platform' ? 'gateway' : 'service', slice }) },
    spec: {
      ingressClassName: settings.ingressClass,
      tls: [{ hosts: [settings.host], secretName: settings.tlsSecret }],
      rules: [{ host: settings.host, http: { paths } }],
    },
  });
}
