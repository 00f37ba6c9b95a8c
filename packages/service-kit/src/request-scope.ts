import type { Request } from 'express';
import type { RunInTransaction, TransactionOptions } from './database.ts';
import type { Logger } from './logger.ts';
import { requestTrace } from './trace-context.ts';

/** What a use case's deps may hold that belongs to the request it runs for: the database's `transaction`, the service's logger. */
interface RequestScopable {
  transaction?: (work: never, options?: TransactionOptions) => unknown;
  logger?: unknown;
}

type AnyTransaction = RunInTransaction<Record<string, unknown>>;

/**
 * A use case's deps for one request: its transactions are done in the request's trace (the events
 * they publish continue it) and its logger is the request's (its lines carry the request id and the
 * trace). The trace is carried explicitly, not by async context (tracing.ts): a route passes
 * `forRequest(deps, req)` to a use case that publishes events or logs.
 */
export function forRequest<D extends RequestScopable>(deps: D, req: Request): D {
  const scoped: { transaction?: AnyTransaction; logger?: Logger } = { ...deps } as never;
  const transaction = deps.transaction as AnyTransaction | undefined;
  if (transaction) {
    const trace = requestTrace(req);
    scoped.transaction = (work, options) => transaction(work, { trace, ...options });
  }
  if (deps.logger && req.log) scoped.logger = req.log;
  return scoped as D;
}
