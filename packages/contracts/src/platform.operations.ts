import * as z from 'zod/mini';
import { eventAckSchema, eventEnvelopeSchema } from './events.ts';
import type { OperationTable } from './operation.ts';

/** GET /healthz: the process answers. */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
/** GET /readyz: whether the service can take traffic (its database answers); 503 when not. */
export const readinessResponseSchema = z.object({ status: z.enum(['ready', 'unavailable']) });
/** GET /internal/routes: every route the service mounts, read from its router (loopback callers only). */
export const routeListResponseSchema = z.array(z.object({ method: z.string(), path: z.string() }));

/** The routes the service kit mounts in every service (POST /internal/events where the service consumes events). */
export const platformOperations = {
  health: {
    method: 'get',
    path: '/healthz',
    service: 'platform',
    summary: 'Liveness: the process answers',
    access: 'internal',
    response: healthResponseSchema,
  },
  readiness: {
    method: 'get',
    path: '/readyz',
    service: 'platform',
    summary: 'Readiness: the service’s database answers (503 when not)',
    access: 'internal',
    response: readinessResponseSchema,
  },
  routeList: {
    method: 'get',
    path: '/internal/routes',
    service: 'platform',
    summary: 'The routes the service mounts (answered to loopback callers only)',
    access: 'internal',
    response: routeListResponseSchema,
  },
  receiveEvent: {
    method: 'post',
    path: '/internal/events',
    service: 'platform',
    summary: 'Receives an event from a producer’s outbox relay (with X-Internal-Token when a shared secret is set)',
    access: 'internal',
    request: eventEnvelopeSchema,
    response: eventAckSchema,
  },
  metrics: {
    method: 'get',
    path: '/metrics',
    service: 'platform',
    summary: 'Prometheus metrics in the text exposition format (on the service’s own port; the gateway never routes it)',
    access: 'internal',
    produces: 'text/plain',
  },
} as const satisfies OperationTable;
