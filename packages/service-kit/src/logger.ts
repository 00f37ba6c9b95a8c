import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { context, isSpanContextValid, trace, type Context } from '@opentelemetry/api';
import { traceContextFollowsAsyncWork, type RequestTraceStart } from './trace-context.ts';
import { isWarmUpRequest } from './warm-up-requests.ts';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { RequestHandler } from 'express';

export type { Logger };

/**
 * Fields blanked wherever they appear at the top of a log line or one level down (`user.email`).
 * Request logs carry no headers or body (see the serializers below); these catch what a handler
 * might add to a line by hand.
 */
export const REDACTED_LOG_FIELDS: readonly string[] = ['body', 'params', 'email', 'password', 'firstName', 'lastName', 'cookie', 'token'];
const redactedFields = new Set(REDACTED_LOG_FIELDS);
const CENSOR = '[redacted]';

/** Whether a value is an object whose fields a line would print (not an array, a date or a buffer). */
const isPlainRecord = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/** The record with REDACTED_LOG_FIELDS blanked, copied only when one is there (most lines have none). */
function blankFields(record: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key in record) if (redactedFields.has(key) && record[key] !== undefined) (copy ??= { ...record })[key] = CENSOR;
  return copy ?? record;
}

/**
 * A line's fields (or a child logger's bindings) with REDACTED_LOG_FIELDS blanked at the top and one
 * level down. Fields with a serializer (`req`, `res`, `err`) are left to it: each keeps only what it
 * names. pino's own `redact` option did the same from a list of paths, but parsed every path again
 * on every line: about 4 µs and 18 KB of garbage a request line, a tenth of all a read allocates.
 */
export function redactLine(line: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key in line) {
    const value = line[key];
    if (value === undefined || Object.hasOwn(serializers, key)) continue;
    const redacted = redactedFields.has(key) ? CENSOR : isPlainRecord(value) ? blankFields(value) : value;
    if (redacted !== value) (copy ??= { ...line })[key] = redacted;
  }
  return copy ?? line;
}

/** Fields of an error that say what failed without saying about whom (pg error fields included). */
const SAFE_ERROR_FIELDS = ['code', 'status', 'statusCode', 'errno', 'severity', 'routine', 'constraint', 'table', 'column', 'schema', 'dataType'] as const;

export interface SafeError {
  type: string;
  message: string;
  stack?: string;
  query?: string;
  cause?: SafeError;
  [field: string]: unknown;
}

const isErrorLike = (value: unknown): value is Error & Record<string, unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/**
 * The message of an error without the data it may quote: a failed query's parameters (drizzle
 * appends them to the message) and the values PostgreSQL quotes back (`invalid input syntax for
 * type uuid: "ada@example.com"`).
 */
export function scrubErrorMessage(error: Error & Record<string, unknown>): string {
  const message = error.message.replace(/\nparams:[\s\S]*$/, '');
  // PostgreSQL's own messages may quote the offending value; a query's text has only placeholders.
  if (typeof error['severity'] === 'string') return message.replace(/"(?:[^"\\]|\\.)*"/g, '"[redacted]"');
  return message;
}

/**
 * Serializes an error for a log line: its type, a scrubbed message and stack, the SQL text of a
 * failed query (placeholders only, never its parameters) and the fields that name what failed.
 * A pg error's `detail` (`Key (email)=(…) already exists`), a body parser's `body` and anything
 * else an error carries are left out.
 */
export function serializeError(input: unknown, depth = 0): SafeError | undefined {
  // pino-http hands over its own serialization of the error; the original is kept in `raw`.
  const raw = isErrorLike(input) ? (input as { raw?: unknown }).raw : undefined;
  const value = isErrorLike(raw) ? raw : input;
  if (!isErrorLike(value)) return value === undefined ? undefined : { type: typeof value, message: '[not an error]' };
  const type = value.constructor?.name && value.constructor.name !== 'Object' ? value.constructor.name : (value.name ?? 'Error');
  const message = scrubErrorMessage(value);
  const frames = typeof value.stack === 'string' ? value.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  const safe: SafeError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  for (const field of SAFE_ERROR_FIELDS) {
    const fieldValue = value[field];
    if (typeof fieldValue === 'string' || typeof fieldValue === 'number') safe[field] = fieldValue;
  }
  if (typeof value['query'] === 'string') safe.query = value['query'];
  if (depth < 4 && value.cause !== undefined) safe.cause = serializeError(value.cause, depth + 1);
  return safe;
}

/** A URL with the value of every query parameter replaced: a callback's code or a search term stays out of the log. */
export function redactUrl(url: string | undefined): string {
  if (!url) return '';
  const index = url.indexOf('?');
  if (index < 0) return url;
  const names = url
    .slice(index + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0] ?? ''}=[redacted]`);
  return `${url.slice(0, index)}?${names.join('&')}`;
}

interface LoggedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  originalUrl?: string;
  remoteAddress?: string;
  raw?: { originalUrl?: string };
}

const serializers = {
  err: serializeError,
  req(req: LoggedRequest) {
    return { id: req.id, method: req.method, url: redactUrl(req.raw?.originalUrl ?? req.url), remoteAddress: req.remoteAddress };
  },
  res(res: { statusCode?: number }) {
    return { statusCode: res.statusCode };
  },
};

/**
 * The trace and span of the work a line is written in (a request, an event's delivery), so a log
 * line leads to its trace and back; nothing outside a trace (tracing.ts). Of the active context
 * unless another is given.
 */
export function traceFields(from: Context = context.active()): { traceId: string; spanId: string } | Record<string, never> {
  const span = trace.getSpan(from);
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return isSpanContextValid(span.spanContext()) ? { traceId, spanId } : {};
}

/**
 * The service's logger. Log lines never carry request bodies, headers, query values, SQL
 * parameters or personal fields: errors go through serializeError, requests through a serializer
 * that keeps only id, method, path and address, and REDACTED_LOG_FIELDS are blanked in the rest (redactLine). A line
 * written inside a trace carries its `traceId` and `spanId`.
 */
export function createLogger(service: string, level = 'info', destination?: DestinationStream): Logger {
  const options = { name: service, level, serializers, mixin: lineTraceFields, formatters: { log: redactLine } };
  const logger = destination ? pino(options, destination) : pino(options);
  // A child's bindings are written into every line it logs; pino's `bindings` formatter sees only
  // the root's. Every child inherits this from the root, so theirs are blanked alike.
  const child = logger.child;
  logger.child = function redactedChild(this: Logger, bindings, childOptions) {
    return child.call(this, redactLine(bindings as Record<string, unknown>), childOptions);
  } as Logger['child'];
  return logger;
}

/** The trace fields of a request's logger, worked out once per request: set on `req.log` where the active context does not follow async work. */
const LOGGER_TRACE = Symbol('academy.loggerTrace');
type TracedLogger = Logger & { [LOGGER_TRACE]?: ReturnType<typeof traceFields> };

/**
 * A line's trace: the one its logger was given for a request (`req.log`, the request log's line,
 * and their children, which inherit it), else the active context's where it follows async work (a
 * service that exports spans). A line that names its trace itself (the relay's of a delivery) keeps it.
 */
function lineTraceFields(line: object, _level: number, writer: TracedLogger): ReturnType<typeof traceFields> {
  if ('traceId' in line) return {};
  return writer[LOGGER_TRACE] ?? traceFields();
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Request logging that carries the gateway's X-Request-Id (or makes one) and echoes it back. The
 * request's logger is given the request's trace, so its lines carry it without the active context
 * (a child logger per request with the ids bound would cost every request twice as much logging).
 */
export function requestLogger(logger: Logger, startTrace?: RequestTraceStart): RequestHandler {
  const logRequests = pinoHttp({
    logger,
    serializers,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || isWarmUpRequest(req) },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
  });
  return (req, res, next) => {
    const started = startTrace?.(req, res);
    logRequests(req, res);
    // Without a tracer (OTEL_SDK_DISABLED) a request has no trace, and its lines carry none.
    if (!traceContextFollowsAsyncWork()) (req.log as TracedLogger)[LOGGER_TRACE] = started?.ids ?? {};
    // Nothing is bound to the request's events: the body parser's listeners, even for a body that
    // arrives after the headers, and the answer's 'finish' (this log's line) run in the context the
    // request's handling began in (tracing.test.ts sends a late body). Binding the request's
    // emitter patched its methods and wrapped each listener, on every request with a body.
    if (started?.active) context.with(started.active, next);
    else next();
  };
}
