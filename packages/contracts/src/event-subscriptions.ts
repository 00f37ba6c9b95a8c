import { eventTypes, type EventType } from './events.ts';
import { serviceNames, type ServiceName } from './platform.ts';

/**
 * Who publishes which events and who consumes them (docs/decisions/006-events.md): the one record
 * of the platform's event subscriptions, beside the event registry. Each producer's relay delivers
 * to every service that consumes at least one of its events (the runner and docker-compose.yml
 * give it as EVENT_SUBSCRIBERS), and a service's handler map must name exactly the events it is
 * listed as consuming (the service kit refuses to assemble it otherwise).
 */
export const eventsPublishedBy = {
  identity: ['user.created', 'user.updated', 'user.deleted', 'admin.action', 'access.denied'],
  learning: [
    'section.completed',
    'quiz.submitted',
    'module.completed',
    'assessment.completed',
    'study.session',
    'streak_freeze.declined',
    'certificate.issued',
    'certificate.revoked',
  ],
  tools: ['xp.awarded', 'quest.completed', 'challenge.completed', 'streak_freeze.purchased'],
  commerce: ['payment.succeeded', 'entitlement.granted', 'entitlement.revoked', 'payment.refunded', 'admin.action', 'access.denied'],
  // The back office keeps the audit log: its own refusals go straight into it, nothing is published.
  backoffice: [],
} as const satisfies Record<ServiceName, readonly EventType[]>;

export const eventsConsumedBy = {
  identity: [],
  learning: ['user.created', 'user.updated', 'user.deleted', 'entitlement.granted', 'entitlement.revoked', 'streak_freeze.purchased'],
  tools: ['user.deleted', 'section.completed', 'quiz.submitted', 'module.completed', 'assessment.completed', 'study.session', 'streak_freeze.declined'],
  commerce: ['user.created', 'user.deleted'],
  // Every event of every slice lands in the audit log.
  backoffice: eventTypes,
} as const satisfies Record<ServiceName, readonly EventType[]>;

/** The events a service handles, as its handler map must name them. */
export type EventsConsumedBy<S extends ServiceName> = (typeof eventsConsumedBy)[S] extends readonly (infer T)[] ? T : never;

/** The services a producer's relay delivers to: every consumer of one of its events, in `serviceNames` order. */
export function eventSubscribersOf(producer: ServiceName): ServiceName[] {
  const published = new Set<EventType>(eventsPublishedBy[producer]);
  return serviceNames.filter((consumer) => consumer !== producer && (eventsConsumedBy[consumer] as readonly EventType[]).some((type) => published.has(type)));
}
