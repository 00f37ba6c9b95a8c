import { describe, expect, it } from 'vitest';
import { eventSubscribersOf, eventsConsumedBy, eventsPublishedBy, eventTypes, serviceNames, type EventType } from '../src/index.ts';

describe('event subscriptions', () => {
  it('name, for every event a service consumes, a service that publishes it (the audit log takes every type, published or retired)', () => {
    const published = new Set<EventType>(serviceNames.flatMap((name) => eventsPublishedBy[name]));
    for (const consumer of serviceNames.filter((name) => name !== 'backoffice')) {
      expect(
        eventsConsumedBy[consumer].filter((type) => !published.has(type)),
        consumer,
      ).toEqual([]);
    }
    expect([...eventsConsumedBy.backoffice].sort()).toEqual([...eventTypes].sort());
  });

  it('give each producer the services that consume one of its events', () => {
    expect(Object.fromEntries(serviceNames.map((name) => [name, eventSubscribersOf(name)]))).toEqual({
      identity: ['learning', 'tools', 'commerce', 'backoffice'],
      learning: ['tools', 'backoffice'],
      tools: ['learning', 'backoffice'],
      commerce: ['learning', 'backoffice'],
      backoffice: [],
    });
  });
});
