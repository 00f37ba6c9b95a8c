import type { ZodType } from 'zod';
import { ApiError, ResponseValidationError } from './api-error.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The browser's IANA time zone, sent with every call so the server counts days as the learner does. */
export const TIME_ZONE_HEADER = 'X-Time-Zone';

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * One call to the academy's API at the same origin. Sends cookies, sends `body` as JSON only
 * when one is given, throws ApiError for a non-2xx answer and, with a schema, returns the
 * parsed body (ResponseValidationError when it does not match). An empty body reads as null.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  schema?: ZodType<T>,
): Promise<T> {
  const hasBody = body !== undefined;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (hasBody) headers['Content-Type'] = 'application/json';
  const timeZone = browserTimeZone();
  if (timeZone) headers[TIME_ZONE_HEADER] = timeZone;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
  });

  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, text);
  }

  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ResponseValidationError(method, path, [{ path: '', message: 'the body is not JSON' }]);
    }
  }
  if (!schema) return data as T;

  const result = schema.safeParse(data);
  if (!result.success) {
    throw new ResponseValidationError(
      method,
      path,
      result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
    );
  }
  return result.data;
}

/** GET `path` and parse the answer with `schema`. */
export function getJson<T>(path: string, schema: ZodType<T>): Promise<T> {
  return apiRequest('GET', path, undefined, schema);
}
