import { randomUUID } from 'node:crypto';
import { Router, type Response } from 'express';
import { SESSION_REVOCATIONS_PATH, identityOperations, type SessionRevocation } from '@academy/contracts';
import { operationHandlers, requireInternalToken, type Logger } from '@academy/service-kit';
import type { SessionRevocations } from '../domain/session-revocations.ts';

/** A comment line every so often keeps idle proxies from closing the stream and tells followers it is alive. */
const HEARTBEAT_MS = 15_000;
/** How long publish() waits for a follower to confirm before cutting its stream (it then drops its whole cache). */
export const REVOCATION_ACK_TIMEOUT_MS = 1_000;

interface Follower {
  id: string;
  res: Response;
  /** The highest revocation number this follower confirmed. */
  acked: number;
  waiters: Set<() => void>;
}

export interface RevocationStream extends SessionRevocations {
  /** GET /internal/session-revocations (server-sent events) and POST …/ack. */
  router: Router;
  /** How many services follow the stream right now. */
  followers(): number;
  /** Ends every stream (before the server stops, which would otherwise wait for them). */
  close(): void;
}

/**
 * The push half of session revocation (docs/decisions/009-session-revocation.md). Every service's
 * identity client follows this stream; each revocation is numbered, and publish() resolves once
 * every follower has confirmed it dropped what the revocation names. A follower that does not
 * confirm within a second has its stream cut, and a follower without a stream caches nothing —
 * so when a logout answers, no service can still answer from a cached copy of that session.
 */
export function createRevocationStream(options: { logger?: Logger; ackTimeoutMs?: number; internalToken?: string } = {}): RevocationStream {
  const ackTimeoutMs = options.ackTimeoutMs ?? REVOCATION_ACK_TIMEOUT_MS;
  const followers = new Map<string, Follower>();
  let sequence = 0;

  const router = Router();
  // Only the platform's services may follow the stream or confirm on it (when the secret is set).
  router.use(SESSION_REVOCATIONS_PATH, requireInternalToken(options.internalToken));
  const handle = operationHandlers(router);
  handle(identityOperations.sessionRevocations, ({ req, res }) => {
    const follower: Follower = { id: randomUUID(), res, acked: sequence, waiters: new Set() };
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write(`event: hello\ndata: ${JSON.stringify({ followerId: follower.id })}\n\n`);
    followers.set(follower.id, follower);
    const heartbeat = setInterval(() => res.write(': alive\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    req.on('close', () => {
      clearInterval(heartbeat);
      followers.delete(follower.id);
      // A follower that is gone has nothing cached to wait for.
      for (const wake of follower.waiters) wake();
    });
  });

  handle(identityOperations.sessionRevocationAck, ({ body: ack }) => {
    const follower = followers.get(ack.followerId);
    if (follower && ack.seq > follower.acked) {
      follower.acked = ack.seq;
      for (const wake of follower.waiters) wake();
    }
  });

  function confirmed(follower: Follower, seq: number): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (follower.acked < seq && followers.has(follower.id)) return;
        clearTimeout(timer);
        follower.waiters.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        follower.waiters.delete(check);
        options.logger?.warn({ followerId: follower.id }, 'a service did not confirm a session revocation; cutting its stream');
        followers.delete(follower.id);
        follower.res.destroy();
        resolve();
      }, ackTimeoutMs);
      follower.waiters.add(check);
      check();
    });
  }

  return {
    router,
    async publish(revocation: SessionRevocation) {
      sequence += 1;
      const seq = sequence;
      const frame = `id: ${seq}\nevent: revoked\ndata: ${JSON.stringify(revocation)}\n\n`;
      const waiting = [...followers.values()];
      for (const follower of waiting) follower.res.write(frame);
      await Promise.all(waiting.map((follower) => confirmed(follower, seq)));
    },
    followers: () => followers.size,
    close() {
      const all = [...followers.values()];
      followers.clear();
      for (const follower of all) {
        follower.res.end();
        for (const wake of follower.waiters) wake();
      }
    },
  };
}
