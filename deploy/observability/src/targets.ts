import { platformOperations, serviceNames, serviceOperations, type ApiOperation, type ServiceName } from '@academy/contracts';
import { GATEWAY_STATUS_PATH, GATEWAY_STATUS_PORT, composeGatewayService, composeServiceHost, serviceRoutes } from '@academy/gateway';

/*
 * What the observability profile watches, in the compose topology (docker-compose.yml): the five
 * services on their route-table ports, the gateway's stub_status through an nginx exporter, and
 * PostgreSQL through its exporter. The host names are compose's service names.
 */

/** The compose services of the `observability` profile and the exporters' ports. */
export const observabilityProfile = 'observability';
export const prometheusHost = 'prometheus';
export const grafanaHost = 'grafana';
export const traceStoreHost = 'jaeger';
export const nginxExporter = { host: 'nginx-exporter', port: 9113 } as const;
export const postgresExporter = { host: 'postgres-exporter', port: 9187 } as const;
export const PROMETHEUS_PORT = 9090;
export const GRAFANA_PORT = 3000;
/** Jaeger's UI and query API. */
export const TRACE_STORE_UI_PORT = 16686;
/** OTLP over HTTP (the services' exporter; /v1/traces is appended by it). OTLP over gRPC is 4317. */
export const OTLP_HTTP_PORT = 4318;
export const OTLP_GRPC_PORT = 4317;
/** What the services' OTEL_EXPORTER_OTLP_ENDPOINT is when the profile is on. */
export const otlpEndpoint = `http://${traceStoreHost}:${OTLP_HTTP_PORT}`;

/** The URL the nginx exporter reads the gateway's stub_status from (its listener of its own, never the public one). */
export const gatewayStatusUrl = `http://${composeGatewayService}:${GATEWAY_STATUS_PORT}${GATEWAY_STATUS_PATH}`;

/** Prometheus jobs: one per service (so `up{job="learning"}` names the service), the gateway, PostgreSQL and Prometheus itself. */
export const serviceJobs: readonly { job: ServiceName; target: string }[] = serviceRoutes.map((route) => ({
  job: route.name,
  target: `${composeServiceHost(route.name)}:${route.defaultPort}`,
}));
export const gatewayJob = 'gateway';
export const postgresJob = 'postgres';
export const prometheusJob = 'prometheus';

/** The kit's own routes every service answers: probes and scrapes, left out of error rates and latencies. */
export const probeOperations = ['health', 'readiness', 'metrics'] as const satisfies readonly (keyof typeof platformOperations)[];

/** A service's operations by their label (the name in their table), its own first, then the kit's. */
export function operationsByLabel(service: ServiceName): [string, ApiOperation][] {
  return [...Object.entries(serviceOperations[service]), ...Object.entries(platformOperations)];
}

/** Operations whose answer is a stream: its duration is the stream's life, not a latency. */
export function streamOperations(service: ServiceName): string[] {
  return operationsByLabel(service)
    .filter(([, operation]) => operation.produces === 'text/event-stream')
    .map(([name]) => name);
}

export { serviceNames };

/** Where compose mounts this folder's files in the containers. */
export const PROMETHEUS_CONFIG_DIR = '/etc/prometheus';
export const GRAFANA_PROVISIONING_DIR = '/etc/grafana/provisioning';
export const GRAFANA_DASHBOARDS_DIR = '/etc/grafana/dashboards';
