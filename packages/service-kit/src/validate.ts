import type { Response } from 'express';
import { safeParse } from 'zod';
import type { z } from 'zod';
import type { ErrorCode } from '@academy/contracts';
import { AppError, fieldIssues } from './errors.ts';

/*
 * Typed with zod's core schema type and parsed with its safeParse function: the contracts are built
 * with zod/mini (whose schemas are not classic ZodTypes) and a service's own schemas with classic
 * zod; both are core schemas.
 */

/** Parses input with its contract; a failure is a 400 naming the failing fields. */
export function parseInput<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
  code: ErrorCode = 'VALIDATION_FAILED',
  message = 'The request is not valid.',
): z.infer<S> {
  const result = safeParse(schema, value);
  if (!result.success) throw new AppError(code, message, { status: 400, details: fieldIssues(result.error) });
  return result.data;
}

/** An answer checked against its contract; a mismatch is the service's fault (500). */
export function checkedAnswer<S extends z.core.$ZodType>(schema: S, value: z.input<S>): z.output<S> {
  const result = safeParse(schema, value);
  if (!result.success) throw new AppError('RESPONSE_CONTRACT_VIOLATION', 'The service produced an invalid answer.', { status: 500, cause: result.error });
  return result.data;
}

/** Checks output against its contract before it leaves the service. */
export function sendJson<S extends z.core.$ZodType>(res: Response, schema: S, value: z.input<S>, status = 200): void {
  res.status(status).json(checkedAnswer(schema, value));
}
