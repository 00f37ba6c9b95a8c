import type { ErrorEnvelope } from '@academy/contracts';

export const API_NOT_FOUND_CODE = 'NOT_FOUND';
export const API_NOT_FOUND_MESSAGE = 'No API route matches this path.';
export const UPSTREAM_UNAVAILABLE_CODE = 'GATEWAY_UPSTREAM_UNAVAILABLE';
export const UPSTREAM_UNAVAILABLE_MESSAGE = 'The service behind this path is not answering. Please try again shortly.';

/** The 404 envelope for an /api path no service owns. */
export function apiNotFoundEnvelope(requestId: string): ErrorEnvelope {
  return { error: { code: API_NOT_FOUND_CODE, message: API_NOT_FOUND_MESSAGE, requestId } };
}

/** The 502 envelope when the service behind a path does not answer. */
export function upstreamUnavailableEnvelope(requestId: string): ErrorEnvelope {
  return { error: { code: UPSTREAM_UNAVAILABLE_CODE, message: UPSTREAM_UNAVAILABLE_MESSAGE, requestId } };
}
