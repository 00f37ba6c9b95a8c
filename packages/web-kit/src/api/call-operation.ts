import type { ApiOperation } from '@academy/contracts';
import type { input as Input, output as Output, $ZodType } from 'zod/v4/core';
import { apiRequest, type HttpMethod, type ResponseSchema } from './api-request.ts';

type Field<Op, K extends string> = Op extends { readonly [P in K]: infer S extends $ZodType } ? S : undefined;
type InputOf<S> = S extends $ZodType ? Input<S> : undefined;

/** What a call of an operation sends: its path parameters, query and body, as its contract takes them. */
export type OperationInput<Op extends ApiOperation> = (Field<Op, 'params'> extends $ZodType
  ? { params: InputOf<Field<Op, 'params'>> }
  : { params?: undefined }) &
  (Field<Op, 'query'> extends $ZodType ? { query?: InputOf<Field<Op, 'query'>> } : { query?: undefined }) &
  (Field<Op, 'request'> extends $ZodType ? { body: InputOf<Field<Op, 'request'>> } : { body?: undefined });

/** What it answers: the parsed response of its contract (null for an operation without a body). */
export type OperationAnswer<Op extends ApiOperation> = Field<Op, 'response'> extends $ZodType ? Output<Field<Op, 'response'>> : null;

/** An operation whose every input is optional may be called without one. */
type InputArguments<T> = Record<never, never> extends T ? [T?] : [T];

/** The operation's path with its parameters filled in (each encoded) and its query appended. */
export function operationPath(path: string, params: Record<string, unknown> = {}, query: Record<string, unknown> = {}): string {
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    if (params[name] === undefined || params[name] === null) throw new Error(`${path} needs its parameter ${name}`);
    return encodeURIComponent(String(params[name]));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) search.set(key, String(value));
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/**
 * Calls an operation of the contracts: the method and path come from it, and its answer is parsed
 * with its response schema. The path and method are never written again in a slice.
 */
export function callOperation<const Op extends ApiOperation>(operation: Op, ...[input]: InputArguments<OperationInput<Op>>): Promise<OperationAnswer<Op>> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const method = operation.method.toUpperCase() as HttpMethod;
  return apiRequest(method, operationPath(operation.path, params, query), body, operation.response as ResponseSchema<OperationAnswer<Op>> | undefined);
}
