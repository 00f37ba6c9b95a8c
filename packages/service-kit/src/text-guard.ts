import type { RequestHandler } from 'express';
import type { FieldIssue } from '@academy/contracts';
import { AppError } from './errors.ts';

/** U+0000, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string holds a character PostgreSQL cannot store in text or jsonb (NUL, a lone surrogate). */
export function hasUnsafeText(value: string): boolean {
  return UNSAFE_TEXT.test(value);
}

const describeIssue = (value: string) =>
  value.includes('\u0000') ? 'must not contain the NUL character (U+0000)' : 'must not contain an unpaired surrogate (invalid UTF-16)';

/** Every string (and object key) of a parsed JSON value that holds unsafe text, by its path. */
export function unsafeTextIssues(value: unknown, path: string[] = [], issues: FieldIssue[] = [], depth = 0): FieldIssue[] {
  if (issues.length >= 20 || depth > 64) return issues;
  const where = () => path.join('.') || '(root)';
  if (typeof value === 'string') {
    if (hasUnsafeText(value)) issues.push({ path: where(), message: describeIssue(value) });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => unsafeTextIssues(item, [...path, String(index)], issues, depth + 1));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (hasUnsafeText(key)) issues.push({ path: [...path, '(key)'].join('.'), message: `field names ${describeIssue(key)}` });
      else unsafeTextIssues(item, [...path, key], issues, depth + 1);
    }
  }
  return issues;
}

/**
 * Refuses a JSON body holding text PostgreSQL would refuse, before any handler runs: a 400
 * `INVALID_TEXT` naming each field, instead of a failed query (and a 500) later.
 */
export const rejectUnsafeText: RequestHandler = (req, _res, next) => {
  if (req.body === undefined || req.body === null) return next();
  const issues = unsafeTextIssues(req.body);
  if (issues.length === 0) return next();
  next(new AppError('INVALID_TEXT', 'The request contains characters that cannot be stored.', { details: issues }));
};
