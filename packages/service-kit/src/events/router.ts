import { createHash, timingSafeEqual } from 'node:crypto';
import { SpanKind, type Attributes, type Tracer } from '@opentelemetry/api';
import express, { Router, type Request, type RequestHandler } from 'express';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import {
  eventDataSchemas,
  eventEnvelopeSchema,
  isKnownEventType,
  platformOperations,
  serviceNames,
  type DomainEvent,
  type EventAck,
  type EventEnvelope,
  type EventType,
} from '@academy/contracts';
import { traceTransaction, type Transaction } from '../database.ts';
import { AppError, fieldIssues } from '../errors.ts';
import type { InboxMetrics } from '../metrics.ts';
import { route } from '../operation-route.ts';
import { requestTrace } from '../trace-context.ts';
import { inSpan, untracedTracer } from '../tracing.ts';
import { parseInput } from '../validate.ts';
import { eventInbox } from './tables.ts';

/** Where every service receives events. Never routed by the gateway, which only routes /api/*. */
export const EVENTS_PATH = '/internal/events';
/** Carries the shared secret (INTERNAL_EVENTS_TOKEN) from the relay to the consumer. */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

/**
 * Handles one event inside the transaction that records it in the inbox: what the handler writes
 * and the inbox row commit together, or neither does (and the relay sends the event again).
 */
export type EventHandler<TTx, T extends EventType> = (tx: TTx, event: DomainEvent<T>) => Promise<void>;
export type EventHandlers<TTx> = { [T in EventType]?: EventHandler<TTx, T> };

export interface EventsRouterOptions<TSchema extends Record<string, unknown>> {
  /** The consuming service's database; it must have the event_inbox table. */
  db: NodePgDatabase<TSchema>;
  /** The event types this service acts on. Other types are recorded and acknowledged. */
  handlers: EventHandlers<Transaction<TSchema>>;
  /** When set, requests must carry it in X-Internal-Token (INTERNAL_EVENTS_TOKEN). */
  sharedSecret?: string;
  /** Told of every event settled (the service's metrics count them by source, type and status). */
  metrics?: InboxMetrics;
  /** Each event handled is a span, child of the request's (which continues the producer's trace). */
  tracer?: Tracer;
}

/**
 * `POST /internal/events`: receives an envelope from a producer's relay. Answers
 * 200 {status: processed | duplicate | ignored} once the event is settled (a repeat of an event
 * already recorded is not handled again; an unknown type is recorded and acknowledged so that no
 * producer retries it forever), 400 EVENT_ENVELOPE_INVALID for a malformed envelope,
 * 422 EVENT_DATA_INVALID when a handled type's data does not match its contract,
 * 401 EVENT_TOKEN_INVALID without the shared secret, and 500 when the handler fails (nothing is
 * kept, so the relay's retry runs it again).
 */
export function eventsRouter<TSchema extends Record<string, unknown>>(options: EventsRouterOptions<TSchema>): Router {
  const router = Router();

  route(router, platformOperations.receiveEvent, requireInternalToken(options.sharedSecret), express.json({ limit: '256kb' }), async (req, res) => {
    const envelope = parseInput(eventEnvelopeSchema, req.body, 'EVENT_ENVELOPE_INVALID');
    const type = envelope.type;
    const handler = isKnownEventType(type) ? (options.handlers[type] as EventHandler<Transaction<TSchema>, EventType> | undefined) : undefined;

    let event: DomainEvent | undefined;
    if (handler && isKnownEventType(type)) {
      const data = eventDataSchemas[type].safeParse(envelope.data);
      if (!data.success) {
        throw new AppError('EVENT_DATA_INVALID', `The data of the ${type} event is not valid.`, { details: fieldIssues(data.error) });
      }
      event = { ...envelope, type, data: data.data } as DomainEvent;
    }

    // The handling is a span of its own inside the request's, which continues the producer's trace.
    const handling = { ...handlingSpan(envelope), parent: requestTrace(req) };
    const status = await inSpan(options.tracer ?? untracedTracer, `handle ${type}`, handling, async (span, active) => {
      const settled = await options.db.transaction(async (tx): Promise<EventAck['status']> => {
        // The events the handler publishes continue the trace.
        traceTransaction(tx, active);
        const recorded = await tx
          .insert(eventInbox)
          .values({
            eventId: envelope.id,
            type,
            source: envelope.source,
            subject: envelope.subject ?? null,
            outcome: handler ? 'processed' : 'ignored',
            occurredAt: new Date(envelope.occurredAt),
          })
          .onConflictDoNothing({ target: eventInbox.eventId })
          .returning({ eventId: eventInbox.eventId });
        if (recorded.length === 0) return 'duplicate';
        if (!handler || !event) return 'ignored';
        try {
          await handler(tx, event);
        } catch (error) {
          if (error instanceof AppError) throw error;
          throw new AppError('EVENT_HANDLER_FAILED', `The ${type} event could not be handled.`, { cause: error });
        }
        return 'processed';
      });
      span.setAttribute('academy.event.status', settled);
      return settled;
    });
    req.log?.info({ eventId: envelope.id, type, source: envelope.source, status }, 'event received');
    options.metrics?.received(
      (serviceNames as readonly string[]).includes(envelope.source) ? envelope.source : 'unknown',
      isKnownEventType(type) ? type : 'unknown',
      status,
    );
    const body: EventAck = { status };
    res.json(body);
  });

  return router;
}

/** What the span of an event's handling says about it: which event, from whom (never its data). */
function handlingSpan(envelope: EventEnvelope): { kind: SpanKind; attributes: Attributes } {
  return {
    kind: SpanKind.CONSUMER,
    attributes: {
      'messaging.operation.type': 'process',
      'messaging.message.id': envelope.id,
      'academy.event.type': envelope.type,
      'academy.event.source': envelope.source,
    },
  };
}

/**
 * Guards a service-to-service endpoint: with the shared secret set (INTERNAL_EVENTS_TOKEN), a
 * request without it in X-Internal-Token is refused with 401 (compared in constant time).
 */
export function requireInternalToken(sharedSecret: string | undefined): RequestHandler {
  const expected = sharedSecret ? digest(sharedSecret) : undefined;
  return (req, _res, next) => {
    if (expected && !tokenMatches(req, expected)) {
      next(new AppError('EVENT_TOKEN_INVALID', 'This endpoint is for the platform’s services only.'));
      return;
    }
    next();
  };
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function tokenMatches(req: Request, expected: Buffer): boolean {
  const given = req.get(INTERNAL_TOKEN_HEADER);
  return typeof given === 'string' && timingSafeEqual(digest(given), expected);
}
