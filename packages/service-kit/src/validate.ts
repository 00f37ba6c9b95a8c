import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
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
export function parseInput<S extends z.core.$ZodType>(schema: S, value: unknown, code: ErrorCode = 'VALIDATION_FAILED', message = 'The request is not valid.'): z.infer<S> {
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

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const SHARED_JSON_MIN_GZIP_BYTES = 1024;
const SHARED_JSON_CACHE_ENTRIES = 32;
const compressedByContent = new Map<string, Buffer>();

function compressedOnce(body: string): Buffer {
  const key = createHash('sha256').update(body).digest('base64url');
  const known = compressedByContent.get(key);
  if (known) return known;
  const compressed = gzipSync(body);
  if (compressedByContent.size >= SHARED_JSON_CACHE_ENTRIES) compressedByContent.delete(compressedByContent.keys().next().value as string);
  compressedByContent.set(key, compressed);
  return compressed;
}

/**
 * sendJson for an answer that is the same for everyone (a catalogue): checked against its contract,
 * and gzip-compressed once per content rather than for every request, for a client that accepts
 * it. The gateway passes an encoded answer through instead of compressing it again, so the work
 * is done once, not at 300 requests a second.
 */
export function sendSharedJson<S extends z.core.$ZodType>(req: Request, res: Response, schema: S, value: z.input<S>): void {
  const body = JSON.stringify(checkedAnswer(schema, value));
  res.status(200).type('application/json').vary('Accept-Encoding');
  if (Buffer.byteLength(body) < SHARED_JSON_MIN_GZIP_BYTES || req.acceptsEncodings('gzip', 'identity') !== 'gzip') {
    res.send(body);
    return;
  }
  res.setHeader('Content-Encoding', 'gzip');
  res.send(compressedOnce(body));
}
