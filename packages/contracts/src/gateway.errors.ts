import { errorCodes, type ErrorCode } from './errors.ts';

/**
 * The codes the gateway answers with itself on /api/*, before or instead of a service (nginx and
 * the development gateway alike). It also answers the platform's `NOT_FOUND` (no service owns the
 * path) and `PAYLOAD_TOO_LARGE` (a body over its limit). The gateway README lists them.
 */
export const gatewayErrorCodes = [
  /** 400: nginx could not read the request. */
  'GATEWAY_BAD_REQUEST',
  /** 431: one header (a cookie) is over the gateway's header buffer. */
  'REQUEST_HEADERS_TOO_LARGE',
  /** 414: the request line is over the gateway's limit. */
  'REQUEST_URI_TOO_LONG',
  /** 502: the service behind the path is not answering. */
  'GATEWAY_UPSTREAM_UNAVAILABLE',
  /** 504: the service behind the path took longer than the gateway waits. */
  'GATEWAY_UPSTREAM_TIMEOUT',
] as const;
export type GatewayErrorCode = (typeof gatewayErrorCodes)[number];

/** Every code a client can meet in an /api error envelope: the services' and the gateway's. */
export type ApiErrorCode = ErrorCode | GatewayErrorCode;

/** Every declared code a client can meet, once. */
export const apiErrorCodes: readonly ApiErrorCode[] = [...errorCodes, ...gatewayErrorCodes];
