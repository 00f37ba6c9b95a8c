import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type pg from 'pg';
import { match } from 'path-to-regexp';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import {
  HTTP_DURATION_METRIC,
  HTTP_REQUESTS_METRIC,
  cohortOf,
  platformOperations,
  serviceOperations,
  sliceNames,
  type ApiOperation,
  type EventAck,
  type SliceName,
} from '@academy/contracts';
import type { RateLimitPolicyName } from './rate-limit.ts';
import { isWarmUpRequest } from './warm-up-requests.ts';

/*
 * Prometheus metrics (docs/decisions/044-prometheus-metrics.md). Each service instance has its own
 * registry, so tests that run several services in one process keep their figures apart; every
 * series carries the service's name as the `service` label. The names and labels are listed in
 * the kit's README.
 */

/** The label an operation's requests carry: its key in its operation table (`postProgress`). */
const operationNames = new Map<ApiOperation, string>(
  [...Object.values(serviceOperations), platformOperations].flatMap((table) => Object.entries(table).map(([name, op]) => [op, name] as const)),
);

/**
 * What `route()` matched for a request (set by its first handler), read when the answer is sent:
 * a property of the request, as a WeakMap entry per request cost more than the rest of the
 * request's metrics (and the young collections had to sweep every entry).
 */
const OPERATION = Symbol('academy.operation');
type MarkedRequest = IncomingMessage & { [OPERATION]?: ApiOperation };

/** Called first by every route registered from its operation. */
export function markOperation(operation: ApiOperation): RequestHandler {
  return (req, _res, next) => {
    (req as MarkedRequest)[OPERATION] = operation;
    next();
  };
}

/** The operation whose route took the request (undefined before routing, or when none did). */
export function requestOperation(req: IncomingMessage): ApiOperation | undefined {
  return (req as MarkedRequest)[OPERATION];
}

/** An operation's label: its name in the contracts, or `METHOD /path` for a route of no table (a test's). */
export function operationLabel(operation: ApiOperation): string {
  return operationNames.get(operation) ?? `${operation.method.toUpperCase()} ${operation.path}`;
}

/** A request no operation matches (a 404, a probe of a path that does not exist). */
export const UNMATCHED_OPERATION = 'unmatched';

/** When a request's answer began to be timed (ms, performance.now()). */
const ANSWER_STARTED = Symbol('academy.answerStarted');
type TimedResponse = Response & { [ANSWER_STARTED]?: number };

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Seconds: from a cached read (a few ms) to a slow provider call (the kit's identity lookups give up at 2 s, payments at 10 s). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** How a delivery attempt of one event to one subscriber ended. */
export type DeliveryOutcome = 'delivered' | 'failed' | 'given_up';

/** What the relay reports (createOutboxRelay's `metrics`). */
export interface RelayMetrics {
  delivery(subscriber: string, type: string, outcome: DeliveryOutcome): void;
}

/** What the events router reports (eventsRouter's `metrics`). */
export interface InboxMetrics {
  received(source: string, type: string, status: EventAck['status']): void;
}

export interface ServiceMetricsOptions {
  /** The `service` label of every series. */
  service: string;
  /**
   * The operations the service answers, in registration order: a request refused before it reaches
   * its route (the write limit, a body that is not JSON) is labelled with the one its path matches.
   */
  operations?: readonly ApiOperation[];
  /** The service's pool: its connections are reported at each scrape. */
  pool?: pg.Pool;
  /** The outbox is in the pool's database: its backlog is read at each scrape (names: the configured subscribers, shown at 0 too). */
  outbox?: { subscribers: readonly string[] };
  /** Node's own figures (memory, event loop, GC). Default true. */
  defaultMetrics?: boolean;
}

export interface ServiceMetrics {
  registry: Registry;
  /** Counts and times the request's answer by operation, method and status (called first, by the app's first middleware). */
  observe(req: Request, res: Response): void;
  /** Answers GET /metrics in the Prometheus text format. */
  handler: RequestHandler;
  /** A refusal by a rate limit. */
  rateLimitRefused(policy: RateLimitPolicyName): void;
  relay: RelayMetrics;
  inbox: InboxMetrics;
  /** A counter of the service's own (sign-ins, payments), on its registry. */
  counter<L extends string = never>(config: { name: string; help: string; labelNames?: readonly L[] }): Counter<L>;
}

/** The registry of one service instance with the kit's metrics on it. */
export function createServiceMetrics(options: ServiceMetricsOptions): ServiceMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: options.service });
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const labelNames = ['operation', 'method', 'status', 'cohort'] as const;
  const requestsTotal = new Counter({
    name: HTTP_REQUESTS_METRIC,
    help: 'Requests answered, by operation, method, status and release cohort',
    labelNames,
    registers,
  });
  const duration = new Histogram({
    name: HTTP_DURATION_METRIC,
    help: 'Time from a request’s arrival to the end of its answer, by operation, method, status and release cohort',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const operationOf = operationMatcher(options.operations ?? []);
  // A slice's requests from browsers on its canaried remote are the 'candidate' cohort (decision 050); identity's are all 'live'.
  const slice = (sliceNames as readonly string[]).includes(options.service) ? (options.service as SliceName) : undefined;
  // One listener for every answer, reading the request and its start from the response: no
  // closure or once-wrapper is made per request ('finish' is emitted once).
  function recordAnswer(this: TimedResponse) {
    const req = this.req as Request;
    const labels = {
      operation: operationOf(req),
      method: KNOWN_METHODS.has(req.method) ? req.method : 'OTHER',
      status: String(this.statusCode),
      cohort: slice ? cohortOf(req.headers.cookie, slice) : 'live',
    };
    requestsTotal.inc(labels);
    duration.observe(labels, (performance.now() - (this[ANSWER_STARTED] ?? 0)) / 1e3);
  }
  const observe = (req: Request, res: Response) => {
    if (isWarmUpRequest(req)) return;
    (res as TimedResponse)[ANSWER_STARTED] = performance.now();
    res.on('finish', recordAnswer);
  };

  const refusals = new Counter({
    name: 'academy_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit, by policy',
    labelNames: ['policy'],
    registers,
  });
  const deliveries = new Counter({
    name: 'academy_event_deliveries_total',
    help: 'Delivery attempts of outbox events, by subscriber, event type and outcome (delivered, failed and retried, given up)',
    labelNames: ['subscriber', 'type', 'outcome'],
    registers,
  });
  const received = new Counter({
    name: 'academy_events_received_total',
    help: 'Events received from producers, by source, type and status (processed, duplicate, ignored)',
    labelNames: ['source', 'type', 'status'],
    registers,
  });

  if (options.pool) poolGauges(options.pool, registers);
  if (options.pool && options.outbox) outboxGauges(options.pool, options.outbox.subscribers, registers);

  return {
    registry,
    observe,
    handler: async (_req, res) => {
      const text = await registry.metrics();
      res.type(registry.contentType).send(text);
    },
    rateLimitRefused: (policy) => refusals.inc({ policy }),
    relay: { delivery: (subscriber, type, outcome) => deliveries.inc({ subscriber, type, outcome }) },
    inbox: { received: (source, type, status) => received.inc({ source, type, status }) },
    counter: (config) => new Counter({ ...config, labelNames: config.labelNames ?? [], registers }),
  };
}

/**
 * The operation a request is for: the one its route marked, else the first whose method and path
 * pattern match (a request refused before routing), static paths before those with parameters as
 * Express would have them registered; else `unmatched`.
 */
function operationMatcher(operations: readonly ApiOperation[]): (req: Request) => string {
  const patterns = operations
    .map((operation, order) => ({ operation, order, params: operation.path.split(':').length - 1, matches: match(operation.path) }))
    .sort((a, b) => a.params - b.params || a.order - b.order);
  return (req) => {
    const marked = requestOperation(req);
    if (marked) return operationLabel(marked);
    const method = req.method.toLowerCase();
    const path = req.originalUrl.split('?')[0] ?? '';
    for (const { operation, matches } of patterns) {
      if ((operation.method === method || (method === 'head' && operation.method === 'get')) && safeMatch(matches, path)) return operationLabel(operation);
    }
    return UNMATCHED_OPERATION;
  };
}

function safeMatch(matches: (path: string) => unknown, path: string): boolean {
  try {
    return Boolean(matches(path));
  } catch {
    // A path whose percent-escapes do not decode matches nothing (it is answered MALFORMED_PATH).
    return false;
  }
}

function poolGauges(pool: pg.Pool, registers: Registry[]): void {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });
  gauge('academy_db_pool_connections', 'Connections the database pool holds open (idle and in use)', () => pool.totalCount);
  gauge('academy_db_pool_idle_connections', 'Open connections the pool has free', () => pool.idleCount);
  gauge('academy_db_pool_waiting_requests', 'Queries waiting for a free connection', () => pool.waitingCount);
  gauge('academy_db_pool_max_connections', 'The most connections the pool opens', () => pool.options.max ?? 10);
}

/**
 * The outbox as it stands at the scrape: how many events are not yet delivered to every
 * subscriber (not dispatched, or with a delivery pending), how old the oldest of them is, and per
 * subscriber the deliveries pending and given up. Read with the outbox's partial indexes.
 */
function outboxGauges(pool: pg.Pool, subscribers: readonly string[], registers: Registry[]): void {
  let reading: Promise<OutboxFigures | undefined> | undefined;
  // One query serves the four gauges of a scrape.
  const figures = () => {
    reading ??= readOutbox(pool).finally(() => {
      reading = undefined;
    });
    return reading;
  };
  const scalar = (name: string, help: string, pick: (read: OutboxFigures) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const read = await figures();
        if (read) this.set(pick(read));
      },
    });
  scalar('academy_outbox_backlog_events', 'Outbox events not yet delivered to every subscriber (deliveries given up excepted)', (read) => read.backlog);
  scalar(
    'academy_outbox_oldest_event_age_seconds',
    'Age of the oldest outbox event not yet delivered to every subscriber (0 when none waits)',
    (read) => read.oldestAgeSeconds,
  );
  const perSubscriber = (name: string, help: string, pick: (row: SubscriberRow) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['subscriber'],
      registers,
      async collect() {
        const read = await figures();
        if (!read) return;
        this.reset();
        for (const subscriber of subscribers) this.set({ subscriber }, 0);
        for (const row of read.subscribers) this.set({ subscriber: row.subscriber }, pick(row));
      },
    });
  perSubscriber('academy_outbox_pending_deliveries', 'Deliveries waiting (or being retried), by subscriber', (row) => row.pending);
  perSubscriber('academy_outbox_dead_deliveries', 'Deliveries given up (kept for an operator), by subscriber', (row) => row.dead);
}

interface SubscriberRow {
  subscriber: string;
  pending: number;
  dead: number;
}

interface OutboxFigures {
  backlog: number;
  oldestAgeSeconds: number;
  subscribers: SubscriberRow[];
}

async function readOutbox(pool: pg.Pool): Promise<OutboxFigures | undefined> {
  try {
    const [backlog, subscribers] = await Promise.all([
      pool.query<{ backlog: number; oldest: number }>(
        `with waiting as (
           select id, occurred_at from event_outbox where dispatched_at is null
           union
           select o.id, o.occurred_at from event_outbox_deliveries d join event_outbox o on o.id = d.event_id
            where d.delivered_at is null and d.dead_at is null
         )
         select count(*)::int as backlog, coalesce(extract(epoch from (now() - min(occurred_at))), 0)::float8 as oldest from waiting`,
      ),
      pool.query<SubscriberRow>(
        `select subscriber, (count(*) filter (where dead_at is null))::int as pending, (count(*) filter (where dead_at is not null))::int as dead
           from event_outbox_deliveries where delivered_at is null group by subscriber`,
      ),
    ]);
    const row = backlog.rows[0];
    return { backlog: row?.backlog ?? 0, oldestAgeSeconds: Math.max(0, row?.oldest ?? 0), subscribers: subscribers.rows };
  } catch {
    // The database is down or not migrated yet: the gauges keep their last figures; the pool's show the trouble.
    return undefined;
  }
}
