import type { Request } from 'express';
import type { EventData } from '@academy/contracts';
import type { Logger } from './logger.ts';
import type { NewEvent } from './events/publish.ts';

/** One refused administrator-only call (403), as the audit log files it. */
export type AccessRefusalReport = EventData<'access.denied'>;

export interface AccessRefusalsOptions {
  /**
   * Files a report: publishes an `access.denied` event (or records it directly, in the service that
   * keeps the log). Given the refused request, whose trace the event continues.
   */
  report(refusal: AccessRefusalReport, req: Request): Promise<unknown>;
  logger?: Logger;
  /** A caller's repeats of one call within this long are counted, not filed (default one minute). */
  windowMs?: number;
  /** The most caller-and-call pairs followed at once (default 10,000): memory stays bounded whatever arrives. */
  maxTracked?: number;
  now?: () => number;
}

interface Followed {
  /** When the last report for this caller and call was filed. */
  filedAt: number;
  /** Refusals since then that were counted instead of filed. */
  held: number;
  heldSince?: number;
}

/** The call as its route names it (`/api/admin/users/:id`), so one caller's probing of ids is one call. */
function callOf(req: Request): string {
  const routePath: unknown = (req.route as { path?: unknown } | undefined)?.path;
  return typeof routePath === 'string' ? `${req.baseUrl}${routePath}` : req.path;
}

/**
 * Refused administrator-only calls become security events in the audit log, without letting a
 * flood of 403s flood the log: the first refusal of a caller and call is filed at once, repeats
 * within the window are only counted, and the next refusal after the window is filed with that
 * count (`count`, `firstAt`). So the log holds at most one entry per caller, call and window,
 * however fast the calls come. Filing never delays or changes the 403; a failure is logged.
 */
export function createAccessRefusals(options: AccessRefusalsOptions) {
  const windowMs = options.windowMs ?? 60_000;
  const maxTracked = options.maxTracked ?? 10_000;
  const now = options.now ?? Date.now;
  const followed = new Map<string, Followed>();

  function forgetExpired(at: number) {
    for (const [key, entry] of followed) if (at - entry.filedAt >= windowMs) followed.delete(key);
  }

  /** Notes a refusal of `req` to `actorId`; returns the filing in progress, if this one is filed. */
  function refused(req: Request, actorId: string): Promise<void> | undefined {
    const at = now();
    const method = req.method.toUpperCase();
    const path = callOf(req);
    const key = `${actorId} ${method} ${path}`;
    let entry = followed.get(key);
    if (entry && at - entry.filedAt < windowMs) {
      entry.held += 1;
      entry.heldSince ??= at;
      return undefined;
    }
    if (!entry) {
      if (followed.size >= maxTracked) forgetExpired(at);
      if (followed.size >= maxTracked) {
        (req.log ?? options.logger)?.warn({ actorId, method, path }, 'refused administrator call not filed: too many callers followed at once');
        return undefined;
      }
      entry = { filedAt: at, held: 0 };
      followed.set(key, entry);
    }
    const refusal: AccessRefusalReport = {
      actorId,
      method,
      path,
      count: entry.held + 1,
      firstAt: new Date(entry.heldSince ?? at).toISOString(),
      requestId: req.id === undefined ? undefined : String(req.id).slice(0, 200),
    };
    entry.filedAt = at;
    entry.held = 0;
    entry.heldSince = undefined;
    return options.report(refusal, req).then(
      () => undefined,
      (error: unknown) => (req.log ?? options.logger)?.error({ err: error, actorId, method, path }, 'a refused administrator call could not be filed'),
    );
  }

  return { refused };
}
export type AccessRefusals = ReturnType<typeof createAccessRefusals>;

/** The outbox event of a refusal, for a service that publishes its events (`publishEvent(tx, accessDeniedEvent(refusal))`). */
export function accessDeniedEvent(refusal: AccessRefusalReport): NewEvent<'access.denied'> {
  return { type: 'access.denied', subject: refusal.actorId, data: refusal };
}
