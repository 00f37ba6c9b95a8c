import { latencyMatchers, latencyQuantile, notProbes, requestRate, selector, serverErrorRatio, type Matchers } from './promql.ts';
import { gatewayJob, postgresJob, serviceJobs, serviceNames, streamOperations } from './targets.ts';

/*
 * The alert rules (prometheus/alerts.yml). Each says what it means in `summary` and `description`
 * and what to do first in `runbook`; the README's table says the same at more length. Thresholds
 * sit on the duration histogram's bucket bounds (1 s is one), so a quantile above them is measured,
 * not interpolated from a bucket that spans it.
 */

export type Severity = 'critical' | 'warning';

export interface AlertRule {
  alert: string;
  expr: string;
  for: string;
  labels: { severity: Severity };
  annotations: { summary: string; description: string; runbook: string };
}

export interface RuleGroup {
  name: string;
  rules: AlertRule[];
}

const traffic: Matchers = { operation: notProbes };
const latency = latencyMatchers(serviceNames.flatMap((service) => streamOperations(service)));
/** Below this many requests per second a service's ratios and quantiles are a handful of requests: no alert. */
const MIN_RATE = 0.05;

function rule(alert: string, severity: Severity, expr: string, pending: string, annotations: AlertRule['annotations']): AlertRule {
  return { alert, expr, for: pending, labels: { severity }, annotations };
}

export function alertGroups(): RuleGroup[] {
  return [
    {
      name: 'academy-services',
      rules: [
        rule(
          'AcademyHighErrorRate',
          'critical',
          `(${serverErrorRatio(traffic, ['service'], '5m')}) > 0.05 and ${requestRate(traffic, ['service'], '5m')} > ${MIN_RATE}`,
          '5m',
          {
            summary: '{{ $labels.service }}: more than 5 % of requests answered 5xx',
            description:
              '{{ $value | humanizePercentage }} of the requests to {{ $labels.service }} (probes and scrapes left out) failed with a server error over 5 minutes.',
            runbook:
              'Open the service’s dashboard, find the operation with 5xx; read the service’s log lines with status 500 (their request id and trace id); check PostgreSQL and the pool.',
          },
        ),
        rule(
          'AcademySlowRequests',
          'warning',
          `${latencyQuantile(0.99, latency, ['service'], '5m')} > 1 and ${requestRate(latency, ['service'], '5m')} > ${MIN_RATE}`,
          '10m',
          {
            summary: '{{ $labels.service }}: p99 latency above 1 s',
            description:
              'The 99th percentile of {{ $labels.service }}’s answers took {{ $value | humanizeDuration }} over 5 minutes (event streams, probes and scrapes left out).',
            runbook:
              'Find the slow operation in “p99 by operation”; look at the database pool (waiting queries), the event loop lag and CPU; follow a slow request’s trace in Jaeger.',
          },
        ),
        rule('AcademyServiceDown', 'critical', `up{job=~"${serviceJobs.map((job) => job.job).join('|')}"} == 0`, '2m', {
          summary: '{{ $labels.job }} does not answer its scrape',
          description: 'Prometheus could not read {{ $labels.instance }}/metrics for 2 minutes: the process is down, restarting or unreachable.',
          runbook:
            '`docker compose ps` and `docker compose logs <service>`: a configuration error names its key at start; a crash loop shows the same error each time.',
        }),
        rule('AcademyDatabasePoolExhausted', 'warning', 'max by (service) (academy_db_pool_waiting_requests) > 0', '5m', {
          summary: '{{ $labels.service }}: queries wait for a database connection',
          description: 'Every connection of {{ $labels.service }}’s pool has been busy, with queries queued, for 5 minutes.',
          runbook:
            'Slow queries hold connections: check PostgreSQL’s activity (pg_stat_activity) and the slow operations; add processes (each has its own pool) if PostgreSQL has headroom.',
        }),
      ],
    },
    {
      name: 'academy-events',
      rules: [
        rule('AcademyOutboxEventsWaiting', 'warning', 'max by (service) (academy_outbox_oldest_event_age_seconds) > 300', '5m', {
          summary: '{{ $labels.service }}: an outbox event has waited more than 5 minutes',
          description: 'The oldest event of {{ $labels.service }}’s outbox not delivered to every subscriber is {{ $value | humanizeDuration }} old.',
          runbook:
            'The events dashboard shows which subscriber has pending deliveries; check that subscriber is up and accepts the internal token; the relay retries on its own (up to a minute apart).',
        }),
        rule(
          'AcademyEventDeliveriesFailing',
          'warning',
          `sum by (service, subscriber) (rate(${selector('academy_event_deliveries_total', { outcome: 'failed' })}[5m])) > 0`,
          '10m',
          {
            summary: '{{ $labels.service }} → {{ $labels.subscriber }}: deliveries keep failing',
            description: 'The relay of {{ $labels.service }} has failed to deliver events to {{ $labels.subscriber }} for 10 minutes and keeps retrying.',
            runbook:
              'The producer’s “event delivery failed; will retry” log lines carry the error, the subscriber’s log says why it refused; a subscriber down or refusing the token is the usual cause.',
          },
        ),
        rule('AcademyEventDeliveriesGivenUp', 'critical', 'max by (service, subscriber) (academy_outbox_dead_deliveries) > 0', '1m', {
          summary: '{{ $labels.service }} → {{ $labels.subscriber }}: deliveries given up',
          description:
            '{{ $value }} deliveries from {{ $labels.service }} to {{ $labels.subscriber }} were given up (a permanent refusal) and wait for an operator.',
          runbook:
            'Read last_error in the producer’s event_outbox_deliveries (dead_at set); fix the consumer, then set dead_at = null, next_attempt_at = now() on those rows: the relay delivers them again.',
        }),
      ],
    },
    {
      name: 'academy-infrastructure',
      rules: [
        rule('AcademyPostgresDown', 'critical', `pg_up{job="${postgresJob}"} == 0`, '1m', {
          summary: 'PostgreSQL does not accept connections',
          description:
            'The PostgreSQL exporter ({{ $labels.instance }}) could not connect to the database server for a minute: every service’s writes and most reads fail.',
          runbook:
            '`docker compose ps postgres` and its logs (disk full, crash, recovery); `pg_isready`; once it is back the services reconnect and the relays deliver what waited.',
        }),
        rule('AcademyPostgresUnwatched', 'warning', `up{job="${postgresJob}"} == 0`, '5m', {
          summary: 'The PostgreSQL exporter does not answer',
          description: 'Without it, AcademyPostgresDown cannot fire.',
          runbook: '`docker compose --profile observability ps postgres-exporter` and its logs (the password it connects with is POSTGRES_PASSWORD).',
        }),
        rule('AcademyGatewayDown', 'critical', `nginx_up{job="${gatewayJob}"} == 0 or up{job="${gatewayJob}"} == 0`, '2m', {
          summary: 'The gateway’s figures cannot be read',
          description: 'nginx’s stub_status (through the nginx exporter) has not answered for 2 minutes: nginx is down, or the exporter is.',
          runbook: '`docker compose ps nginx nginx-exporter` and their logs; nginx fails to start when an upstream host is missing (a service not created).',
        }),
      ],
    },
  ];
}
