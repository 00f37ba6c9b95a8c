import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';
import { context, ROOT_CONTEXT, type Context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';

/*
 * Where a trace's context is kept (docs/decisions/066-trace-context-carried-explicitly.md): with
 * each request, and — only in a process where a service exports spans — in the active context that
 * follows async work. Read by tracing.ts and by the logger.
 */

let contextManagerEnabled = false;

/**
 * Lets the active span follow async work (AsyncLocalStorage); once per process, and before any
 * span is started. A service that exports spans needs it: its query spans find their parent there,
 * and log lines read the trace id from it (logger.ts).
 */
export function enableTraceContext(): void {
  if (contextManagerEnabled) return;
  contextManagerEnabled = true;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
}

/** Whether the active span follows async work in this process (a service that exports spans runs in it). */
export function traceContextFollowsAsyncWork(): boolean {
  return contextManagerEnabled;
}

/** The trace context each request's handling runs in, set by traceRequests (tracing.ts): a property of the request, not a WeakMap entry (metrics.ts says why). */
const REQUEST_TRACE = Symbol('academy.requestTrace');
type TracedRequest = IncomingMessage & { [REQUEST_TRACE]?: Context | (() => Context) };

/**
 * The trace context of a request: its server span, continuing the caller's traceparent. What the
 * request's handling starts (a lookup, a transaction whose events continue the trace) is given it
 * explicitly. ROOT_CONTEXT for a request no trace was started for (telemetry off, or answered before).
 */
export function requestTrace(req: IncomingMessage): Context {
  const kept = (req as TracedRequest)[REQUEST_TRACE];
  if (typeof kept !== 'function') return kept ?? ROOT_CONTEXT;
  const made = kept();
  (req as TracedRequest)[REQUEST_TRACE] = made;
  return made;
}

/** Keeps the context a request's handling runs in (traceRequests), or how to make it when first asked for. */
export function keepRequestTrace(req: IncomingMessage, trace: Context | (() => Context)): void {
  (req as TracedRequest)[REQUEST_TRACE] = trace;
}

/** A request's trace as its handling starts (traceRequests, tracing.ts). */
export interface StartedRequestTrace {
  /** The ids its log lines carry. */
  ids: { traceId: string; spanId: string };
  /** The context the rest of its handling runs in, where the active context follows async work (a service that exports spans). */
  active?: Context;
}

/** Starts a request's server span (tracing.ts). */
export type RequestTraceStart = (req: Request, res: Response) => StartedRequestTrace;
