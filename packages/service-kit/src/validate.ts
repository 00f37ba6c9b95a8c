import type { Response } from 'express';
import type { z } from 'zod';
import type { ErrorCode } from '@academy/contracts';
import { AppError, fieldIssues } from './errors.ts';

/** Parses input with its contract; a failure is a 400 naming the failing fields. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, code: ErrorCode = 'VALIDATION_FAILED', message = 'The request is not valid.'): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError(code, message, { status: 400, details: fieldIssues(result.error) });
  return result.data;
}

/** Checks output against its contract before it leaves the service. */
export function sendJson<S extends z.ZodType>(res: Response, schema: S, value: z.input<S>, status = 200): void {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('RESPONSE_CONTRACT_VIOLATION', 'The service produced an invalid answer.', { status: 500, cause: result.error });
  res.status(status).json(result.data);
}
