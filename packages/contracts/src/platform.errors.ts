/**
 * The codes the service kit answers with in every service, before or around a slice's own routes
 * (the error envelope of DESIGN decision 7). Declared once here; `AppError` takes only the codes
 * of these lists (errors.ts), and the service kit's README lists them all.
 */
export const platformErrorCodes = [
  /** 400: a zod contract refused the input (details: the failing fields). */
  'VALIDATION_FAILED',
  /** 400: the body is not JSON. */
  'MALFORMED_JSON',
  /** 400: the body cannot be read (e.g. sent as gzip but not compressed). */
  'MALFORMED_BODY',
  /** 400: a string of the JSON body holds U+0000 or a lone surrogate. */
  'INVALID_TEXT',
  /** 400: the path holds a percent-escape that is not UTF-8 (`%C0%AE`, `%ED%A0%80`, a lone `%`). */
  'MALFORMED_PATH',
  /** 400 (431, 408): the request is not HTTP the server can read (a bad header, headers too large, too slow). */
  'MALFORMED_REQUEST',
  /** 401: signed out. */
  'UNAUTHORIZED',
  /** 403: signed in but not allowed. */
  'FORBIDDEN',
  /** 404: no route. */
  'NOT_FOUND',
  /** 413: the body is over the limit. */
  'PAYLOAD_TOO_LARGE',
  /** 415: a Content-Encoding or charset the service does not know. */
  'UNSUPPORTED_ENCODING',
  /** 429: over a rate limit (details.retryAfterSeconds, Retry-After). */
  'RATE_LIMITED',
  /** 500: anything unexpected; logged once, answered without internals. */
  'INTERNAL',
  /** 500: the service produced an answer its own contract refuses. */
  'RESPONSE_CONTRACT_VIOLATION',
  /** 503: identity did not answer a sign-in lookup in time. */
  'IDENTITY_UNAVAILABLE',
  /** 400 at POST /internal/events: not an event envelope. */
  'EVENT_ENVELOPE_INVALID',
  /** 401 at POST /internal/events: the shared secret is missing or wrong. */
  'EVENT_TOKEN_INVALID',
  /** 422 at POST /internal/events (500 when publishing): the event's data does not match its contract. */
  'EVENT_DATA_INVALID',
  /** 500 at POST /internal/events: the consumer's handler failed; the relay retries. */
  'EVENT_HANDLER_FAILED',
  /** 500 when publishing: no contract for this event type. */
  'EVENT_TYPE_UNKNOWN',
] as const;
export type PlatformErrorCode = (typeof platformErrorCodes)[number];
