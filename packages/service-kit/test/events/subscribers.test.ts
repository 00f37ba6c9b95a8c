import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eventEnvelopeSchema, eventTypes, isKnownEventType } from '@academy/contracts';
import { eventsConfigShape, parseSubscribers, retryDelayMs } from '../../src/index.ts';

describe('parseSubscribers', () => {
  it('reads name=url pairs and trims spaces and trailing slashes', () => {
    expect(parseSubscribers(' learning=http://127.0.0.1:4102/ , backoffice=https://backoffice.internal:4105')).toEqual([
      { name: 'learning', url: 'http://127.0.0.1:4102' },
      { name: 'backoffice', url: 'https://backoffice.internal:4105' },
    ]);
  });

  it('when blank or unset, gives no subscribers', () => {
    expect(parseSubscribers(undefined)).toEqual([]);
    expect(parseSubscribers('  ,  ')).toEqual([]);
  });

  it('refuses an entry without a name, a non-http URL and a name given twice', () => {
    expect(() => parseSubscribers('http://127.0.0.1:4102')).toThrow('is not name=url');
    expect(() => parseSubscribers('learning=ftp://host')).toThrow('not an http(s) URL');
    expect(() => parseSubscribers('learning=not a url')).toThrow('is not a URL');
    expect(() => parseSubscribers('Learning!=http://host')).toThrow('not a valid subscriber name');
    expect(() => parseSubscribers('a=http://h:1,a=http://h:2')).toThrow('listed twice');
  });
});

describe('eventsConfigShape', () => {
  const schema = z.object(eventsConfigShape);

  it('parses EVENT_SUBSCRIBERS into a list and keeps the token', () => {
    const config = schema.parse({ EVENT_SUBSCRIBERS: 'learning=http://127.0.0.1:4102', INTERNAL_EVENTS_TOKEN: 'a-long-shared-secret' });
    expect(config.EVENT_SUBSCRIBERS).toEqual([{ name: 'learning', url: 'http://127.0.0.1:4102' }]);
    expect(config.INTERNAL_EVENTS_TOKEN).toBe('a-long-shared-secret');
    expect(schema.parse({}).EVENT_SUBSCRIBERS).toEqual([]);
  });

  it('names the problem of a malformed list or a short token', () => {
    const result = schema.safeParse({ EVENT_SUBSCRIBERS: 'learning', INTERNAL_EVENTS_TOKEN: 'short' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual(['EVENT_SUBSCRIBERS: "learning" is not name=url', 'INTERNAL_EVENTS_TOKEN: INTERNAL_EVENTS_TOKEN must be at least 16 characters']);
  });
});

describe('retryDelayMs', () => {
  const middle = () => 0.5;

  it('doubles from the initial delay up to the maximum', () => {
    const backoff = { initialMs: 100, maxMs: 1_000, jitter: 0 };
    expect([1, 2, 3, 4, 5, 50].map((n) => retryDelayMs(n, backoff, middle))).toEqual([100, 200, 400, 800, 1_000, 1_000]);
  });

  it('spreads each delay by the jitter fraction either way, never past the maximum', () => {
    const backoff = { initialMs: 1_000, maxMs: 60_000, jitter: 0.2 };
    expect(retryDelayMs(1, backoff, () => 0)).toBe(800);
    expect(retryDelayMs(1, backoff, () => 0.999_999)).toBe(1_200);
    expect(retryDelayMs(20, backoff, () => 0.999_999)).toBe(60_000);
  });

  it('defaults to 1 s growing twofold', () => {
    expect(retryDelayMs(1, { jitter: 0 })).toBe(1_000);
    expect(retryDelayMs(3, { jitter: 0 })).toBe(4_000);
  });
});

describe('event contracts', () => {
  it('know every event type the services exchange', () => {
    expect(eventTypes).toEqual(expect.arrayContaining(['user.created', 'entitlement.granted', 'section.completed', 'study.session', 'quest.completed']));
    expect(isKnownEventType('entitlement.granted')).toBe(true);
    expect(isKnownEventType('toString')).toBe(false);
  });

  it('accept an envelope without a subject and refuse one without an id', () => {
    const envelope = {
      id: '5f0c6f4e-3f5b-4d51-9a43-6f1c2c7b2a10',
      type: 'plan.updated',
      source: 'commerce',
      occurredAt: '2025-01-02T03:04:05.678Z',
      data: {},
      version: 1,
    };
    expect(eventEnvelopeSchema.safeParse(envelope).success).toBe(true);
    expect(eventEnvelopeSchema.safeParse({ ...envelope, id: undefined }).success).toBe(false);
    expect(eventEnvelopeSchema.safeParse({ ...envelope, type: 'Plan Updated' }).success).toBe(false);
  });
});
