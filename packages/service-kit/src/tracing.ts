import { randomFillSync } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  context,
  defaultTextMapGetter,
  isSpanContextValid,
  TraceFlags,
  defaultTextMapSetter,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type SpanContext,
  type SpanOptions,
  type Tracer,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { AlwaysOnSampler, BasicTracerProvider, BatchSpanProcessor, ParentBasedSampler } from '@opentelemetry/sdk-trace-base';
import type { Request, Response } from 'express';
import type { ApiOperation } from '@academy/contracts';
import { serializeError } from './logger.ts';
import { enableTraceContext, keepRequestTrace, traceContextFollowsAsyncWork, type RequestTraceStart } from './trace-context.ts';

/*
 * Traces (docs/decisions/049-traces.md). Spans are made by the kit itself, not by patching modules:
 * the server span of each request (continuing the caller's W3C traceparent), a span per PostgreSQL
 * query inside it (database.ts), the identity lookups and the relay's deliveries (which carry the
 * traceparent the outbox stored with the event). Each service instance has its own tracer
 * provider, so tests that run several services in one process keep their service names apart.
 *
 * Where a trace goes is carried explicitly, by the request (`requestTrace`), the transaction
 * (database.ts) and the span being worked in (`inSpan` hands its context on), so that a service
 * that exports nothing keeps no context across async work at all: on Node 20 that context is kept
 * by async hooks, which run on every promise (docs/decisions/066-trace-context-carried-explicitly.md).
 * A service that exports also lets the active span follow async work, for its query spans.
 */

/** W3C Trace Context: `traceparent` and `tracestate`, read from and written to headers. */
const propagator = new W3CTraceContextPropagator();

export interface ServiceTracing {
  tracer: Tracer;
  /** False under OTEL_SDK_DISABLED: the tracer records nothing and no trace context is kept. */
  enabled: boolean;
  /** Spans are sent to an OTLP endpoint (OTEL_EXPORTER_OTLP_ENDPOINT is set). */
  exporting: boolean;
  /** Sends the spans ended so far. */
  flush(): Promise<void>;
  /** Sends what is left and stops (at the service's stop). */
  shutdown(): Promise<void>;
}

export interface ServiceTracingOptions {
  /** The spans' `service.name`. */
  service: string;
  /**
   * OTEL_EXPORTER_OTLP_ENDPOINT: the collector's OTLP/HTTP base URL (`http://localhost:4318`);
   * spans go to `<endpoint>/v1/traces` as JSON. Without it nothing is exported, but trace context
   * is still continued, passed on and logged.
   */
  endpoint?: string | undefined;
  /** OTEL_SDK_DISABLED: no spans and no trace context (a tracer that records nothing). */
  disabled?: boolean;
}

/** The OTLP/HTTP traces URL of an OTEL_EXPORTER_OTLP_ENDPOINT (the signal's path appended, as the specification says). */
export function otlpTracesUrl(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, '')}/v1/traces`;
}

/**
 * A service instance's tracer: its spans go to the OTLP endpoint when one is given. Without one,
 * spans record nothing (no attributes, no timings kept for no one) yet carry ids: a span continues
 * its parent's trace and sampling flag with an id of its own, so the trace is still passed on,
 * stored with events and logged.
 */
export function createServiceTracing(options: ServiceTracingOptions): ServiceTracing {
  if (options.disabled) return { tracer: untracedTracer, enabled: false, exporting: false, flush: async () => undefined, shutdown: async () => undefined };
  // Unexported, the trace is only carried on, and that is done explicitly: no async hooks are paid for.
  if (!options.endpoint) return { tracer: unrecordedTracer(), enabled: true, exporting: false, flush: async () => undefined, shutdown: async () => undefined };
  enableTraceContext();
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.service }),
    // The caller's sampling decision is kept; a trace this service starts is sampled.
    sampler: new ParentBasedSampler({ root: new AlwaysOnSampler() }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: otlpTracesUrl(options.endpoint) }))],
  });
  return {
    tracer: provider.getTracer('@academy/service-kit'),
    enabled: true,
    exporting: true,
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}

/**
 * A span's ids, as lowercase hex: the trace's (when it starts one) and its own, both taken at once
 * from random bytes drawn in 4 KB batches, so a span costs one hex conversion.
 */
export function spanIds(): (withTrace: boolean) => { traceId: string; spanId: string } {
  const pool = Buffer.allocUnsafe(4096);
  let next = pool.length;
  const ALL_ZEROS = /^0+$/;
  return (withTrace) => {
    for (;;) {
      const bytes = withTrace ? 24 : 8;
      if (next + bytes > pool.length) {
        randomFillSync(pool);
        next = 0;
      }
      const hex = pool.toString('hex', next, (next += bytes));
      const traceId = withTrace ? hex.slice(0, 32) : '';
      const spanId = withTrace ? hex.slice(32) : hex;
      // An id of all zeros is invalid (W3C Trace Context): drawn once in 2^64 spans, it is drawn again.
      if (!ALL_ZEROS.test(spanId) && !(withTrace && ALL_ZEROS.test(traceId))) return { traceId, spanId };
    }
  };
}

/** The ids of a span that records nothing: it continues the parent's trace and sampling flag, or starts a sampled trace. */
function unrecordedSpanContext(ids: ReturnType<typeof spanIds>, parent: SpanContext | undefined): SpanContext {
  const continued = parent && isSpanContextValid(parent) ? parent : undefined;
  const drawn = ids(!continued);
  return { traceId: continued?.traceId ?? drawn.traceId, spanId: drawn.spanId, traceFlags: continued ? continued.traceFlags : TraceFlags.SAMPLED };
}

/** How traceRequests knows a tracer records nothing, and draws its server spans' ids itself. */
const UNRECORDED_IDS = Symbol('academy.unrecordedIds');
type UnrecordedTracer = Tracer & { [UNRECORDED_IDS]: ReturnType<typeof spanIds> };

/** Spans that carry ids and record nothing (nothing is exported): see createServiceTracing. */
function unrecordedTracer(): Tracer {
  const ids = spanIds();
  const startSpan = (_name: string, options?: SpanOptions, from: Context = context.active()): Span =>
    trace.wrapSpanContext(unrecordedSpanContext(ids, options?.root ? undefined : trace.getSpanContext(from)));
  const startActiveSpan = <F extends (span: Span) => unknown>(name: string, ...rest: unknown[]): ReturnType<F> => {
    const work = rest.at(-1) as F;
    const options = (rest.length > 1 ? rest[0] : undefined) as SpanOptions | undefined;
    const from = (rest.length > 2 ? rest[1] : context.active()) as Context;
    const span = startSpan(name, options, from);
    return context.with(trace.setSpan(from, span), () => work(span)) as ReturnType<F>;
  };
  return { startSpan, startActiveSpan, [UNRECORDED_IDS]: ids } as UnrecordedTracer;
}

/** A tracer that records nothing (a database or relay made without one); trace context still passes through. */
export const untracedTracer: Tracer = trace.getTracer('@academy/service-kit/untraced');

/** The trace context of the headers' `traceparent` (ROOT_CONTEXT when there is none or it is malformed). */
export function contextFromHeaders(headers: IncomingHttpHeaders | Record<string, string>): Context {
  return propagator.extract(ROOT_CONTEXT, headers, defaultTextMapGetter);
}

/** Adds `traceparent` (and `tracestate`) of the context to outgoing headers. */
export function injectTraceHeaders(headers: Record<string, string>, from: Context = context.active()): Record<string, string> {
  propagator.inject(from, headers, defaultTextMapSetter);
  return headers;
}

/** The traceparent of a context (the active one by default), to store with what is continued later (an outbox event); undefined outside a trace. */
export function currentTraceparent(from: Context = context.active()): string | undefined {
  return injectTraceHeaders({}, from)['traceparent'];
}

/** Marks a span failed with the error's type and message, scrubbed as in a log line (no data the error may quote). */
export function recordFailure(span: Span, error: unknown): void {
  const safe = serializeError(error);
  span.setAttribute('error.type', safe?.type ?? 'Error');
  span.setStatus({ code: SpanStatusCode.ERROR, ...(safe?.message ? { message: safe.message } : {}) });
}

/**
 * Runs the work in a span (child of the active one unless `parent` is given), ending it when the
 * work settles. The work is given the span's context, to hand on explicitly (a request's headers, a
 * transaction): the active context follows async work only in a service that exports.
 */
export async function inSpan<T>(
  tracer: Tracer,
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes; parent?: Context },
  work: (span: Span, active: Context) => Promise<T>,
): Promise<T> {
  const parent = options.parent ?? context.active();
  const span = tracer.startSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, ...(options.attributes ? { attributes: options.attributes } : {}) }, parent);
  const active = trace.setSpan(parent, span);
  try {
    return await context.with(active, () => work(span, active));
  } catch (error) {
    recordFailure(span, error);
    throw error;
  } finally {
    span.end();
  }
}

/** The trace a request's caller is in: most requests bring no traceparent (the gateway starts none), and there is nothing to parse. */
function callerTrace(req: Request): Context {
  return req.headers.traceparent === undefined ? ROOT_CONTEXT : contextFromHeaders(req.headers);
}

/**
 * The server span of every request: it continues the caller's `traceparent` (the gateway passes
 * the browser's or starts none), is named by the contract operation the request matched
 * (`POST /api/progress`) and carries its status. The request's handlers, its queries, its log lines
 * and the events it publishes run inside it: `requestTrace(req)` gives its context, and the
 * request log's layer, which calls this, runs the rest of the request's handling in it.
 */
export function traceRequests(tracer: Tracer, operationOf: (req: Request) => ApiOperation | undefined): RequestTraceStart {
  const unrecorded = (tracer as Partial<UnrecordedTracer>)[UNRECORDED_IDS];
  if (unrecorded) {
    // Nothing is exported: the request's ids are drawn for its log lines, and its context (a span
    // and a context object) is made only if something asks for it (an identity lookup, a
    // transaction publishing an event), unless the active context follows async work in this
    // process (another service in it exports), where the request's handling runs in it.
    return (req) => {
      const parent = callerTrace(req);
      const spanContext = unrecordedSpanContext(unrecorded, parent === ROOT_CONTEXT ? undefined : trace.getSpanContext(parent));
      const ids = { traceId: spanContext.traceId, spanId: spanContext.spanId };
      const made = () => trace.setSpan(parent, trace.wrapSpanContext(spanContext));
      if (!traceContextFollowsAsyncWork()) {
        keepRequestTrace(req, made);
        return { ids };
      }
      const active = made();
      keepRequestTrace(req, active);
      return { ids, active };
    };
  }
  return (req, res) => {
    const parent = callerTrace(req);
    const span = tracer.startSpan(req.method, { kind: SpanKind.SERVER }, parent);
    const active = trace.setSpan(parent, span);
    // A span that records nothing (nothing is exported) only carries the trace on: its name,
    // attributes and end would go nowhere, and working them out (the scheme asks the proxy
    // settings) and listening for the answer's end cost every request.
    if (span.isRecording()) recordServerSpan(span, req, res, operationOf);
    keepRequestTrace(req, active);
    const { traceId, spanId } = span.spanContext();
    return { active, ids: { traceId, spanId } };
  };
}

/** The server span's attributes, and its name, status and end once the answer is sent or the client gives up. */
function recordServerSpan(span: Span, req: Request, res: Response, operationOf: (req: Request) => ApiOperation | undefined): void {
  span.setAttributes({ 'http.request.method': req.method, 'url.path': req.originalUrl.split('?')[0] ?? '', 'url.scheme': req.protocol });
  let ended = false;
  const end = (aborted: boolean) => {
    if (ended) return;
    ended = true;
    const operation = operationOf(req);
    if (operation) {
      const route = operation.path;
      span.updateName(`${req.method} ${route}`);
      span.setAttribute('http.route', route);
    }
    span.setAttribute('http.response.status_code', res.statusCode);
    if (aborted) span.setStatus({ code: SpanStatusCode.ERROR, message: 'the client closed the connection before the answer was sent' });
    else if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
  res.once('finish', () => end(false));
  res.once('close', () => end(!res.writableFinished));
}
