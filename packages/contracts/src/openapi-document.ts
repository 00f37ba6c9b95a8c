import { safeParse, toJSONSchema } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { errorEnvelopeSchema } from './common.ts';
import { SESSION_COOKIE } from './platform.ts';
import { apiOperations, openApiPath } from './openapi.ts';
import type { ApiOperation } from './operation.ts';

/*
 * The OpenAPI document, at its own entry (`@academy/contracts/openapi`): the JSON Schema generator
 * it needs stays out of the contracts every page loads (they are shared whole between the shell and
 * the remotes, so whatever their entry exports travels with them).
 */

const jsonSchema = (schema: $ZodType, io: 'input' | 'output' = 'output') => toJSONSchema(schema, { target: 'openapi-3.0', unrepresentable: 'any', io });

function parameters(op: ApiOperation): unknown[] {
  const list: unknown[] = [];
  for (const [where, schema] of [
    ['path', op.params],
    ['query', op.query],
  ] as const) {
    if (!schema) continue;
    for (const [name, field] of Object.entries(schema._zod.def.shape)) {
      const optional = safeParse(field, undefined).success;
      list.push({ name, in: where, required: where === 'path' || !optional, schema: jsonSchema(field, 'input') });
    }
  }
  return list;
}

const requestContentType = { json: 'application/json', form: 'application/x-www-form-urlencoded', raw: 'application/json' } as const;

function successResponse(op: ApiOperation, errorResponse: Record<string, unknown>): Record<string, unknown> {
  if (op.retired) return { '410': { ...errorResponse, description: 'Gone: the operation is retired (the message names what replaced it)' } };
  if (op.redirect) return op.method === 'get' ? { '302': { description: 'Redirect' } } : { '303': { description: 'Redirect (See Other)' } };
  if (op.status === 204) return { '204': { description: 'No content' } };
  const status = String(op.status ?? 200);
  if (op.produces === 'text/html') return { [status]: { description: 'A page', content: { 'text/html': { schema: { type: 'string' } } } } };
  if (op.produces === 'file')
    return { [status]: { description: 'A file download', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } } };
  if (op.produces === 'text/event-stream')
    return { [status]: { description: 'Server-sent events', content: { 'text/event-stream': { schema: { type: 'string' } } } } };
  if (op.produces === 'text/plain') return { [status]: { description: 'Plain text', content: { 'text/plain': { schema: { type: 'string' } } } } };
  return { [status]: { description: 'OK', content: { 'application/json': { schema: op.response ? jsonSchema(op.response) : {} } } } };
}

/** Builds the OpenAPI 3 document of the whole API from the operation tables. */
export function buildOpenApiDocument(operations: readonly ApiOperation[] = apiOperations) {
  const paths: Record<string, Record<string, unknown>> = {};
  const errorResponse = { description: 'Error envelope', content: { 'application/json': { schema: jsonSchema(errorEnvelopeSchema) } } };
  for (const op of operations) {
    const responses: Record<string, unknown> = successResponse(op, errorResponse);
    if (op.request || op.params || op.query) responses['400'] = errorResponse;
    if (op.access === 'signed-in' || op.access === 'administrator') responses['401'] = errorResponse;
    if (op.access === 'administrator') responses['403'] = errorResponse;
    // Every write outside /internal/ counts against the service kit's write limit.
    if (op.method !== 'get' && op.access !== 'internal') responses['429'] = errorResponse;
    responses['500'] = errorResponse;
    const params = parameters(op);
    const path = openApiPath(op.path);
    paths[path] ??= {};
    paths[path]![op.method] = {
      summary: op.summary,
      tags: [op.service],
      ...(op.access === 'signed-in' || op.access === 'administrator' ? { security: [{ session: [] }] } : {}),
      ...(op.access === 'internal' ? { 'x-internal': true } : {}),
      ...(op.retired ? { deprecated: true } : {}),
      ...(params.length ? { parameters: params } : {}),
      ...(op.request || op.requestFormat === 'raw'
        ? {
            requestBody: {
              required: true,
              content: { [requestContentType[op.requestFormat ?? 'json']]: { schema: op.request ? jsonSchema(op.request, 'input') : {} } },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'AI Business Academy API',
      version: '1.0.0',
      description: 'Every route every service mounts. Operations marked x-internal are for the platform itself: the gateway routes /api/* only.',
    },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
    paths,
  };
}
