import type { ApiErrorCode, ErrorEnvelope } from '@academy/contracts';

export const API_NOT_FOUND_CODE = 'NOT_FOUND' satisfies ApiErrorCode;
export const API_NOT_FOUND_MESSAGE = 'No API route matches this path.';
export const UPSTREAM_UNAVAILABLE_CODE = 'GATEWAY_UPSTREAM_UNAVAILABLE' satisfies ApiErrorCode;
export const UPSTREAM_UNAVAILABLE_MESSAGE = 'The service behind this path is not answering. Please try again shortly.';

/** The 404 envelope for an /api path no service owns. */
export function apiNotFoundEnvelope(requestId: string): ErrorEnvelope {
  return { error: { code: API_NOT_FOUND_CODE, message: API_NOT_FOUND_MESSAGE, requestId } };
}

/** The 502 envelope when the service behind a path does not answer. */
export function upstreamUnavailableEnvelope(requestId: string): ErrorEnvelope {
  return { error: { code: UPSTREAM_UNAVAILABLE_CODE, message: UPSTREAM_UNAVAILABLE_MESSAGE, requestId } };
}

export const UPSTREAM_TIMEOUT_CODE = 'GATEWAY_UPSTREAM_TIMEOUT' satisfies ApiErrorCode;
export const UPSTREAM_TIMEOUT_MESSAGE = 'The service behind this path took too long to answer. Please try again.';

/** How long a service may take to answer before the gateway gives up: an interactive product, not a batch job. */
export const UPSTREAM_TIMEOUT_MS = 15_000;
/** How long connecting to a service may take. */
export const UPSTREAM_CONNECT_TIMEOUT_MS = 3_000;
/** The largest request body either gateway passes on (the services' JSON limit is far smaller). */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;
/** The longest request line (method, URL, version) either gateway reads: nginx's large_client_header_buffers size. */
export const MAX_REQUEST_LINE_BYTES = 8 * 1024;

/**
 * Requests the gateway itself refuses before any service sees them. On /api they are answered with
 * the error envelope and the request id, as a service would answer.
 */
export const gatewayClientErrors = {
  badRequest: { status: 400, code: 'GATEWAY_BAD_REQUEST', message: 'The request could not be read.' },
  headersTooLarge: { status: 431, code: 'REQUEST_HEADERS_TOO_LARGE', message: 'The request headers (or cookies) are too large.' },
  uriTooLong: { status: 414, code: 'REQUEST_URI_TOO_LONG', message: 'The request URL is too long.' },
  payloadTooLarge: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
} as const satisfies Record<string, { status: number; code: ApiErrorCode; message: string }>;
export type GatewayClientError = (typeof gatewayClientErrors)[keyof typeof gatewayClientErrors];

/** The envelope of a request the gateway refused itself. */
export function gatewayClientErrorEnvelope(error: GatewayClientError, requestId: string): ErrorEnvelope {
  return { error: { code: error.code, message: error.message, requestId } };
}

/** The 504 envelope when the service behind a path does not answer in time. */
export function upstreamTimeoutEnvelope(requestId: string): ErrorEnvelope {
  return { error: { code: UPSTREAM_TIMEOUT_CODE, message: UPSTREAM_TIMEOUT_MESSAGE, requestId } };
}
