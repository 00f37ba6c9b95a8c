import type { $ZodIssue, $ZodType } from 'zod/v4/core';
import { apiHeaders } from './api-headers.ts';
import { ApiError, ResponseValidationError } from './api-error.ts';
import { forgetFirstReads, takeFirstRead, type HeldAnswer } from './first-reads.ts';

export { TIME_ZONE_HEADER } from './api-headers.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A response contract: a zod schema of either build (the contracts are zod/mini, a test may use
 * classic zod) that parses to T. Both carry safeParse; the front ends import no zod of their own.
 */
export type ResponseSchema<T> = $ZodType<T> & {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: readonly $ZodIssue[] } };
};

async function send(method: HttpMethod, path: string, body: unknown): Promise<HeldAnswer & { ok: boolean }> {
  const hasBody = body !== undefined;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: apiHeaders({ body: hasBody }),
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  return { ok: response.ok, status: response.status, statusText: response.statusText, text: await response.text() };
}

/**
 * One call to the academy's API at the same origin. Sends cookies, sends `body` as JSON only
 * when one is given (a GET the boot script already asked is answered from its hand-over,
 * first-reads.ts), throws ApiError for a non-2xx answer and, with a schema, returns the
 * parsed body (ResponseValidationError when it does not match). An empty body reads as null.
 */
export async function apiRequest<T = unknown>(method: HttpMethod, path: string, body?: unknown, schema?: ResponseSchema<T>): Promise<T> {
  if (method !== 'GET') forgetFirstReads();
  const early = method === 'GET' && body === undefined ? await takeFirstRead(path) : undefined;
  const response = early ? { ok: true, ...early } : await send(method, path, body);

  const { text } = response;
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
export function getJson<T>(path: string, schema: ResponseSchema<T>): Promise<T> {
  return apiRequest('GET', path, undefined, schema);
}
