import type { $ZodObject, $ZodType } from 'zod/v4/core';
import type { ErrorCode } from './errors.ts';
import type { ServiceName } from './platform.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call an operation. `internal` operations are for the machine and the other services:
 * the gateway never routes them (it routes /api/* only).
 */
export type OperationAccess = 'public' | 'signed-in' | 'administrator' | 'internal';

/**
 * One route of one service, with its contract. Services register their routes from these objects
 * (`route(router, learningOperations.postProgress, handler)` in the service kit), the OpenAPI
 * document is built from them, and a test compares every service's mounted routes with them.
 */
export interface ApiOperation {
  method: HttpMethod;
  /** The path as Express registers it: `/api/modules/:id`. */
  path: string;
  /**
   * The service that answers it; `platform` for the service kit's own routes (each service mounts
   * them); `stand-ins` for a development stand-in's page (dev/stand-ins, never in production).
   */
  service: ServiceName | 'platform' | 'stand-ins';
  summary: string;
  access: OperationAccess;
  /** The path parameters (`:id`), as the route parses them. */
  params?: $ZodObject;
  /** The query parameters the route reads. */
  query?: $ZodObject;
  /** The request body. JSON unless `requestFormat` says otherwise. */
  request?: $ZodType;
  /** The 400 a path parameter that does not parse gets (VALIDATION_FAILED when not named). */
  paramsError?: InputError;
  /** The 400 a query that does not parse gets (VALIDATION_FAILED when not named). */
  queryError?: InputError;
  /** The 400 a body that does not parse gets (VALIDATION_FAILED when not named). */
  requestError?: InputError;
  requestFormat?: 'json' | 'form' | 'raw';
  /** The JSON answer (omitted for answers without a body or that are not JSON). */
  response?: $ZodType;
  /** The success status when it is not 200 (201 created, 204 no content). */
  status?: 201 | 204;
  /** What a non-JSON answer is: a page, a file download, a server-sent event stream or plain text (Prometheus metrics). */
  produces?: 'text/html' | 'file' | 'text/event-stream' | 'text/plain';
  /** A redirect (browser navigation) rather than a body. */
  redirect?: boolean;
  /** Retired: kept so a caller learns it is gone (410 Gone, with what replaced it) rather than unknown (404). */
  retired?: boolean;
}

/** The error a request whose input does not parse gets: a 400 with this code and message, naming the fields. */
export interface InputError {
  code: ErrorCode;
  message?: string;
}

/** An operation table: one slice's operations by name. */
export type OperationTable = Readonly<Record<string, ApiOperation>>;

/**
 * A subtree of API paths a service hands whole to a library rather than registering route by route
 * (the built-in development OpenID provider's discovery, authorization, token and key endpoints).
 * The gateway routes it like an operation's path; it owns only the paths below it.
 */
export interface ApiSubtree {
  path: `/api/${string}/`;
  service: ServiceName;
  summary: string;
}
