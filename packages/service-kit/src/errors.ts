import type { ErrorRequestHandler, RequestHandler } from 'express';
import { $ZodError } from 'zod/v4/core';
import { errorStatuses, type ErrorCode, type ErrorEnvelope, type FieldIssue } from '@academy/contracts';

export interface AppErrorOptions {
  /**
   * Only for a code answered with more than one status (MALFORMED_REQUEST's 431 and 408, the 500 of
   * an event published with invalid data); otherwise the code's status is looked up.
   */
  status?: number;
  details?: unknown;
  cause?: unknown;
}

/**
 * An error meant for the caller: a stable code, a human message and an HTTP status. The code is
 * one the platform or a slice declares in @academy/contracts (`*.errors.ts`) with its status, which
 * is taken from there: a code nobody declared, or a misspelt one, does not compile.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? errorStatuses[code];
    this.details = options.details;
  }
}

export const badRequest = (code: ErrorCode, message: string, details?: unknown) => new AppError(code, message, { status: 400, details });
export const unauthorized = (message = 'You are not signed in.') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError('FORBIDDEN', message);
export const notFound = (code: ErrorCode, message: string) => new AppError(code, message, { status: 404 });

/** The failing fields of a zod error, from classic zod or zod/mini (the contracts) alike. */
export function fieldIssues(error: $ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || '(root)', message: issue.message }));
}

export function toEnvelope(error: AppError, requestId: string): ErrorEnvelope {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.details === undefined ? {} : { details: error.details }),
      requestId,
    },
  };
}

/**
 * Refuses a path whose percent-escapes are not UTF-8 before any router decodes it: the router
 * would throw while matching (a URIError, or its 400 "Failed to decode param"), which no handler
 * of the route could catch, and a sub-application would answer in its own format.
 */
export const rejectMalformedPath: RequestHandler = (req, _res, next) => {
  if (!req.path.includes('%')) return next();
  try {
    decodeURIComponent(req.path);
  } catch {
    return next(malformedPath());
  }
  next();
};

const malformedPath = () => new AppError('MALFORMED_PATH', 'The path is not valid: it holds a percent-escape that is not UTF-8.');

/** Answers any path no route took with the envelope. */
export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new AppError('NOT_FOUND', `No route for ${req.method} ${req.path}`));
};

/**
 * The one error middleware, registered last. Known errors keep their status; zod failures become
 * 400 with the failing fields; a body that cannot be read (malformed JSON, a Content-Encoding it
 * does not have, an unknown charset, too large) becomes its 4xx; anything else is logged once
 * (without request data: see serializeError in logger.ts) and answered as 500 without internals.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) return next(err);
  const requestId = String(req.id ?? '');
  let appError: AppError;
  if (err instanceof AppError) appError = err;
  else if (err instanceof URIError) appError = malformedPath();
  else if (err instanceof $ZodError) appError = new AppError('VALIDATION_FAILED', 'The request is not valid.', { details: fieldIssues(err) });
  else if (isClientHttpError(err)) appError = bodyError(err);
  else appError = new AppError('INTERNAL', 'Something went wrong on our side. Please try again.', { cause: err });

  if (appError.status >= 500) req.log?.error({ err }, 'request failed');
  res.status(appError.status).json(toEnvelope(appError, requestId));
};

/** An error the body parser (or zlib under it) raised about the request: an exposed 4xx http-error. */
function isClientHttpError(err: unknown): err is { type?: unknown; status: number } {
  if (typeof err !== 'object' || err === null) return false;
  const { status, expose } = err as { status?: unknown; expose?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500 && expose === true;
}

function bodyError(err: { type?: unknown; status: number }): AppError {
  if (err.status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
  if (err.type === 'entity.parse.failed') return new AppError('MALFORMED_JSON', 'The request body is not valid JSON.');
  if (err.type === 'encoding.unsupported' || err.type === 'charset.unsupported') {
    return new AppError('UNSUPPORTED_ENCODING', 'The request body uses an encoding or character set this service does not accept.');
  }
  // A body sent as gzip or deflate that is not (zlib's Z_DATA_ERROR), a body cut short, and the like.
  return new AppError('MALFORMED_BODY', 'The request body could not be read.');
}
