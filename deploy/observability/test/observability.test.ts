import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SyntaxNode } from '@lezer/common';
import { parser } from '@prometheus-io/lezer-promql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { platformOperations, serviceNames, serviceOperations, sliceNames, type ServiceName } from '@academy/contracts';
import { loadBackofficeConfig } from '@academy/service-backoffice/src/config.ts';
import { createBackofficeService } from '@academy/service-backoffice/src/http/server.ts';
import { loadCommerceConfig } from '@academy/service-commerce/src/config.ts';
import { createCommerceService } from '@academy/service-commerce/src/http/server.ts';
import { loadIdentityConfig } from '@academy/service-identity/src/config.ts';
import { createIdentityServer } from '@academy/service-identity/src/http/server.ts';
import { loadLearningConfig } from '@academy/service-learning/src/config.ts';
import { createLearningService } from '@academy/service-learning/src/http/server.ts';
import { loadToolsConfig } from '@academy/service-tools/src/config.ts';
import { createToolsService } from '@academy/service-tools/src/http/server.ts';
import { renderFiles } from '../src/render.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (relative: string) => readFileSync(path.join(root, relative), 'utf8');

interface RuleFile {
  groups: { name: string; rules: { alert: string; expr: string; for: string; labels: Record<string, string>; annotations: Record<string, string> }[] }[];
}
interface GrafanaTarget {
  refId: string;
  expr: string;
  datasource?: { type: string; uid: string };
}
interface GrafanaPanel {
  id: number;
  type: string;
  title: string;
  gridPos: { x: number; y: number; w: number; h: number };
  datasource?: { type: string; uid: string };
  targets?: GrafanaTarget[];
  panels?: GrafanaPanel[];
}
interface GrafanaDashboard {
  uid: string;
  title: string;
  panels: GrafanaPanel[];
}

const rules = parse(read('prometheus/alerts.yml')) as RuleFile;
const alerts = rules.groups.flatMap((group) => group.rules);
const dashboardFiles = readdirSync(path.join(root, 'grafana/dashboards')).filter((name) => name.endsWith('.json'));
const dashboards = new Map(dashboardFiles.map((name) => [name.replace(/\.json$/, ''), JSON.parse(read(`grafana/dashboards/${name}`)) as GrafanaDashboard]));
const panelsOf = (dashboard: GrafanaDashboard): GrafanaPanel[] => dashboard.panels.flatMap((panel) => [panel, ...(panel.panels ?? [])]);
const exprsOf = (dashboard: GrafanaDashboard) => panelsOf(dashboard).flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));

/**
 * What the assembled services expose: each built as `npm start` or compose would (its own loader,
 * its own assembly), never started, so no database is needed; their registries list every metric
 * with its labels. Histograms are read as Prometheus stores them (_bucket with le, _sum, _count).
 */
type Exposed = Map<string, Set<string>>;
const exposed = new Map<ServiceName, Exposed>();

/** Figures of the exporters the profile runs (their documented metrics) and Prometheus's own `up`. */
const exporterMetrics: Exposed = new Map(
  Object.entries({
    up: ['job', 'instance'],
    // prometheuscommunity/postgres-exporter: whether its last connection to PostgreSQL succeeded.
    pg_up: ['job', 'instance'],
    // nginx/nginx-prometheus-exporter, from stub_status.
    nginx_up: ['job', 'instance'],
    nginx_http_requests_total: ['job', 'instance'],
    ...Object.fromEntries(
      ['active', 'reading', 'writing', 'waiting', 'accepted', 'handled'].map((state) => [`nginx_connections_${state}`, ['job', 'instance']]),
    ),
  }).map(([name, labels]) => [name, new Set(labels)]),
);

beforeAll(async () => {
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: 'postgres://academy@127.0.0.1:9/unused',
    OIDC_ISSUER: 'http://127.0.0.1:9/issuer',
    OIDC_CLIENT_ID: 'academy',
    OIDC_CLIENT_SECRET: 'client-secret-of-the-test',
    STRIPE_SECRET_KEY: 'sk_test_unused',
    STRIPE_WEBHOOK_SECRET: 'whsec_unused',
    SMTP_URL: 'smtp://127.0.0.1:9',
  };
  const services = {
    identity: () => createIdentityServer(loadIdentityConfig(env)),
    learning: () => createLearningService(loadLearningConfig(env)),
    tools: () => createToolsService(loadToolsConfig(env)),
    commerce: () => createCommerceService(loadCommerceConfig(env)),
    backoffice: () => createBackofficeService(loadBackofficeConfig(env)),
  } satisfies Record<ServiceName, unknown>;
  for (const name of serviceNames) {
    const service = await services[name]();
    const names: Exposed = new Map();
    for (const metric of await service.metrics.registry.getMetricsAsArray()) {
      const labels = new Set(['service', 'job', 'instance', ...((metric as unknown as { labelNames?: string[] }).labelNames ?? [])]);
      if (String(metric.type) === 'histogram') {
        names.set(`${metric.name}_bucket`, new Set([...labels, 'le']));
        names.set(`${metric.name}_sum`, labels);
        names.set(`${metric.name}_count`, labels);
      } else {
        names.set(metric.name, labels);
      }
    }
    exposed.set(name, names);
    await service.database.close();
  }
}, 60_000);

/** The metric names an expression selects, with the label names of its selectors, and the labels it groups by. */
function parsePromql(expr: string): { errors: string[]; selectors: { metric: string; labels: string[] }[]; grouping: string[] } {
  // Grafana's own variables are replaced before Prometheus sees the query.
  const query = expr.replaceAll('$__rate_interval', '5m');
  const tree = parser.parse(query);
  const errors: string[] = [];
  const selectors: { metric: string; labels: string[] }[] = [];
  const grouping: string[] = [];
  const text = (node: SyntaxNode) => query.slice(node.from, node.to);
  tree.iterate({
    enter(ref) {
      if (ref.type.isError) errors.push(`at ${ref.from}: ${query.slice(Math.max(0, ref.from - 20), ref.to + 20)}`);
      if (ref.name === 'VectorSelector') {
        const node = ref.node;
        const identifier = node.getChild('Identifier');
        const labels = node
          .getChild('LabelMatchers')
          ?.getChildren('UnquotedLabelMatcher')
          .flatMap((matcher) => {
            const label = matcher.getChild('LabelName');
            return label ? [text(label)] : [];
          });
        if (identifier) selectors.push({ metric: text(identifier), labels: labels ?? [] });
      }
      if (ref.name === 'GroupingLabels') for (const label of ref.node.getChildren('LabelName')) grouping.push(text(label));
    },
  });
  return { errors, selectors, grouping };
}

/** Checks an expression's selectors against what is exposed: every metric exists and has the labels it is matched on. */
function unknownNames(expr: string, known: Exposed): string[] {
  const { selectors, grouping } = parsePromql(expr);
  const problems: string[] = [];
  const allLabels = new Set<string>();
  for (const { metric, labels } of selectors) {
    const metricLabels = known.get(metric);
    if (!metricLabels) {
      problems.push(`no metric ${metric}`);
      continue;
    }
    for (const label of metricLabels) allLabels.add(label);
    for (const label of labels) if (!metricLabels.has(label)) problems.push(`${metric} has no label ${label}`);
  }
  for (const label of grouping) if (!allLabels.has(label)) problems.push(`grouped by ${label}, which none of its metrics has`);
  return problems;
}

function everything(): Exposed {
  const all: Exposed = new Map(exporterMetrics);
  for (const names of exposed.values()) for (const [name, labels] of names) all.set(name, new Set([...(all.get(name) ?? []), ...labels]));
  return all;
}

describe('the rendered files', () => {
  it('are committed as src/ renders them (npm -w @academy/observability run render)', () => {
    const files = renderFiles();
    for (const [relative, content] of files) expect(read(relative), relative).toBe(content);
    expect(dashboardFiles.map((name) => `grafana/dashboards/${name}`).sort()).toEqual(
      [...files.keys()].filter((file) => file.startsWith('grafana/dashboards/')).sort(),
    );
  });
});

describe('every PromQL expression', () => {
  const expressions = [
    ...alerts.map((rule) => ({ where: rule.alert, expr: rule.expr })),
    ...[...dashboards].flatMap(([name, d]) => exprsOf(d).map((expr) => ({ where: name, expr }))),
  ];

  it('parses (the Prometheus project’s own PromQL grammar)', () => {
    expect(expressions.length).toBeGreaterThan(100);
    for (const { where, expr } of expressions) expect(parsePromql(expr).errors, `${where}: ${expr}`).toEqual([]);
  });

  it('names metrics and labels the services or the profile’s exporters expose', () => {
    const known = everything();
    for (const { where, expr } of expressions) expect(unknownNames(expr, known), `${where}: ${expr}`).toEqual([]);
  });

  it('fails the check when a name is wrong (the check can fail)', () => {
    const known = everything();
    expect(parsePromql('sum by (le (rate(x[5m])').errors).not.toEqual([]);
    expect(unknownNames('rate(academy_http_request_total[5m])', known)).toEqual(['no metric academy_http_request_total']);
    expect(unknownNames('academy_outbox_dead_deliveries{subscrber="tools"}', known)).toEqual(['academy_outbox_dead_deliveries has no label subscrber']);
    expect(unknownNames('sum by (subscriber) (academy_db_pool_connections)', known)).toEqual(['grouped by subscriber, which none of its metrics has']);
  });

  it.each(serviceNames)('of the %s dashboard names what that service exposes', (service) => {
    const dashboard = dashboards.get(service);
    expect(dashboard).toBeDefined();
    const own: Exposed = new Map([...exporterMetrics, ...(exposed.get(service) ?? [])]);
    for (const expr of exprsOf(dashboard ?? ({ panels: [] } as unknown as GrafanaDashboard))) expect(unknownNames(expr, own), expr).toEqual([]);
  });
});

describe('the dashboards', () => {
  it('are one per service, one for events and one for the platform, each with its own uid', () => {
    expect([...dashboards.keys()].sort()).toEqual([...serviceNames, 'events', 'platform'].sort());
    const uids = [...dashboards.values()].map((d) => d.uid);
    expect(new Set(uids).size).toBe(uids.length);
  });

  it.each([...dashboards.keys()])('%s: panel ids are unique, every panel fits the grid and queries a provisioned data source', (name) => {
    const provisioned = (parse(read('grafana/provisioning/datasources/academy.yml')) as { datasources: { uid: string; type: string }[] }).datasources;
    const dashboard = dashboards.get(name) as GrafanaDashboard;
    const panels = panelsOf(dashboard);
    const ids = panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const panel of panels) {
      expect(panel.gridPos.x + panel.gridPos.w, panel.title).toBeLessThanOrEqual(24);
      if (panel.type === 'row') continue;
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      for (const ref of [panel.datasource, ...(panel.targets ?? []).map((target) => target.datasource)]) {
        expect(
          provisioned.some((source) => source.uid === ref?.uid && source.type === ref.type),
          `${panel.title}: ${JSON.stringify(ref)}`,
        ).toBe(true);
      }
      const refIds = (panel.targets ?? []).map((target) => target.refId);
      expect(new Set(refIds).size).toBe(refIds.length);
    }
  });

  it.each(serviceNames)('%s: every operation of its contract table and of the kit has a row with its panels', (service) => {
    const dashboard = dashboards.get(service) as GrafanaDashboard;
    for (const [name, operation] of [...Object.entries(serviceOperations[service]), ...Object.entries(platformOperations)]) {
      const row = dashboard.panels.find((panel) => panel.type === 'row' && panel.title === `${name} · ${operation.method.toUpperCase()} ${operation.path}`);
      expect(row, name).toBeDefined();
      const exprs = (row?.panels ?? []).flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));
      expect(
        exprs.some((expr) => expr.includes('academy_http_requests_total') && expr.includes(`operation="${name}"`) && expr.includes(`service="${service}"`)),
        name,
      ).toBe(true);
      expect(
        exprs.some((expr) => expr.includes('academy_http_request_duration_seconds_bucket') && expr.includes(`operation="${name}"`)),
        name,
      ).toBe(true);
    }
  });

  it('a slice’s dashboard compares its release cohorts (canary and live) by what release health judges: traffic, 5xx share, p95', () => {
    for (const service of serviceNames) {
      const exprs = exprsOf(dashboards.get(service) as GrafanaDashboard).filter((expr) => expr.includes('by (cohort'));
      if (!(sliceNames as readonly string[]).includes(service)) {
        expect(exprs, service).toEqual([]);
        continue;
      }
      expect(
        exprs.some((expr) => expr.startsWith('sum by (cohort) (rate(academy_http_requests_total{') && !expr.includes('status=')),
        service,
      ).toBe(true);
      expect(
        exprs.some((expr) => expr.includes('status=~"5.."')),
        service,
      ).toBe(true);
      expect(
        exprs.some((expr) => expr.startsWith('histogram_quantile(0.95, sum by (cohort, le)')),
        service,
      ).toBe(true);
      for (const expr of exprs) expect(expr, service).toContain(`service="${service}",operation!~"${Object.keys(platformOperations).join('|')}`);
    }
  });

  it('the events dashboard shows the outboxes, the deliveries per subscriber and the consumers', () => {
    const exprs = exprsOf(dashboards.get('events') as GrafanaDashboard).join('\n');
    for (const metric of [
      'academy_outbox_backlog_events',
      'academy_outbox_oldest_event_age_seconds',
      'academy_outbox_pending_deliveries',
      'academy_outbox_dead_deliveries',
      'academy_event_deliveries_total',
      'academy_events_received_total',
    ])
      expect(exprs).toContain(metric);
  });
});

describe('the alert rules', () => {
  const byName = new Map(alerts.map((rule) => [rule.alert, rule]));
  const seconds = (duration: string) => Number(duration.slice(0, -1)) * { s: 1, m: 60, h: 3600 }[duration.slice(-1) as 's' | 'm' | 'h'];

  it('have a name of their own, a pending time, a severity and what to do', () => {
    expect(new Set(alerts.map((rule) => rule.alert)).size).toBe(alerts.length);
    for (const rule of alerts) {
      // The fields Prometheus accepts in an alerting rule (it refuses the file on any other).
      for (const key of Object.keys(rule)) expect(['alert', 'expr', 'for', 'keep_firing_for', 'labels', 'annotations'], `${rule.alert}: ${key}`).toContain(key);
      // A rule fires for each series its expression returns: it must filter by a comparison.
      expect(rule.expr, rule.alert).toMatch(/ (==|>|<) /);
      expect(rule.for, rule.alert).toMatch(/^\d+[smh]$/);
      expect(seconds(rule.for), rule.alert).toBeGreaterThanOrEqual(60);
      expect(seconds(rule.for), rule.alert).toBeLessThanOrEqual(15 * 60);
      expect(['critical', 'warning'], rule.alert).toContain(rule.labels.severity);
      if (rule.labels.severity === 'critical') expect(seconds(rule.for), rule.alert).toBeLessThanOrEqual(5 * 60);
      for (const key of ['summary', 'description', 'runbook']) expect(rule.annotations[key]?.length ?? 0, `${rule.alert} ${key}`).toBeGreaterThan(10);
    }
  });

  it('cover the error rate, the p99, the outbox’s age, failed deliveries and PostgreSQL down', () => {
    const selects = (name: string) => parsePromql(byName.get(name)?.expr ?? '').selectors.map((selector) => selector.metric);
    expect(byName.get('AcademyHighErrorRate')?.expr).toMatch(/academy_http_requests_total\{[^}]*status=~"5\.\."/);
    expect(byName.get('AcademySlowRequests')?.expr).toContain(
      'histogram_quantile(0.99, sum by (service, le) (rate(academy_http_request_duration_seconds_bucket',
    );
    expect(selects('AcademyOutboxEventsWaiting')).toEqual(['academy_outbox_oldest_event_age_seconds']);
    expect(byName.get('AcademyEventDeliveriesFailing')?.expr).toContain('academy_event_deliveries_total{outcome="failed"}');
    expect(selects('AcademyEventDeliveriesGivenUp')).toEqual(['academy_outbox_dead_deliveries']);
    expect(byName.get('AcademyPostgresDown')?.expr).toBe('pg_up{job="postgres"} == 0');
    expect(byName.get('AcademyPostgresUnwatched')?.expr).toBe('up{job="postgres"} == 0');
  });

  it('leave probes, scrapes and event streams out of the error rate and the latency', () => {
    for (const name of ['AcademyHighErrorRate', 'AcademySlowRequests']) expect(byName.get(name)?.expr).toMatch(/operation!~"health\|readiness\|metrics/);
    const streams = Object.entries(serviceOperations).flatMap(([, table]) =>
      Object.entries(table)
        .filter(([, op]) => op.produces === 'text/event-stream')
        .map(([name]) => name),
    );
    expect(streams.length).toBeGreaterThan(0);
    for (const stream of streams) expect(byName.get('AcademySlowRequests')?.expr).toContain(stream);
  });

  it('are each explained in the README’s runbook', () => {
    const readme = read('README.md');
    for (const rule of alerts) expect(readme, rule.alert).toContain(`\`${rule.alert}\``);
  });
});

describe('prometheus.yml', () => {
  const config = parse(read('prometheus/prometheus.yml')) as { rule_files: string[]; scrape_configs: { job_name: string }[] };

  it('evaluates the alert rules file compose mounts beside it', () => {
    expect(config.rule_files).toEqual(['/etc/prometheus/alerts.yml']);
    expect(existsSync(path.join(root, 'prometheus/alerts.yml'))).toBe(true);
  });

  it('has a job per service, the gateway, PostgreSQL and itself', () => {
    expect(config.scrape_configs.map((job) => job.job_name)).toEqual([...serviceNames, 'gateway', 'postgres', 'prometheus']);
  });
});

/** Runs promtool (Debian's prometheus package; scripts/install-system-deps.sh installs it) and gives what it printed, or fails with it. */
function promtool(...args: string[]): string {
  try {
    return execFileSync('promtool', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const failure = error as { code?: string; stdout?: string; stderr?: string };
    if (failure.code === 'ENOENT')
      throw new Error('promtool is not installed: bash scripts/install-system-deps.sh (Debian package prometheus)', { cause: error });
    throw new Error(`promtool ${args.join(' ')}:\n${failure.stdout ?? ''}${failure.stderr ?? ''}`, { cause: error });
  }
}

describe('Prometheus’s own checks (promtool)', () => {
  it('loads the alert rules', () => {
    expect(promtool('check', 'rules', 'prometheus/alerts.yml')).toContain(`SUCCESS: ${alerts.length} rules found`);
  });

  it('loads the configuration, with the rules where compose mounts them', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'academy-prometheus-'));
    try {
      const config = read('prometheus/prometheus.yml').replace('/etc/prometheus/alerts.yml', path.join(root, 'prometheus/alerts.yml'));
      writeFileSync(path.join(dir, 'prometheus.yml'), config);
      expect(promtool('check', 'config', path.join(dir, 'prometheus.yml'))).toContain('is valid prometheus config file syntax');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fires each alert on the series that should fire it, and not on those that should not (test/alert-rules.promtool.yml)', () => {
    expect(promtool('test', 'rules', 'test/alert-rules.promtool.yml')).toContain('SUCCESS');
  });
});

afterAll(() => exposed.clear());
