import { errorEnvelopeSchema, type ErrorEnvelope } from '@academy/contracts';

/**
 * A non-2xx answer. Its message follows the platform rule "{status}: {body}", with the status
 * text instead of the body when the body is empty.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  /** The raw response body text ('' when empty). */
  readonly body: string;
  /** The service's error envelope, when the body is one. */
  readonly envelope?: ErrorEnvelope;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.statusText = statusText;
    this.body = body;
    this.envelope = parseEnvelope(body);
  }

  /** The service's error code (e.g. LEARNING_MODULE_NOT_FOUND), when the body is an envelope. */
  get code(): string | undefined {
    return this.envelope?.error.code;
  }
}

function parseEnvelope(body: string): ErrorEnvelope | undefined {
  if (!body) return undefined;
  try {
    const result = errorEnvelopeSchema.safeParse(JSON.parse(body));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A 2xx answer whose body does not match the contract the caller expects. */
export class ResponseValidationError extends Error {
  override readonly name = 'ResponseValidationError';
  readonly method: string;
  readonly path: string;
  readonly issues: ReadonlyArray<{ path: string; message: string }>;

  constructor(method: string, path: string, issues: ReadonlyArray<{ path: string; message: string }>) {
    const first = issues[0];
    const detail = first ? ` (${first.path || '(root)'}: ${first.message})` : '';
    super(`Unexpected response from ${method} ${path}${detail}`);
    this.method = method;
    this.path = path;
    this.issues = issues;
  }
}
