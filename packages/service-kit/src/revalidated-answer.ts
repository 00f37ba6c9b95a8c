import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { MIN_COMPRESSED_ANSWER_BYTES } from '@academy/contracts';
import { checkedAnswer } from './validate.ts';

/**
 * Whether If-None-Match names this tag (weak comparison, as RFC 9110 asks for If-None-Match). A
 * request's own `Cache-Control: no-cache` does not matter here: it speaks to caches on the way,
 * and the origin may still answer a conditional request with 304 (fetch() adds it to every
 * conditional request it is given).
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * A weak entity tag from an answer's content, the same in every process that builds the same
 * answer: weak, as the plain and the compressed bytes are the same answer, and either copy a
 * browser keeps is current while the content is.
 */
function contentEtag(json: string): string {
  return `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
}

/** An answer the same for every caller, ready to send: checked, serialised, compressed and tagged once. */
export interface SharedAnswer {
  readonly json: string;
  /** The gzip-compressed json, when it is large enough to be worth it. */
  readonly gzip: Buffer | undefined;
  /** A weak tag from the content (contentEtag). */
  readonly etag: string;
}

/** Prepares an answer that changes only with a deploy (a catalogue); a contract mismatch throws the 500 AppError. */
export function prepareSharedAnswer<S extends z.core.$ZodType>(schema: S, value: z.input<S>): SharedAnswer {
  const json = JSON.stringify(checkedAnswer(schema, value));
  const gzip = Buffer.byteLength(json) < MIN_COMPRESSED_ANSWER_BYTES ? undefined : gzipSync(json);
  return { json, gzip, etag: contentEtag(json) };
}

/**
 * Runs `prepare` the first time the answer is wanted and keeps what it resolves to for the life
 * of the process; a failure is not kept, so the next request tries again. For answers that change
 * only with a deploy, once the service has synced its content.
 */
export function preparedOnce<T>(prepare: () => Promise<T>): () => Promise<T> {
  let prepared: Promise<T> | undefined;
  return () =>
    (prepared ??= prepare().catch((error: unknown) => {
      prepared = undefined;
      throw error;
    }));
}

/**
 * Sends a prepared answer: `private, no-cache` with its tag (kept per browser, asked again each
 * time, 304 without a body while the browser's copy is current), and gzip-compressed to a client
 * that accepts it. The gateway passes an encoded answer through instead of compressing it again,
 * so a request costs neither a database read nor any serialising or compressing.
 */
export function sendSharedAnswer(req: Request, res: Response, answer: SharedAnswer): void {
  res.vary('Accept-Encoding');
  res.setHeader('Cache-Control', 'private, no-cache');
  res.setHeader('ETag', answer.etag);
  if (matchesEtag(req.get('if-none-match'), answer.etag)) {
    res.status(304).end();
    return;
  }
  res.status(200).type('application/json');
  if (answer.gzip && req.acceptsEncodings('gzip', 'identity') === 'gzip') {
    res.setHeader('Content-Encoding', 'gzip');
    res.send(answer.gzip);
    return;
  }
  res.send(answer.json);
}
