import { toJSONSchema } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { eventDataSchemas, eventVersions } from './events.ts';
import { apiOperations } from './openapi.ts';
import type { ApiOperation, HttpMethod, OperationAccess } from './operation.ts';
import type { JsonSchema } from './schema-compatibility.ts';

/*
 * A release snapshot: the contracts as they stood when a release was cut, as JSON Schemas, kept in
 * packages/contracts/releases/<name>.json (`npm run contracts:release -- <name>`). The compatibility
 * check (contract-compatibility.ts) compares the contracts as they stand with the newest one.
 * No page loads this file (it needs zod's JSON Schema generator).
 */

export interface OperationSnapshot {
  method: HttpMethod;
  path: string;
  service: ApiOperation['service'];
  access: OperationAccess;
  /** The success status: 200, 201, 204, or 302/303 for a redirect. */
  status: number;
  /** What a success answers with: JSON, a page, a file or an event stream. */
  produces: NonNullable<ApiOperation['produces']> | 'application/json';
  requestFormat?: ApiOperation['requestFormat'];
  retired?: true;
  /** As the route reads them (zod's input side: a field with a default is optional). */
  params?: JsonSchema;
  query?: JsonSchema;
  request?: JsonSchema;
  /** As the route answers it (zod's output side). */
  response?: JsonSchema;
}

export interface EventSnapshot {
  /** The type's schema version (`eventVersions`), sent in the envelope. */
  version: number;
  /** The schema of the event's data. */
  data: JsonSchema;
}

export interface ReleaseSnapshot {
  name: string;
  /** When it was written (ISO); the newest snapshot is the last release. */
  releasedAt: string;
  /** By `METHOD path` (`POST /api/progress`). */
  operations: Record<string, OperationSnapshot>;
  /** By event type. */
  events: Record<string, EventSnapshot>;
}

/** What a snapshot is made of: the operations and the event registry. */
export interface Contracts {
  operations: readonly ApiOperation[];
  events: Readonly<Record<string, { version: number; data: $ZodType }>>;
}

/** The contracts as they stand in this source tree. */
export function currentContracts(): Contracts {
  const events = Object.fromEntries(
    Object.entries(eventDataSchemas).map(([type, data]) => [type, { version: eventVersions[type as keyof typeof eventVersions], data }]),
  );
  return { operations: apiOperations, events };
}

/** `POST /api/progress`: how a snapshot names an operation. */
export function operationKey(op: { method: string; path: string }): string {
  return `${op.method.toUpperCase()} ${op.path}`;
}

export function buildReleaseSnapshot(name: string, contracts: Contracts = currentContracts(), releasedAt = new Date()): ReleaseSnapshot {
  const operations: Record<string, OperationSnapshot> = {};
  for (const op of contracts.operations) operations[operationKey(op)] = snapshotOperation(op);
  const events: Record<string, EventSnapshot> = {};
  for (const [type, event] of Object.entries(contracts.events)) events[type] = { version: event.version, data: jsonSchema(event.data, 'input') };
  return { name, releasedAt: releasedAt.toISOString(), operations, events };
}

function snapshotOperation(op: ApiOperation): OperationSnapshot {
  return {
    method: op.method,
    path: op.path,
    service: op.service,
    access: op.access,
    status: successStatus(op),
    produces: op.produces ?? 'application/json',
    ...(op.requestFormat ? { requestFormat: op.requestFormat } : {}),
    ...(op.retired ? { retired: true as const } : {}),
    ...(op.params ? { params: jsonSchema(op.params, 'input') } : {}),
    ...(op.query ? { query: jsonSchema(op.query, 'input') } : {}),
    ...(op.request ? { request: jsonSchema(op.request, 'input') } : {}),
    ...(op.response ? { response: jsonSchema(op.response, 'output') } : {}),
  };
}

function successStatus(op: ApiOperation): number {
  if (op.redirect) return op.method === 'get' ? 302 : 303;
  return op.status ?? 200;
}

function jsonSchema(schema: $ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = toJSONSchema(schema, { unrepresentable: 'any', io }) as Record<string, unknown>;
  return rest;
}
