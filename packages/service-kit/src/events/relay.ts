import { ROOT_CONTEXT, SpanKind, SpanStatusCode, type Attributes, type Context, type Tracer } from '@opentelemetry/api';
import type pg from 'pg';
import type { Logger } from 'pino';
import { eventVersions, isKnownEventType, type EventEnvelope } from '@academy/contracts';
import { traceFields } from '../logger.ts';
import type { RelayMetrics } from '../metrics.ts';
import { contextFromHeaders, injectTraceHeaders, inSpan, untracedTracer } from '../tracing.ts';
import { retryDelayMs, type BackoffOptions } from './backoff.ts';
import { OUTBOX_CHANNEL } from './publish.ts';
import type { EventSubscriber } from './subscribers.ts';

export interface OutboxRelayOptions {
  /** The producing service's pool (createDatabase().pool); the outbox tables live in its database. */
  pool: pg.Pool;
  /** The producing service's name, sent as the envelope's `source`. */
  source: string;
  /** Where events go (see parseSubscribers). Every event goes to every subscriber. */
  subscribers: EventSubscriber[];
  logger: Logger;
  /** Sent as X-Internal-Token (INTERNAL_EVENTS_TOKEN). */
  token?: string;
  /** How often the outbox is looked at without a notification. Default 1 s. */
  pollIntervalMs?: number;
  /** Wait between attempts of one event to one subscriber. */
  backoff?: BackoffOptions;
  /**
   * Attempts before an event is given up for a subscriber (dead). Default: no limit, so a
   * subscriber that is down for a long time still catches up when it returns.
   */
  maxAttempts?: number;
  /** A delivery that takes longer counts as failed. Default 10 s. */
  requestTimeoutMs?: number;
  /** Events handled per subscriber and per table scan. Default 100. */
  batchSize?: number;
  /**
   * Events delivered to every subscriber are deleted after this long (checked hourly while
   * running; see pruneOutbox). Events with a delivery given up are kept. Default 7 days; 0 keeps all.
   */
  retentionMs?: number;
  /** LISTEN for publishEvent's notifications to deliver without waiting for the next poll. Default true. */
  listen?: boolean;
  fetch?: typeof fetch;
  /** Told of every delivery attempt's outcome (the service's metrics count them per subscriber). */
  metrics?: RelayMetrics;
  /** Each delivery attempt is a span of the trace the event was published in (the outbox keeps its traceparent). */
  tracer?: Tracer;
}

export interface DrainResult {
  /** Deliveries answered with 2xx. */
  delivered: number;
  /** Failed attempts that will be retried. */
  failed: number;
  /** Events given up for a subscriber. */
  dead: number;
}

export interface OutboxRelay {
  /** Starts delivering in the background (LISTEN + polling). Idempotent. */
  start(): Promise<void>;
  /** Stops after the delivery in flight (bounded by requestTimeoutMs) and releases its connections. */
  stop(): Promise<void>;
  /** One full pass: dispatch new events to subscribers, then deliver everything that is due. */
  drainOnce(): Promise<DrainResult>;
}

/** Answers that say the subscriber will never accept this event; retrying cannot help. */
const PERMANENT_STATUSES = new Set([400, 413, 422]);
/** First key of every advisory lock the relay takes (the letters EVNT). */
const LOCK_NAMESPACE = 0x45564e54;
const PRUNE_EVERY_MS = 60 * 60 * 1_000;

interface PendingRow {
  event_id: string;
  attempts: number;
  type: string;
  subject: string | null;
  payload: unknown;
  occurred_at: Date;
  traceparent: string | null;
  wait_ms: number;
}

interface SubscriberPass extends DrainResult {
  /** When the oldest waiting event of this subscriber becomes due. */
  nextDueMs?: number;
}

type Attempt = { ok: true } | { ok: false; permanent: boolean; error: string };

/**
 * Delivers the outbox at least once to every subscriber, oldest first per subscriber.
 *
 * Each pass first dispatches new events (one delivery row per event and subscriber), then serves
 * each subscriber: it posts the oldest pending event, and on failure schedules a retry with
 * exponential backoff and jitter and stops there, so a subscriber never receives an event before
 * an older one. Several relays (or service instances) may run at once: a PostgreSQL advisory lock
 * per subscriber makes one of them serve it at a time and the others skip it, like
 * `FOR UPDATE SKIP LOCKED` but for the whole queue, which is what keeps the order.
 */
export function createOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { pool, logger } = options;
  const pollInterval = options.pollIntervalMs ?? 1_000;
  const batchSize = options.batchSize ?? 100;
  const maxAttempts = options.maxAttempts ?? Number.POSITIVE_INFINITY;
  const requestTimeout = options.requestTimeoutMs ?? 10_000;
  const doFetch = options.fetch ?? fetch;
  const subscribers = options.subscribers.map((s) => ({ name: s.name, url: s.url.replace(/\/+$/, '') }));
  const names = subscribers.map((s) => s.name);
  const log = logger.child({ component: 'outbox-relay' });
  const tracer = options.tracer ?? untracedTracer;

  const retention = options.retentionMs ?? 7 * 24 * 60 * 60 * 1_000;
  /** The background loop is on (between start() and stop()). */
  let running = false;
  /** stop() is waiting for the pass in flight: finish the current delivery, start no other. */
  let halting = false;
  let lastPrune = 0;
  let timer: NodeJS.Timeout | undefined;
  let wakeRequested = false;
  let tail: Promise<unknown> = Promise.resolve();
  let listener: pg.PoolClient | undefined;
  let listenerConnecting: Promise<void> | undefined;

  /** Runs the relay's work one piece after another within this process. */
  function enqueue<T>(work: () => Promise<T>): Promise<T> {
    const done = tail.then(work);
    tail = done.catch(() => undefined);
    return done;
  }

  async function drainOnce(): Promise<DrainResult> {
    const { delivered, failed, dead } = await enqueue(drain);
    return { delivered, failed, dead };
  }

  async function drain(): Promise<SubscriberPass> {
    await dispatch();
    const passes = await Promise.all(subscribers.map((subscriber) => serve(subscriber)));
    const total: SubscriberPass = { delivered: 0, failed: 0, dead: 0 };
    for (const pass of passes) {
      total.delivered += pass.delivered;
      total.failed += pass.failed;
      total.dead += pass.dead;
      if (pass.nextDueMs !== undefined) total.nextDueMs = Math.min(total.nextDueMs ?? pass.nextDueMs, pass.nextDueMs);
    }
    return total;
  }

  /** Creates the delivery rows of new events, in insertion order, under one relay at a time. */
  async function dispatch(): Promise<void> {
    await withLock('dispatch', async (client) => {
      for (;;) {
        await client.query('begin');
        try {
          const { rows } = await client.query<{ id: string }>('select id from event_outbox where dispatched_at is null order by seq limit $1 for update', [
            batchSize,
          ]);
          const ids = rows.map((row) => row.id);
          if (ids.length > 0 && names.length > 0) {
            await client.query(
              `insert into event_outbox_deliveries (event_id, subscriber)
               select event_id, subscriber from unnest($1::uuid[]) as e(event_id) cross join unnest($2::text[]) as s(subscriber)
               on conflict do nothing`,
              [ids, names],
            );
          }
          if (ids.length > 0) await client.query('update event_outbox set dispatched_at = now() where id = any($1::uuid[])', [ids]);
          await client.query('commit');
          if (ids.length < batchSize) return;
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          throw error;
        }
      }
    });
  }

  /** Delivers a subscriber's due events, oldest first, until one fails or none is due. */
  async function serve(subscriber: EventSubscriber): Promise<SubscriberPass> {
    const pass: SubscriberPass = { delivered: 0, failed: 0, dead: 0 };
    await withLock(`deliver:${subscriber.name}`, async (client) => {
      for (let handled = 0; handled < batchSize && !halting; handled++) {
        const { rows } = await client.query<PendingRow>(
          `select d.event_id, d.attempts, o.type, o.subject, o.payload, o.occurred_at, o.traceparent,
                  greatest(0, extract(epoch from (d.next_attempt_at - now())) * 1000)::float8 as wait_ms
             from event_outbox_deliveries d
             join event_outbox o on o.id = d.event_id
            where d.subscriber = $1 and d.delivered_at is null and d.dead_at is null
            order by o.occurred_at, o.seq
            limit 1`,
          [subscriber.name],
        );
        const row = rows[0];
        if (!row) return;
        if (row.wait_ms > 0) {
          pass.nextDueMs = row.wait_ms;
          return;
        }
        // The delivery continues the trace the event was published in; its log lines and the consumer's handling join it.
        const outcome = await inSpan(tracer, `deliver ${row.type}`, deliverySpan(row, subscriber), async (span, active) => {
          const attempts = row.attempts + 1;
          span.setAttribute('academy.event.attempt', attempts);
          const attempt = await post(subscriber, toEnvelope(row), active);
          if (attempt.ok) {
            await client.query(
              `update event_outbox_deliveries set delivered_at = now(), attempts = $3, last_error = null
                where event_id = $1 and subscriber = $2`,
              [row.event_id, subscriber.name, attempts],
            );
            pass.delivered++;
            options.metrics?.delivery(subscriber.name, typeLabel(row.type), 'delivered');
            return 'next';
          }
          span.setStatus({ code: SpanStatusCode.ERROR, message: attempt.error });
          if (attempt.permanent || attempts >= maxAttempts) {
            await client.query(
              `update event_outbox_deliveries set dead_at = now(), attempts = $3, last_error = $4
                where event_id = $1 and subscriber = $2`,
              [row.event_id, subscriber.name, attempts, attempt.error],
            );
            pass.dead++;
            options.metrics?.delivery(subscriber.name, typeLabel(row.type), 'given_up');
            log.error(
              { ...traceFields(active), eventId: row.event_id, type: row.type, subscriber: subscriber.name, attempts, error: attempt.error },
              'event given up for subscriber',
            );
            return 'next';
          }
          const delay = retryDelayMs(attempts, options.backoff);
          await client.query(
            `update event_outbox_deliveries
                set attempts = $3, last_error = $4, next_attempt_at = now() + make_interval(secs => $5::float8 / 1000)
              where event_id = $1 and subscriber = $2`,
            [row.event_id, subscriber.name, attempts, attempt.error, delay],
          );
          pass.failed++;
          options.metrics?.delivery(subscriber.name, typeLabel(row.type), 'failed');
          pass.nextDueMs = delay;
          log.warn(
            { ...traceFields(active), eventId: row.event_id, type: row.type, subscriber: subscriber.name, attempts, retryInMs: delay, error: attempt.error },
            'event delivery failed; will retry',
          );
          return 'stop';
        });
        if (outcome === 'stop') return;
      }
      // A full batch: more may be waiting, so the loop comes back at once.
      pass.nextDueMs = 0;
    });
    return pass;
  }

  function toEnvelope(row: PendingRow): EventEnvelope {
    return {
      id: row.event_id,
      type: row.type,
      source: options.source,
      occurredAt: row.occurred_at.toISOString(),
      ...(row.subject === null ? {} : { subject: row.subject }),
      data: row.payload,
      // The type's schema version as this release knows it (an outbox row of an unknown type can
      // only have been written by hand; it goes as version 1).
      version: isKnownEventType(row.type) ? eventVersions[row.type] : 1,
    };
  }

  async function post(subscriber: EventSubscriber, envelope: EventEnvelope, delivery: Context): Promise<Attempt> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (options.token) headers['x-internal-token'] = options.token;
    injectTraceHeaders(headers, delivery);
    try {
      const response = await doFetch(`${subscriber.url}/internal/events`, {
        method: 'POST',
        headers,
        body: JSON.stringify(envelope),
        signal: AbortSignal.timeout(requestTimeout),
      });
      const body = await response.text().catch(() => '');
      if (response.ok) return { ok: true };
      return { ok: false, permanent: PERMANENT_STATUSES.has(response.status), error: `HTTP ${response.status} ${body.slice(0, 500)}`.trim() };
    } catch (error) {
      return { ok: false, permanent: false, error: describeError(error) };
    }
  }

  /**
   * Runs work on one connection holding a session advisory lock, or skips it when another
   * connection (another relay) holds that lock. A connection that breaks releases its locks.
   */
  async function withLock(name: string, work: (client: pg.PoolClient) => Promise<void>): Promise<void> {
    const client = await pool.connect();
    let connectionError: Error | undefined;
    const onError = (error: Error) => {
      connectionError = error;
    };
    client.on('error', onError);
    try {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as locked', [LOCK_NAMESPACE, name]);
      if (!rows[0]?.locked) return;
      try {
        await work(client);
      } finally {
        await client.query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_NAMESPACE, name]);
      }
    } catch (error) {
      connectionError ??= error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.removeListener('error', onError);
      // A connection in an unknown state (or one that may still hold a lock) is closed, not reused.
      client.release(connectionError);
    }
  }

  async function connectListener(): Promise<void> {
    if (listener || listenerConnecting || !running) return;
    listenerConnecting = (async () => {
      let client: pg.PoolClient | undefined;
      try {
        client = await pool.connect();
        const connected = client;
        connected.on('notification', (message) => {
          if (message.channel === OUTBOX_CHANNEL) wake();
        });
        connected.on('error', (error) => {
          if (listener !== connected) return;
          log.warn({ err: error }, 'outbox listener connection lost; polling until it is back');
          listener = undefined;
          connected.release(error);
        });
        await connected.query(`listen ${OUTBOX_CHANNEL}`);
        if (running) listener = connected;
        else connected.release(true);
      } catch (error) {
        log.warn({ err: error }, 'could not listen for outbox notifications; polling');
        client?.release(true);
      }
    })();
    await listenerConnecting;
    listenerConnecting = undefined;
  }

  function schedule(delayMs: number) {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), Math.max(0, delayMs));
    // The service's server keeps the process alive; a forgotten relay must not.
    timer.unref();
  }

  let ticking = false;
  async function tick() {
    timer = undefined;
    if (!running) return;
    ticking = true;
    wakeRequested = false;
    let next = pollInterval;
    try {
      const result = await enqueue(drain);
      if (result.nextDueMs !== undefined) next = Math.min(next, result.nextDueMs);
      if (retention > 0 && Date.now() - lastPrune >= PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        const pruned = await enqueue(() => pruneOutbox(pool, { olderThanMs: retention }));
        if (pruned > 0) log.info({ pruned }, 'delivered events pruned from the outbox');
      }
    } catch (error) {
      log.error({ err: error }, 'outbox relay pass failed');
    } finally {
      ticking = false;
    }
    if (options.listen !== false && !listener) void connectListener();
    schedule(wakeRequested ? 0 : next);
  }

  function wake() {
    if (!running) return;
    if (ticking) wakeRequested = true;
    else schedule(0);
  }

  return {
    drainOnce,
    async start() {
      if (running) return;
      running = true;
      if (options.listen !== false) await connectListener();
      schedule(0);
      log.info({ subscribers: names }, 'outbox relay started');
    },
    async stop() {
      if (!running) return;
      running = false;
      halting = true;
      clearTimeout(timer);
      timer = undefined;
      try {
        await tail;
        await listenerConnecting;
      } finally {
        halting = false;
      }
      if (listener) {
        const client = listener;
        listener = undefined;
        // Closed rather than returned to the pool, so no pooled connection keeps listening.
        client.release(true);
      }
      log.info('outbox relay stopped');
    },
  };
}

/**
 * Deletes events dispatched more than `olderThanMs` ago that every subscriber has received
 * (their delivery rows go with them). Events with a delivery pending or given up are kept.
 * Returns how many events were deleted.
 */
export async function pruneOutbox(pool: pg.Pool, options: { olderThanMs: number }): Promise<number> {
  const result = await pool.query(
    `delete from event_outbox o
      where o.dispatched_at < now() - make_interval(secs => $1::float8 / 1000)
        and not exists (select 1 from event_outbox_deliveries d where d.event_id = o.id and d.delivered_at is null)`,
    [options.olderThanMs],
  );
  return result.rowCount ?? 0;
}

/** The span of one delivery attempt: in the event's trace (a new one for an event published outside any), naming event and subscriber. */
function deliverySpan(row: PendingRow, subscriber: EventSubscriber): { kind: SpanKind; parent: Context; attributes: Attributes } {
  return {
    kind: SpanKind.PRODUCER,
    parent: row.traceparent ? contextFromHeaders({ traceparent: row.traceparent }) : ROOT_CONTEXT,
    attributes: {
      'messaging.operation.type': 'send',
      'messaging.message.id': row.event_id,
      'academy.event.type': row.type,
      'academy.event.subscriber': subscriber.name,
    },
  };
}

/** An event type as a metric's label: an unknown one (a row written by hand) is not a series of its own. */
function typeLabel(type: string): string {
  return isKnownEventType(type) ? type : 'unknown';
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'timed out';
  const cause = error.cause;
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return `${error.message}: ${typeof code === 'string' ? code : cause.message}`;
  }
  return error.message;
}
