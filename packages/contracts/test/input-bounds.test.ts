import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { INT4_MAX, INT4_MIN, apiOperations } from '../src/index.ts';

/** Every number a schema can hold, by its path (`body.items[].count`), with the bounds zod keeps for it. */
interface NumberInput {
  path: string;
  integer: boolean;
  minimum: number;
  maximum: number;
}

/** A check of a number schema as zod keeps it: bounds (`greater_than`, `less_than`) and formats (`safeint`, `int32`). */
interface CheckDef {
  check: string;
  value?: unknown;
  format?: unknown;
}

type Def = Record<string, unknown> & { type: string };

function numbersIn(schema: $ZodType, path: string, out: NumberInput[], seen = new Set<$ZodType>()): NumberInput[] {
  if (seen.has(schema)) return out;
  seen.add(schema);
  const def = schema._zod.def as Def;
  const child = (key: string) => def[key] as $ZodType | undefined;
  switch (def.type) {
    case 'number': {
      const number: NumberInput = { path, integer: false, minimum: -Infinity, maximum: Infinity };
      for (const check of (def.checks ?? []) as { _zod: { def: CheckDef } }[]) {
        const { check: kind, value, format } = check._zod.def;
        if (kind === 'number_format') number.integer = typeof format === 'string' && /int/.test(format);
        if (kind === 'number_format' && format === 'int32') {
          number.minimum = Math.max(number.minimum, INT4_MIN);
          number.maximum = Math.min(number.maximum, INT4_MAX);
        }
        if (kind === 'greater_than' && typeof value === 'number') number.minimum = Math.max(number.minimum, value);
        if (kind === 'less_than' && typeof value === 'number') number.maximum = Math.min(number.maximum, value);
      }
      out.push(number);
      break;
    }
    case 'bigint':
      out.push({ path, integer: true, minimum: -Infinity, maximum: Infinity });
      break;
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, $ZodType>)) numbersIn(value, `${path}.${key}`, out, seen);
      if (def.catchall) numbersIn(def.catchall as $ZodType, `${path}.*`, out, seen);
      break;
    case 'array':
      numbersIn(def.element as $ZodType, `${path}[]`, out, seen);
      break;
    case 'tuple':
      (def.items as $ZodType[]).forEach((item, index) => numbersIn(item, `${path}[${index}]`, out, seen));
      break;
    case 'record':
    case 'map':
      numbersIn(def.valueType as $ZodType, `${path}.*`, out, seen);
      break;
    case 'union':
      for (const option of def.options as $ZodType[]) numbersIn(option, path, out, seen);
      break;
    case 'intersection':
      numbersIn(def.left as $ZodType, path, out, seen);
      numbersIn(def.right as $ZodType, path, out, seen);
      break;
    case 'pipe':
      // What the caller sends is the pipe's input; what the route reads is its output.
      numbersIn(def.in as $ZodType, path, out, seen);
      numbersIn(def.out as $ZodType, path, out, seen);
      break;
    case 'lazy':
      numbersIn((def.getter as () => $ZodType)(), path, out, seen);
      break;
    default:
      for (const key of ['innerType', 'schema']) {
        const inner = child(key);
        if (inner) numbersIn(inner, path, out, seen);
      }
  }
  return out;
}

const inputs = apiOperations.flatMap((operation) => {
  const name = `${operation.method.toUpperCase()} ${operation.path}`;
  return (['params', 'query', 'request'] as const).flatMap((part) => {
    const schema = operation[part];
    return schema ? numbersIn(schema, `${name} ${part}`, []) : [];
  });
});

/** Integers no column holds, with why they may be wider than int4. */
const notStored: Readonly<Record<string, string>> = {
  'POST /internal/session-revocations/ack request.seq': 'a revocation stream counter kept in memory, compared with numbers it sent',
};

describe('numbers a caller sends', () => {
  it('finds the numbers of the operation tables (the walk reaches into bodies, params and queries)', () => {
    expect(inputs.some((input) => input.path === 'GET /api/modules/:id params.id')).toBe(true);
    expect(inputs.some((input) => input.path === 'POST /api/progress request.moduleId')).toBe(true);
    expect(inputs.length).toBeGreaterThan(30);
  });

  it('every integer fits the int4 column it is stored in or compared with', () => {
    const unbounded = inputs
      .filter((input) => input.integer && !(input.path in notStored) && (input.maximum > INT4_MAX || input.minimum < INT4_MIN))
      .map((input) => `${input.path}: [${input.minimum}, ${input.maximum}]`);
    expect(unbounded, `integer inputs wider than int4:\n  ${unbounded.join('\n  ')}`).toEqual([]);
  });

  it('every other number has finite bounds', () => {
    const unbounded = inputs
      .filter((input) => (!(input.path in notStored) && !Number.isFinite(input.maximum)) || !Number.isFinite(input.minimum))
      .map((input) => `${input.path}: [${input.minimum}, ${input.maximum}]`);
    expect(unbounded, `number inputs without bounds:\n  ${unbounded.join('\n  ')}`).toEqual([]);
  });

  it('a path id past int4 is refused by its schema', () => {
    const getModule = apiOperations.find((operation) => operation.method === 'get' && operation.path === '/api/modules/:id');
    expect(getModule?.params && safeParse(getModule.params, { id: '2147483648' }).success).toBe(false);
    expect(getModule?.params && safeParse(getModule.params, { id: '2147483647' }).success).toBe(true);
  });
});
