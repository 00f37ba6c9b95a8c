import { context, SpanKind, trace, type Context, type Tracer } from '@opentelemetry/api';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { recordFailure } from './tracing.ts';

export interface Database<TSchema extends Record<string, unknown>> {
  /** Drizzle over the pool (`$client`, for a statement prepared by name). */
  db: NodePgDatabase<TSchema> & { $client: pg.Pool };
  pool: pg.Pool;
  /**
   * Runs the work in one transaction: what it writes commits together, or not at all. The one way a
   * service's use cases write several rows together (they receive it as `transaction`).
   */
  transaction: RunInTransaction<TSchema>;
  /** Applies the service's generated migrations (idempotent; tracked by drizzle). */
  migrate(migrationsFolder: string): Promise<void>;
  /** True when the database answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Connections the pool opens at most. Default 10. */
  max?: number;
  /** Each query made inside a traced request or delivery becomes a span of this tracer (tracing.ts). */
  tracer?: Tracer | undefined;
}

export function createDatabase<TSchema extends Record<string, unknown>>(url: string, schema: TSchema, options: DatabaseOptions = {}): Database<TSchema> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  if (options.tracer) traceQueries(pool, options.tracer, new URL(url).pathname.slice(1));
  const db = drizzle(pool, { schema });
  return {
    db,
    pool,
    transaction: (work, options) => {
      const trace = options?.trace;
      return db.transaction(
        trace
          ? (tx) => {
              traceTransaction(tx, trace);
              return work(tx);
            }
          : work,
      );
    },
    migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
    async ping() {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}

export type Transaction<TSchema extends Record<string, unknown>> = Parameters<Parameters<NodePgDatabase<TSchema>['transaction']>[0]>[0];

export interface TransactionOptions {
  /**
   * The trace the work is done in (a request's, `requestTrace`; an event's handling): the events
   * published in the transaction continue it. `forRequest` gives a request's use cases a
   * `transaction` that passes it.
   */
  trace?: Context;
}

/** Opens a transaction on a service's database and runs the work in it. */
export type RunInTransaction<TSchema extends Record<string, unknown>> = <T>(
  work: (tx: Transaction<TSchema>) => Promise<T>,
  options?: TransactionOptions,
) => Promise<T>;

/** The trace each transaction opened with one is done in. */
const transactionTraces = new WeakMap<object, Context>();

/** Marks a transaction as done in a trace (one the kit opens itself, an event's handling). */
export function traceTransaction(tx: object, trace: Context): void {
  transactionTraces.set(tx, trace);
}

/** The trace a transaction is done in: the one it was opened with, else the active context. */
export function transactionTrace(tx: object): Context {
  return transactionTraces.get(tx) ?? context.active();
}

/**
 * Makes each query of the pool's connections a client span (`SELECT`, its SQL text with
 * placeholders, never the parameters), child of the span it is made in. Queries made outside any
 * trace (the relay's polling, start-up) are not traced, or every second would start one.
 */
function traceQueries(pool: pg.Pool, tracer: Tracer, namespace: string): void {
  // A query waiting for a free connection is started by the one that frees it: the callback is
  // bound to the caller's context so its span has the right parent (pool.query goes through here).
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
  pool.connect = ((callback?: (...args: unknown[]) => void) =>
    callback ? connect(context.bind(context.active(), callback)) : connect()) as typeof pool.connect;
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const parent = trace.getSpan(context.active());
      const [config] = args;
      // A cursor or stream (submittable) is left as it is.
      if (!parent?.isRecording() || (typeof config === 'object' && config !== null && 'submit' in config)) return query(...args);
      const text = typeof config === 'string' ? config : typeof config === 'object' && config !== null && 'text' in config ? String(config.text) : '';
      const operation = /^\s*([a-z]+)/i.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
      const span = tracer.startSpan(operation, {
        kind: SpanKind.CLIENT,
        attributes: { 'db.system.name': 'postgresql', 'db.namespace': namespace, 'db.operation.name': operation, 'db.query.text': text },
      });
      const done = (error?: unknown) => {
        if (error) recordFailure(span, error);
        span.end();
      };
      const callbackAt = args.findIndex((arg) => typeof arg === 'function');
      if (callbackAt >= 0) {
        const callback = args[callbackAt] as (error: unknown, result: unknown) => void;
        args[callbackAt] = (error: unknown, result: unknown) => {
          done(error);
          callback(error, result);
        };
        return query(...args);
      }
      return (query(...args) as Promise<unknown>).then(
        (result) => {
          done();
          return result;
        },
        (error: unknown) => {
          done(error);
          throw error;
        },
      );
    }) as typeof client.query;
  });
}
