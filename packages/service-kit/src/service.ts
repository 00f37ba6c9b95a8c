import { getTableName, is, Table } from 'drizzle-orm';
import type { Express, Request, Router } from 'express';
import { eventsConsumedBy, operationsOf, type ApiOperation, type EventType, type ServiceName } from '@academy/contracts';
import { accessDeniedEvent, createAccessRefusals, type AccessRefusalReport, type AccessRefusals } from './access-refusals.ts';
import { createIdentityClient, type IdentityClient } from './auth.ts';
import { createDatabase, type Database, type RunInTransaction, type Transaction } from './database.ts';
import { publishEvent } from './events/publish.ts';
import { createOutboxRelay, type OutboxRelay } from './events/relay.ts';
import { eventsRouter, type EventHandlers } from './events/router.ts';
import type { EventSubscriber } from './events/subscribers.ts';
import { eventOutbox } from './events/tables.ts';
import { createLogger, type Logger } from './logger.ts';
import { createServiceMetrics, type ServiceMetrics } from './metrics.ts';
import type { RateLimitOptions } from './rate-limit.ts';
import { createServiceApp, listen, type RunningServer } from './server.ts';
import { requestTrace } from './trace-context.ts';
import { createServiceTracing, type ServiceTracing } from './tracing.ts';
import { warmUpRequestPath, type WarmUpRequests } from './warm-up.ts';

type Schema = Record<string, unknown>;
type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** What the kit reads from a service's configuration to assemble it. */
export interface ServiceSettings {
  port: number;
  host: string;
  logLevel: LogLevel;
  databaseUrl: string;
  trustedProxies: readonly string[];
  /** INTERNAL_EVENTS_TOKEN: sent by the relay, required by /internal/events and identity's streams. */
  internalToken: string | undefined;
  /** Where this service's events go (EVENT_SUBSCRIBERS); none means the service runs no relay. */
  eventSubscribers?: EventSubscriber[] | undefined;
  /** Where identity answers sign-in lookups; none means the service has no identity client (identity itself). */
  identityUrl?: string | undefined;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: where spans are exported; none means none are. */
  otlpEndpoint?: string | undefined;
  /** OTEL_SDK_DISABLED: no spans and no trace context at all (default false). */
  tracesDisabled?: boolean;
  /** METRICS_DISABLED: no request figures and no GET /metrics (default false). */
  metricsDisabled?: boolean;
}

/** The environment keys of `baseConfigShape` (and `eventsConfigShape`, `IDENTITY_URL`) most services parse. */
export interface BaseServiceConfig {
  PORT: number;
  HOST: string;
  LOG_LEVEL: LogLevel;
  DATABASE_URL: string;
  TRUSTED_PROXIES: readonly string[];
  INTERNAL_EVENTS_TOKEN?: string | undefined;
  EVENT_SUBSCRIBERS?: EventSubscriber[] | undefined;
  IDENTITY_URL?: string | undefined;
  OTEL_EXPORTER_OTLP_ENDPOINT?: string | undefined;
  OTEL_SDK_DISABLED?: boolean;
  METRICS_DISABLED?: boolean;
}

/** The settings of a configuration parsed with `baseConfigShape`. */
export function baseServiceSettings(config: BaseServiceConfig): ServiceSettings {
  return {
    port: config.PORT,
    host: config.HOST,
    logLevel: config.LOG_LEVEL,
    databaseUrl: config.DATABASE_URL,
    trustedProxies: config.TRUSTED_PROXIES,
    internalToken: config.INTERNAL_EVENTS_TOKEN,
    eventSubscribers: config.EVENT_SUBSCRIBERS,
    identityUrl: config.IDENTITY_URL,
    otlpEndpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
    tracesDisabled: config.OTEL_SDK_DISABLED ?? false,
    metricsDisabled: config.METRICS_DISABLED ?? false,
  };
}

/** Options every assembled service takes (tests). */
export interface ServiceOptions {
  /** Replaces the rate limits' settings (a test that fires many requests); spread over the service's own. */
  rateLimits?: RateLimitOptions;
  /** Replaces the logger the kit would make from LOG_LEVEL. */
  logger?: Logger;
}

/** What the kit has made before the service assembles its own parts. */
export interface ServiceContext<TConfig, TSchema extends Schema> {
  config: TConfig;
  settings: ServiceSettings;
  logger: Logger;
  database: Database<TSchema>;
  /** Opens a transaction on the service's database: the one way use cases write several rows together. */
  transaction: RunInTransaction<TSchema>;
  /** Signed-in lookups against identity (every service but identity). */
  identity: IdentityClient;
  /** Files refused administrator calls as the definition's `refusals` says (identity gives it to its own guards). */
  refusals: AccessRefusals | undefined;
  /** The service's Prometheus registry: the kit's figures are on it; `metrics.counter()` adds the service's own. */
  metrics: ServiceMetrics;
  /** The service's tracer (its spans are exported when OTEL_EXPORTER_OTLP_ENDPOINT is set). */
  tracing: ServiceTracing;
}

/**
 * A start-up step, run in order after the migrations and before the service listens. It may give
 * back what undoes it (a server it started), run at stop once requests in flight have finished,
 * or when a later step fails.
 */
export type StartupStep = () => Promise<void | (() => Promise<void>)>;

/** The service's own parts, from its repositories and use cases. */
export interface ServiceParts<TSchema extends Schema, TExposed extends object = object> {
  /** Mounted in order at the root after the kit's own (health, routes list, rate limits). */
  routes: Router[];
  /** Mounted before the JSON parser: routes that read the raw body (signed webhooks). */
  rawBodyRoutes?: Router[];
  /** The events this service consumes, each handled inside the transaction that records it. */
  events?: EventHandlers<Transaction<TSchema>>;
  /** The service's rate-limit settings besides the kit's pool and identity client. */
  rateLimits?: Omit<RateLimitOptions, 'pool' | 'identity'>;
  /** JSON body size limit (default 100 kb). */
  bodyLimit?: string;
  /** Run in order after the migrations, before listening (content sync, warm-up, dependencies). */
  startup?: StartupStep[];
  /**
   * The service's hot reads (GET operations without path parameters): before it listens, the kit
   * sends its app a few hundred of them on a loopback port of its own, so its first real requests
   * run compiled code (warm-up.ts).
   */
  warmUp?: readonly ApiOperation[] | WarmUpRequests;
  /** After listening, before the relay starts; what it returns is added to the "listening" log line. */
  listening?: (server: RunningServer) => Record<string, unknown> | void;
  /** Run first when the service stops, before requests in flight are waited for (long-lived streams). */
  stopping?: () => void;
  /** Run at stop once requests in flight have finished, before the database closes (what the parts opened: a mail connection). */
  shutdown?: (() => Promise<void>)[];
  /** Further things the service object offers (a test's handle on the mailer, identity's administration). */
  expose?: TExposed;
}

/** How a service files the refused administrator calls (403s) its guards answer. */
export type RefusalReports<TConfig, TSchema extends Schema> =
  /** Published as `access.denied` through the outbox, for the back office's audit log. */
  | 'outbox'
  /** Filed by the service itself (the back office keeps the audit log). */
  | ((context: Omit<ServiceContext<TConfig, TSchema>, 'identity' | 'refusals'>) => (refusal: AccessRefusalReport, req: Request) => Promise<unknown>);

/** One service, declared: the kit builds its database, identity client, relay, app and start-up from it. */
export interface ServiceDefinition<TConfig, TSchema extends Schema, TOptions extends ServiceOptions, TParts> {
  name: ServiceName;
  /** What the kit reads from the configuration (default: `baseServiceSettings`). */
  settings?: (config: TConfig) => ServiceSettings;
  database: { schema: TSchema; migrations: string };
  /** Refused administrator calls are filed (none when absent). */
  refusals?: RefusalReports<TConfig, TSchema>;
  /** Builds the service's parts: repositories, routes, event handlers, start-up steps. */
  assemble(context: ServiceContext<TConfig, TSchema>, options: TOptions): TParts;
}

/** An assembled service: its app (tests call it on a port of their own) and its start. */
export type Service<TSchema extends Schema, TExposed extends object> = {
  name: ServiceName;
  app: Express;
  logger: Logger;
  database: Database<TSchema>;
  /** Delivers this service's events (absent when it has no subscribers). */
  relay: OutboxRelay | undefined;
  /** Its Prometheus registry (answered on GET /metrics). */
  metrics: ServiceMetrics;
  /** Its tracer; `flush()` sends the spans ended so far. */
  tracing: ServiceTracing;
  /**
   * Applies the migrations, runs the start-up steps, listens on the configured port (0 picks a free
   * one), then starts the relay. The running server's stop() drains requests, stops the relay, undoes
   * the start-up steps, runs the shutdown and closes the database.
   */
  start(): Promise<RunningServer>;
} & TExposed;

/** What the factory gives for what `assemble` returns: a service, or a promise of one. */
type AssembledService<TSchema extends Schema, TResult> =
  TResult extends Promise<infer TParts> ? Promise<Service<TSchema, ExposedOf<TParts>>> : Service<TSchema, ExposedOf<TResult>>;

type ExposedOf<TParts> = TParts extends { expose?: infer TExposed } ? (NonNullable<TExposed> extends object ? NonNullable<TExposed> : object) : object;

/**
 * Declares a service (docs/decisions/037-one-service-assembly.md). Gives the factory its server.ts
 * exports: `(config, options) => service`, a promise of one when `assemble` is async (content read
 * before anything listens).
 */
export function defineService<
  TConfig,
  TSchema extends Schema,
  TOptions extends ServiceOptions,
  TResult extends ServiceParts<TSchema, object> | Promise<ServiceParts<TSchema, object>>,
>(definition: ServiceDefinition<TConfig, TSchema, TOptions, TResult>): (config: TConfig, options?: TOptions) => AssembledService<TSchema, TResult> {
  return (config: TConfig, options: TOptions = {} as TOptions) => {
    const settings = (definition.settings ?? (baseServiceSettings as (config: TConfig) => ServiceSettings))(config);
    const logger = options.logger ?? createLogger(definition.name, settings.logLevel);
    const tracing = createServiceTracing({ service: definition.name, endpoint: settings.otlpEndpoint, disabled: settings.tracesDisabled ?? false });
    // Query spans only where they go somewhere: unexported, they would cost every query for nothing.
    const database = createDatabase(settings.databaseUrl, definition.database.schema, { tracer: tracing.exporting ? tracing.tracer : undefined });
    const { transaction } = database;
    const metrics = createServiceMetrics({
      service: definition.name,
      operations: operationsOf(definition.name),
      pool: database.pool,
      // A service whose schema has the outbox reports its backlog, whether or not this instance relays.
      ...(hasOutbox(definition.database.schema) ? { outbox: { subscribers: (settings.eventSubscribers ?? []).map((s) => s.name) } } : {}),
    });
    const base = { config, settings, logger, database, transaction, metrics, tracing };
    const report =
      definition.refusals === 'outbox'
        ? () => (refusal: AccessRefusalReport, req: Request) => transaction((tx) => publishEvent(tx, accessDeniedEvent(refusal)), { trace: requestTrace(req) })
        : definition.refusals;
    const refusals = report ? createAccessRefusals({ logger, report: report(base) }) : undefined;
    const identity = settings.identityUrl
      ? createIdentityClient({
          identityUrl: settings.identityUrl,
          internalToken: settings.internalToken,
          tracer: tracing.tracer,
          ...(refusals ? { refusals } : {}),
        })
      : noIdentityClient(definition.name);
    const context: ServiceContext<TConfig, TSchema> = { ...base, identity, refusals };
    const parts: ServiceParts<TSchema, object> | Promise<ServiceParts<TSchema, object>> = definition.assemble(context, options);
    const service =
      parts instanceof Promise ? parts.then((ready) => assembled(definition, context, options, ready)) : assembled(definition, context, options, parts);
    return service as AssembledService<TSchema, TResult>;
  };
}

function assembled<TConfig, TSchema extends Schema, TParts extends ServiceParts<TSchema, object>>(
  definition: { name: ServiceName; database: { migrations: string } },
  context: ServiceContext<TConfig, TSchema>,
  options: ServiceOptions,
  parts: TParts,
): Service<TSchema, ExposedOf<TParts>> {
  const { settings, logger, database, metrics, tracing } = context;
  checkEventHandlers(definition.name, parts.events ?? {});
  const hasIdentity = settings.identityUrl !== undefined;
  const relay = settings.eventSubscribers
    ? createOutboxRelay({
        pool: database.pool,
        source: definition.name,
        subscribers: settings.eventSubscribers,
        token: settings.internalToken,
        logger,
        metrics: metrics.relay,
        tracer: tracing.tracer,
      })
    : undefined;
  const app = createServiceApp({
    logger,
    ready: database.ping,
    trustedProxies: settings.trustedProxies,
    ...(settings.metricsDisabled ? {} : { metrics }),
    ...(tracing.enabled ? { tracer: tracing.tracer } : {}),
    rateLimits: { pool: database.pool, ...(hasIdentity ? { identity: context.identity } : {}), ...parts.rateLimits, ...options.rateLimits },
    ...(parts.bodyLimit ? { bodyLimit: parts.bodyLimit } : {}),
    ...(parts.rawBodyRoutes ? { rawBodyRoutes: parts.rawBodyRoutes } : {}),
    routes: [
      ...(parts.events
        ? [
            eventsRouter({
              db: database.db,
              handlers: parts.events,
              sharedSecret: settings.internalToken,
              metrics: metrics.inbox,
              tracer: tracing.tracer,
            }),
          ]
        : []),
      ...parts.routes,
    ],
  });

  async function start(): Promise<RunningServer> {
    await database.migrate(definition.database.migrations);
    // What the steps started, undone in reverse order.
    const undo: (() => Promise<void>)[] = [];
    const undoAll = async () => {
      for (const step of undo.splice(0).reverse()) await step();
    };
    let server: RunningServer;
    try {
      for (const step of parts.startup ?? []) {
        const started = await step();
        if (typeof started === 'function') undo.push(started);
      }
      if (parts.warmUp) await warmUpRequestPath(app, { ...('operations' in parts.warmUp ? parts.warmUp : { operations: parts.warmUp }), logger });
      server = await listen(
        app,
        settings.port,
        async () => {
          await relay?.stop();
          await undoAll();
          for (const release of parts.shutdown ?? []) await release();
          await database.close();
          // The spans of the last requests and deliveries are sent before the process ends.
          await tracing.shutdown().catch(() => undefined);
        },
        settings.host,
      );
    } catch (error) {
      await undoAll().catch(() => undefined);
      await database.close().catch(() => undefined);
      throw error;
    }
    const fields = parts.listening?.(server);
    await relay?.start();
    logger.info({ port: server.port, ...fields }, `${definition.name} service listening`);
    const stopping = parts.stopping;
    if (!stopping) return server;
    return {
      ...server,
      stop: async () => {
        stopping();
        await server.stop();
      },
    };
  }

  return { name: definition.name, app, logger, database, relay, metrics, tracing, start, ...(parts.expose as ExposedOf<TParts>) };
}

/**
 * A service handles exactly the events the contracts list it as consuming (`eventsConsumedBy`, from
 * which each producer's subscribers are derived): a handler the list does not name would never be
 * delivered, and a listed event without a handler would be delivered and ignored.
 */
export function checkEventHandlers(name: ServiceName, handlers: Partial<Record<EventType, unknown>>): void {
  const declared = new Set<string>(eventsConsumedBy[name]);
  const handled = new Set(Object.keys(handlers));
  const unlisted = [...handled].filter((type) => !declared.has(type));
  const unhandled = [...declared].filter((type) => !handled.has(type));
  if (unlisted.length || unhandled.length) {
    throw new Error(
      `the ${name} service's event handlers do not match eventsConsumedBy.${name} in @academy/contracts (event-subscriptions.ts):` +
        (unlisted.length ? ` handled but not listed: ${unlisted.join(', ')};` : '') +
        (unhandled.length ? ` listed but not handled: ${unhandled.join(', ')};` : ''),
    );
  }
}

/** The schema has the outbox (`outboxTables` re-exported by the service's schema file). */
function hasOutbox(schema: Schema): boolean {
  return Object.values(schema).some((table) => is(table, Table) && getTableName(table) === getTableName(eventOutbox));
}

/** Identity holds the sessions itself: it has no client to ask, and nothing may pretend to. */
function noIdentityClient(name: ServiceName): IdentityClient {
  return new Proxy({} as IdentityClient, {
    get() {
      throw new Error(`the ${name} service has no identity client (no IDENTITY_URL in its settings)`);
    },
  });
}
