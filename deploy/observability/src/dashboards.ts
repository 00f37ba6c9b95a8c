import { platformOperations, sliceNames, type ServiceName, type SliceName } from '@academy/contracts';
import { query, stat, timeseries, type DashboardSpec, type Panel, type Row } from './grafana.ts';
import { latencyMatchers, latencyQuantile, notProbes, requestRate, selector, serverErrorRatio, type Matchers } from './promql.ts';
import { gatewayJob, operationsByLabel, postgresJob, serviceJobs, serviceNames, streamOperations } from './targets.ts';

/*
 * The dashboards (docs/decisions/048-dashboards-and-alerts.md): one per service, whose per-operation
 * rows are made from its operation table in the contracts (an operation added there gets its panels
 * at the next render), one for events and one for the platform as a whole. Panels sum over every
 * process of a service (a second process is a second target of the same job).
 */

/** Grafana's window for rate(): at least four scrape intervals, whatever the zoom. */
const W = '$__rate_interval';

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
export const serviceDashboardUid = (service: ServiceName) => `academy-${service}`;
export const eventsDashboardUid = 'academy-events';
export const platformDashboardUid = 'academy-platform';

function latencyPanel(title: string, description: string, matchers: Matchers, width = 12): Panel {
  return timeseries(
    title,
    description,
    's',
    [0.5, 0.95, 0.99].map((q) => query(latencyQuantile(q, matchers, [], W), `p${Math.round(q * 100)}`)),
    { width },
  );
}

function overviewRow(service: ServiceName): Row {
  const traffic: Matchers = { service, operation: notProbes };
  const latency = latencyMatchers(streamOperations(service), { service });
  const job = serviceJobs.find((candidate) => candidate.job === service)?.job ?? service;
  return {
    title: 'Overview',
    collapsed: false,
    panels: [
      stat('Processes up', `Targets of the ${job} job that answered the last scrape.`, 'short', query(`sum(up{job="${job}"})`, 'up')),
      stat('Requests per second', 'Every answered request but probes and scrapes.', 'reqps', query(requestRate(traffic, [], W), 'requests')),
      stat(
        'Server errors',
        'Share of those answered 5xx (alert AcademyHighErrorRate above 5 %).',
        'percentunit',
        query(serverErrorRatio(traffic, [], W), '5xx'),
        {
          amber: 0.01,
          red: 0.05,
        },
      ),
      stat(
        'p99 latency',
        'Probes, scrapes and event streams left out (alert AcademySlowRequests above 1 s).',
        's',
        query(latencyQuantile(0.99, latency, [], W), 'p99'),
        {
          amber: 0.5,
          red: 1,
        },
      ),
      timeseries('Requests by status', 'Answers per second by status code.', 'reqps', [query(requestRate(traffic, ['status'], W), '{{status}}')], {
        stacked: true,
      }),
      latencyPanel('Latency', 'From arrival to the end of the answer, every operation but probes, scrapes and streams.', latency),
      timeseries('Requests by operation', 'Answers per second by contract operation.', 'reqps', [
        query(requestRate(traffic, ['operation'], W), '{{operation}}'),
      ]),
      timeseries('p99 by operation', 'The slowest operations first in the tooltip.', 's', [
        query(latencyQuantile(0.99, latency, ['operation'], W), '{{operation}}'),
      ]),
    ],
  };
}

function resourcesRow(service: ServiceName): Row {
  const only = { service };
  return {
    title: 'Resources',
    collapsed: false,
    panels: [
      timeseries(
        'Database pool',
        'Connections held, free, the pool’s size and queries waiting for one (waiting for long: AcademyDatabasePoolExhausted).',
        'short',
        [
          query(`sum(${selector('academy_db_pool_connections', only)})`, 'open'),
          query(`sum(${selector('academy_db_pool_idle_connections', only)})`, 'idle'),
          query(`sum(${selector('academy_db_pool_max_connections', only)})`, 'max'),
          query(`sum(${selector('academy_db_pool_waiting_requests', only)})`, 'waiting'),
        ],
      ),
      timeseries('Rate-limit refusals', '429s per second by policy.', 'reqps', [
        query(`sum by (policy) (rate(${selector('academy_rate_limit_refusals_total', only)}[${W}]))`, '{{policy}}'),
      ]),
      timeseries(
        'Event loop lag',
        'p99 of the event loop’s delay, per process: a busy or blocked loop delays every request.',
        's',
        [query(`max by (instance) (${selector('nodejs_eventloop_lag_p99_seconds', only)})`, '{{instance}}')],
        { width: 8 },
      ),
      timeseries(
        'Memory',
        'Resident memory and heap in use, per process.',
        'bytes',
        [
          query(`sum by (instance) (${selector('process_resident_memory_bytes', only)})`, 'resident {{instance}}'),
          query(`sum by (instance) (${selector('nodejs_heap_size_used_bytes', only)})`, 'heap {{instance}}'),
        ],
        { width: 8 },
      ),
      timeseries(
        'CPU',
        'CPU seconds per second, per process (1 = one core).',
        'short',
        [query(`sum by (instance) (rate(${selector('process_cpu_seconds_total', only)}[${W}]))`, '{{instance}}')],
        { width: 8 },
      ),
    ],
  };
}

/**
 * A slice's traffic by release cohort (decision 050): requests from browsers running its canaried
 * remote are `candidate`, the rest `live`. The figures `npm run release:health` judges a canary by,
 * over time: the kit's own routes (probes, scrapes, events) left out, as it does.
 */
function cohortRow(slice: SliceName): Row {
  const own: Matchers = { service: slice, operation: ['!~', [...Object.keys(platformOperations), ...streamOperations(slice)].join('|')] };
  return {
    title: 'Release cohorts: canary against live',
    collapsed: false,
    panels: [
      timeseries(
        'Requests by cohort',
        'The candidate’s share of the traffic follows the canary’s percentage.',
        'reqps',
        [query(requestRate(own, ['cohort'], W), '{{cohort}}')],
        {
          width: 8,
        },
      ),
      timeseries(
        'Server errors by cohort',
        'Share of 5xx answers: a candidate well above live is what release health rolls back.',
        'percentunit',
        [query(serverErrorRatio(own, ['cohort'], W), '{{cohort}}')],
        { width: 8 },
      ),
      timeseries('p95 by cohort', 'The candidate’s p95 against live’s.', 's', [query(latencyQuantile(0.95, own, ['cohort'], W), '{{cohort}}')], { width: 8 }),
    ],
  };
}

const isSlice = (service: ServiceName): service is SliceName => (sliceNames as readonly string[]).includes(service);

/** A service's own figures (the counters it adds to the kit's). */
const domainRows: Partial<Record<ServiceName, Row>> = {
  identity: {
    title: 'Sign-ins',
    collapsed: false,
    panels: [
      timeseries(
        'Sign-ins by outcome',
        'Completed at the callback: succeeded, refused (state, expiry, the issuer’s answer) or failed.',
        'ops',
        [query(`sum by (outcome) (rate(${selector('academy_sign_ins_total', { service: 'identity' })}[${W}]))`, '{{outcome}}')],
        { width: 24 },
      ),
    ],
  },
  commerce: {
    title: 'Payments',
    collapsed: false,
    panels: [
      timeseries(
        'Payments and refunds per hour',
        'Course payments fulfilled, once each, and orders refunded.',
        'short',
        [
          query(`sum(increase(${selector('academy_payments_total', { service: 'commerce' })}[1h]))`, 'payments'),
          query(`sum(increase(${selector('academy_refunds_total', { service: 'commerce' })}[1h]))`, 'refunds'),
        ],
        { width: 24 },
      ),
    ],
  },
};

/** One collapsed row per operation of the service's table and the kit's: its answers by status and its latency. */
function operationRows(service: ServiceName): Row[] {
  const streams = new Set(streamOperations(service));
  return operationsByLabel(service).map(([name, operation]) => {
    const only: Matchers = { service, operation: name };
    return {
      title: `${name} · ${operation.method.toUpperCase()} ${operation.path}`,
      collapsed: true,
      panels: [
        timeseries(`${name}: requests by status`, operation.summary, 'reqps', [query(requestRate(only, ['status'], W), '{{status}}')], { stacked: true }),
        streams.has(name)
          ? latencyPanel(
              `${name}: stream duration`,
              'A server-sent event stream is counted when it ends: this is how long streams stay open, not a latency.',
              only,
            )
          : latencyPanel(`${name}: latency`, operation.summary, only),
      ],
    };
  });
}

export function serviceDashboard(service: ServiceName): DashboardSpec {
  const domain = domainRows[service];
  return {
    uid: serviceDashboardUid(service),
    title: `Academy · ${capitalised(service)}`,
    description: `The ${service} service: traffic, errors and latency (overall, by release cohort for a slice, and per contract operation), its database pool and process.`,
    tags: ['academy', service],
    rows: [
      overviewRow(service),
      ...(isSlice(service) ? [cohortRow(service)] : []),
      ...(domain ? [domain] : []),
      resourcesRow(service),
      ...operationRows(service),
    ],
  };
}

export function eventsDashboard(): DashboardSpec {
  const deliveries = (matchers: Matchers) => selector('academy_event_deliveries_total', matchers);
  const received = selector('academy_events_received_total');
  return {
    uid: eventsDashboardUid,
    title: 'Academy · Events',
    description: 'The transactional outboxes and their deliveries (producers), and what the consumers settle.',
    tags: ['academy', 'events'],
    rows: [
      {
        title: 'Outboxes',
        collapsed: false,
        panels: [
          timeseries('Backlog', 'Events not yet delivered to every subscriber, per producer.', 'short', [
            query('max by (service) (academy_outbox_backlog_events)', '{{service}}'),
          ]),
          timeseries('Oldest waiting event', 'Age of the oldest of them (AcademyOutboxEventsWaiting above 5 minutes).', 's', [
            query('max by (service) (academy_outbox_oldest_event_age_seconds)', '{{service}}'),
          ]),
          timeseries('Pending deliveries', 'Waiting or being retried, per producer and subscriber.', 'short', [
            query('max by (service, subscriber) (academy_outbox_pending_deliveries)', '{{service}} → {{subscriber}}'),
          ]),
          timeseries('Deliveries given up', 'Kept for an operator (AcademyEventDeliveriesGivenUp above 0).', 'short', [
            query('max by (service, subscriber) (academy_outbox_dead_deliveries)', '{{service}} → {{subscriber}}'),
          ]),
        ],
      },
      {
        title: 'Deliveries',
        collapsed: false,
        panels: [
          timeseries('Attempts by outcome', 'The relays’ attempts per second: delivered, failed (retried), given up.', 'ops', [
            query(`sum by (service, subscriber, outcome) (rate(${deliveries({})}[${W}]))`, '{{service}} → {{subscriber}} {{outcome}}'),
          ]),
          timeseries('Failed attempts', 'Failed and given-up attempts per second, per subscriber (AcademyEventDeliveriesFailing when it lasts).', 'ops', [
            query(`sum by (service, subscriber) (rate(${deliveries({ outcome: ['!=', 'delivered'] })}[${W}]))`, '{{service}} → {{subscriber}}'),
          ]),
          timeseries(
            'Delivered by event type',
            'Deliveries per second by event type.',
            'ops',
            [query(`sum by (type) (rate(${deliveries({ outcome: 'delivered' })}[${W}]))`, '{{type}}')],
            { width: 24 },
          ),
        ],
      },
      {
        title: 'Consumers',
        collapsed: false,
        panels: [
          timeseries('Received by status', 'Events settled per second: processed, duplicate (already seen), ignored.', 'ops', [
            query(`sum by (service, source, status) (rate(${received}[${W}]))`, '{{source}} → {{service}} {{status}}'),
          ]),
          timeseries('Received by type', 'Events settled per second by type.', 'ops', [query(`sum by (type) (rate(${received}[${W}]))`, '{{type}}')]),
          timeseries('Refused deliveries', 'Answers of the consumers’ events endpoint that are not 2xx, by consumer and status.', 'reqps', [
            query(requestRate({ operation: 'receiveEvent', status: ['!~', '2..'] }, ['service', 'status'], W), '{{service}} {{status}}'),
          ]),
          timeseries('Handling time p99', 'How long a consumer takes to settle an event.', 's', [
            query(latencyQuantile(0.99, { operation: 'receiveEvent' }, ['service'], W), '{{service}}'),
          ]),
        ],
      },
    ],
  };
}

export function platformDashboard(): DashboardSpec {
  const traffic: Matchers = { operation: notProbes };
  const latency = latencyMatchers(serviceNames.flatMap((service) => streamOperations(service)));
  return {
    uid: platformDashboardUid,
    title: 'Academy · Platform',
    description: 'Every service side by side, the gateway (nginx stub_status through its exporter) and PostgreSQL.',
    tags: ['academy', 'platform'],
    rows: [
      {
        title: 'Targets',
        collapsed: false,
        panels: [
          stat(
            'Service processes up',
            'Service targets that answered the last scrape.',
            'short',
            query(`sum(up{job=~"${serviceJobs.map((s) => s.job).join('|')}"})`, 'up'),
          ),
          stat(
            'PostgreSQL up',
            'pg_up from the PostgreSQL exporter: 0 when it cannot connect (AcademyPostgresDown).',
            'short',
            query(`min(pg_up{job="${postgresJob}"})`, 'pg_up'),
          ),
          stat(
            'Gateway up',
            'nginx_up from the nginx exporter: 0 when stub_status does not answer (AcademyGatewayDown).',
            'short',
            query(`min(nginx_up{job="${gatewayJob}"})`, 'nginx_up'),
          ),
          stat('Requests per second', 'Every service’s traffic, probes and scrapes left out.', 'reqps', query(requestRate(traffic, [], W), 'requests')),
          timeseries('Targets up', 'Every scrape target: 1 answered, 0 did not.', 'short', [query('up', '{{job}} {{instance}}')], { width: 24 }),
        ],
      },
      {
        title: 'Services',
        collapsed: false,
        panels: [
          timeseries('Requests by service', 'Answers per second.', 'reqps', [query(requestRate(traffic, ['service'], W), '{{service}}')], { width: 8 }),
          timeseries(
            'Server errors by service',
            'Share of answers that are 5xx.',
            'percentunit',
            [query(serverErrorRatio(traffic, ['service'], W), '{{service}}')],
            { width: 8 },
          ),
          timeseries('p99 by service', 'Probes, scrapes and streams left out.', 's', [query(latencyQuantile(0.99, latency, ['service'], W), '{{service}}')], {
            width: 8,
          }),
        ],
      },
      {
        title: 'Gateway',
        collapsed: false,
        panels: [
          timeseries(
            'Gateway requests',
            'Requests per second nginx answered (every path: pages, remotes, API).',
            'reqps',
            [query(`sum(rate(nginx_http_requests_total{job="${gatewayJob}"}[${W}]))`, 'requests')],
            { width: 8 },
          ),
          timeseries(
            'Gateway connections',
            'Open client connections by state.',
            'short',
            [
              query(`sum(nginx_connections_active{job="${gatewayJob}"})`, 'active'),
              query(`sum(nginx_connections_reading{job="${gatewayJob}"})`, 'reading'),
              query(`sum(nginx_connections_writing{job="${gatewayJob}"})`, 'writing'),
              query(`sum(nginx_connections_waiting{job="${gatewayJob}"})`, 'waiting (keep-alive)'),
            ],
            { width: 8 },
          ),
          timeseries(
            'Dropped connections',
            'Accepted but not handled (worker_connections exhausted): should stay at 0.',
            'ops',
            [
              query(
                `sum(rate(nginx_connections_accepted{job="${gatewayJob}"}[${W}])) - sum(rate(nginx_connections_handled{job="${gatewayJob}"}[${W}]))`,
                'dropped',
              ),
            ],
            { width: 8 },
          ),
        ],
      },
    ],
  };
}

/** Every dashboard, by its file name under grafana/dashboards/. */
export function dashboards(): Record<string, DashboardSpec> {
  return {
    ...Object.fromEntries(serviceNames.map((service) => [`${service}.json`, serviceDashboard(service)])),
    'events.json': eventsDashboard(),
    'platform.json': platformDashboard(),
  };
}
