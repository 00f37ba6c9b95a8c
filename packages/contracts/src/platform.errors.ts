/**
 * The codes the service kit answers with in every service, before or around a slice's own routes
 * (the error envelope of DESIGN decision 7), declared once here with their HTTP status; `AppError`
 * takes only the codes of these tables (errors.ts), and the service kit's README lists them all.
 */
export const platformErrorStatuses = {
  /** A zod contract refused the input (details: the failing fields). */
  VALIDATION_FAILED: 400,
  /** The body is not JSON. */
  MALFORMED_JSON: 400,
  /** The body cannot be read (e.g. sent as gzip but not compressed). */
  MALFORMED_BODY: 400,
  /** A string of the JSON body holds U+0000 or a lone surrogate. */
  INVALID_TEXT: 400,
  /** The path holds a percent-escape that is not UTF-8 (`%C0%AE`, `%ED%A0%80`, a lone `%`). */
  MALFORMED_PATH: 400,
  /** The request is not HTTP the server can read (a bad header; 431 for headers too large, 408 too slow). */
  MALFORMED_REQUEST: 400,
  /** Signed out. */
  UNAUTHORIZED: 401,
  /** Signed in but not allowed. */
  FORBIDDEN: 403,
  /** No route. */
  NOT_FOUND: 404,
  /** The body is over the limit. */
  PAYLOAD_TOO_LARGE: 413,
  /** A Content-Encoding or charset the service does not know. */
  UNSUPPORTED_ENCODING: 415,
  /** Over a rate limit (details.retryAfterSeconds, Retry-After). */
  RATE_LIMITED: 429,
  /** Anything unexpected; logged once, answered without internals. */
  INTERNAL: 500,
  /** The service produced an answer its own contract refuses. */
  RESPONSE_CONTRACT_VIOLATION: 500,
  /** Identity did not answer a sign-in lookup in time. */
  IDENTITY_UNAVAILABLE: 503,
  /** At POST /internal/events: not an event envelope. */
  EVENT_ENVELOPE_INVALID: 400,
  /** At POST /internal/events: the shared secret is missing or wrong. */
  EVENT_TOKEN_INVALID: 401,
  /** At POST /internal/events: the event's data does not match its contract (500 when publishing). */
  EVENT_DATA_INVALID: 422,
  /** At POST /internal/events: the consumer's handler failed; the relay retries. */
  EVENT_HANDLER_FAILED: 500,
  /** When publishing: no contract for this event type. */
  EVENT_TYPE_UNKNOWN: 500,
} as const;
export type PlatformErrorCode = keyof typeof platformErrorStatuses;
export const platformErrorCodes = Object.keys(platformErrorStatuses) as PlatformErrorCode[];
