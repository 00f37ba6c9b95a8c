import { z } from 'zod';
import { internalTokenSchema } from '../config.ts';

/** A service that receives this service's events at `${url}/internal/events`. */
export interface EventSubscriber {
  /** Stable name, e.g. `learning`; delivery state is kept per name. */
  name: string;
  /** Base URL as this service reaches it, without a trailing slash. */
  url: string;
}

const SUBSCRIBER_NAME = /^[a-z][a-z0-9_-]{0,62}$/;

/**
 * Reads a subscriber list such as `learning=http://127.0.0.1:4102,backoffice=http://127.0.0.1:4105`
 * (the EVENT_SUBSCRIBERS setting). Blank means none. Throws on a malformed entry, a URL that is not
 * http(s) or a name given twice.
 */
export function parseSubscribers(value: string | undefined): EventSubscriber[] {
  const subscribers: EventSubscriber[] = [];
  for (const raw of (value ?? '').split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const equals = entry.indexOf('=');
    if (equals < 0) throw new Error(`"${entry}" is not name=url`);
    const name = entry.slice(0, equals).trim();
    const url = entry.slice(equals + 1).trim();
    if (!SUBSCRIBER_NAME.test(name)) throw new Error(`"${name}" is not a valid subscriber name (lowercase letters, digits, - and _)`);
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error(`"${url}" (subscriber ${name}) is not a URL`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`"${url}" (subscriber ${name}) is not an http(s) URL`);
    if (subscribers.some((s) => s.name === name)) throw new Error(`subscriber "${name}" is listed twice`);
    subscribers.push({ name, url: url.replace(/\/+$/, '') });
  }
  return subscribers;
}

/**
 * Environment keys for events, to spread into a service's config schema next to baseConfigShape:
 * EVENT_SUBSCRIBERS (parsed into a list) and INTERNAL_EVENTS_TOKEN (the shared secret sent and
 * required as X-Internal-Token; when unset the endpoint is open, which only suits loopback).
 */
export const eventsConfigShape = {
  EVENT_SUBSCRIBERS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseSubscribers(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    }),
  INTERNAL_EVENTS_TOKEN: internalTokenSchema,
};
