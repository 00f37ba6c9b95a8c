import { stringify } from 'yaml';
import { alertGroups } from './alerts.ts';
import { dashboards } from './dashboards.ts';
import { prometheusDatasource, renderDashboard, traceDatasource } from './grafana.ts';
import {
  GRAFANA_DASHBOARDS_DIR,
  PROMETHEUS_CONFIG_DIR,
  PROMETHEUS_PORT,
  TRACE_STORE_UI_PORT,
  gatewayJob,
  nginxExporter,
  postgresExporter,
  postgresJob,
  prometheusHost,
  prometheusJob,
  serviceJobs,
  traceStoreHost,
} from './targets.ts';

/*
 * Every file of prometheus/ and grafana/, by its path in this folder. `npm run render` writes them;
 * the test renders them again and compares, so the committed files are always these.
 */

const header = (what: string) =>
  `# ${what}\n# Rendered from deploy/observability/src by \`npm -w @academy/observability run render\`: edit the source, not this file.\n`;
const yaml = (what: string, value: unknown) => header(what) + stringify(value, { lineWidth: 0 });

export const SCRAPE_INTERVAL = '15s';
export const ALERTS_FILE = 'alerts.yml';

export function prometheusConfig() {
  const job = (name: string, target: string) => ({ job_name: name, metrics_path: '/metrics', static_configs: [{ targets: [target] }] });
  return {
    global: { scrape_interval: SCRAPE_INTERVAL, evaluation_interval: SCRAPE_INTERVAL },
    rule_files: [`${PROMETHEUS_CONFIG_DIR}/${ALERTS_FILE}`],
    scrape_configs: [
      ...serviceJobs.map(({ job: name, target }) => job(name, target)),
      job(gatewayJob, `${nginxExporter.host}:${nginxExporter.port}`),
      job(postgresJob, `${postgresExporter.host}:${postgresExporter.port}`),
      job(prometheusJob, `localhost:${PROMETHEUS_PORT}`),
    ],
  };
}

export function grafanaDatasources() {
  return {
    apiVersion: 1,
    datasources: [
      {
        name: 'Prometheus',
        uid: prometheusDatasource.uid,
        type: prometheusDatasource.type,
        access: 'proxy',
        url: `http://${prometheusHost}:${PROMETHEUS_PORT}`,
        isDefault: true,
        editable: false,
        jsonData: { timeInterval: SCRAPE_INTERVAL },
      },
      {
        name: 'Jaeger',
        uid: traceDatasource.uid,
        type: traceDatasource.type,
        access: 'proxy',
        url: `http://${traceStoreHost}:${TRACE_STORE_UI_PORT}`,
        editable: false,
      },
    ],
  };
}

export function grafanaDashboardProvider() {
  return {
    apiVersion: 1,
    providers: [
      {
        name: 'academy',
        folder: 'Academy',
        type: 'file',
        disableDeletion: true,
        allowUiUpdates: false,
        updateIntervalSeconds: 30,
        options: { path: GRAFANA_DASHBOARDS_DIR, foldersFromFilesStructure: false },
      },
    ],
  };
}

/** Path in this folder → content. */
export function renderFiles(): Map<string, string> {
  const files = new Map<string, string>();
  files.set('prometheus/prometheus.yml', yaml('Prometheus: what it scrapes (the compose topology) and the alert rules it evaluates.', prometheusConfig()));
  files.set(`prometheus/${ALERTS_FILE}`, yaml('Alert rules; what each means and what to do: deploy/observability/README.md.', { groups: alertGroups() }));
  files.set('grafana/provisioning/datasources/academy.yml', yaml('Grafana data sources: Prometheus and the trace store.', grafanaDatasources()));
  files.set(
    'grafana/provisioning/dashboards/academy.yml',
    yaml('Grafana loads the dashboards of grafana/dashboards/ from this folder in the container.', grafanaDashboardProvider()),
  );
  for (const [name, spec] of Object.entries(dashboards())) files.set(`grafana/dashboards/${name}`, `${JSON.stringify(renderDashboard(spec), null, 2)}\n`);
  return files;
}
