import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@academy/contracts';

/** The commerce service's entitlement.granted for a purchase of the course, as delivered to /internal/events. */
export function grantEvent(userId: string, email = 'learner@academy.test'): EventEnvelope {
  return {
    id: randomUUID(),
    type: 'entitlement.granted',
    source: 'commerce',
    occurredAt: new Date().toISOString(),
    subject: userId,
    data: { userId, email, productId: 'lifetime-access', grantedAt: new Date().toISOString(), reason: 'purchase' },
    version: 1,
  };
}
