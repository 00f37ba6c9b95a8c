import { randomUUID } from 'node:crypto';
import { Router, type Response } from 'express';
import type pg from 'pg';
import {
  SESSION_REVOCATIONS_PATH,
  identityOperations,
  sessionRevocationAckSchema,
  sessionRevocationSchema,
  type SessionRevocation,
  type SessionRevocationAck,
} from '@academy/contracts';
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
  /**
   * Shares revocations with every other identity process on the same database: from then on a
   * revocation published by any process reaches the followers of all of them, and confirmations
   * sent to a process that does not hold the follower's stream reach the one that does. Resolves
   * once this process listens; the function it resolves to stops sharing.
   */
  shareThrough(pool: pg.Pool): Promise<() => Promise<void>>;
}

/** Where a revocation goes to every identity process: `{ id, revocation }`. */
const REVOKED_CHANNEL = 'session_revocations';
/** A process whose followers confirmed revocation `id`: `{ id, processId }`. */
const DONE_CHANNEL = 'session_revocations_done';
/** A follower's confirmation that reached a process other than the one holding its stream. */
const ACK_CHANNEL = 'session_revocations_ack';
/**
 * Each sharing process holds this advisory lock (shared) on its listening connection: the
 * publisher counts the holders to know how many processes must report their followers'
 * confirmations. A process whose connection is gone holds it no more (the letters REVC, then 1).
 */
const PROCESS_LOCK = [0x52455643, 1] as const;

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
  /** Set while revocations go through PostgreSQL to every identity process (shareThrough). */
  let shared: SharedRevocations | undefined;

  const router = Router();
  // Only the platform's services may follow the stream or confirm on it (when the secret is set).
  router.use(SESSION_REVOCATIONS_PATH, requireInternalToken(options.internalToken));
  const handle = operationHandlers(router);
  handle(identityOperations.sessionRevocations, ({ req, res }) => {
    // A process that shares revocations but does not listen now could miss one: it holds no follower.
    if (shared && !shared.listening()) {
      res.writeHead(503, { 'Retry-After': '1' }).end();
      return;
    }
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

  /** Applies a follower's confirmation; false when this process does not hold that follower. */
  function confirm(ack: SessionRevocationAck): boolean {
    const follower = followers.get(ack.followerId);
    if (!follower) return false;
    if (ack.seq > follower.acked) {
      follower.acked = ack.seq;
      for (const wake of follower.waiters) wake();
    }
    return true;
  }

  // Behind a load balancer the confirmation may reach another process than the follower's stream.
  handle(identityOperations.sessionRevocationAck, ({ body: ack }) => {
    if (!confirm(ack)) shared?.forwardAck(ack);
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

  /** Writes a revocation to this process's followers; resolves once each confirmed or was cut. */
  async function deliverLocally(revocation: SessionRevocation): Promise<void> {
    sequence += 1;
    const seq = sequence;
    const frame = `id: ${seq}\nevent: revoked\ndata: ${JSON.stringify(revocation)}\n\n`;
    const waiting = [...followers.values()];
    for (const follower of waiting) follower.res.write(frame);
    await Promise.all(waiting.map((follower) => confirmed(follower, seq)));
  }

  function endStreams() {
    const all = [...followers.values()];
    followers.clear();
    for (const follower of all) {
      follower.res.end();
      for (const wake of follower.waiters) wake();
    }
  }

  return {
    router,
    publish: (revocation) => (shared ? shared.publish(revocation) : deliverLocally(revocation)),
    followers: () => followers.size,
    close() {
      endStreams();
    },
    async shareThrough(pool) {
      const sharing = await shareRevocations(pool, { deliverLocally, confirm, endStreams, ackTimeoutMs, logger: options.logger });
      shared = sharing;
      return async () => {
        if (shared === sharing) shared = undefined;
        await sharing.stop();
      };
    },
  };
}

interface SharedRevocations {
  publish(revocation: SessionRevocation): Promise<void>;
  /** This process listens (it may hold followers). */
  listening(): boolean;
  /** Passes a confirmation for a follower this process does not hold to the one that does. */
  forwardAck(ack: SessionRevocationAck): void;
  stop(): Promise<void>;
}

/**
 * Revocations through identity's PostgreSQL (LISTEN/NOTIFY), so that several identity processes
 * act as one stream (docs/decisions/051-several-processes-per-service.md). publish() notifies every
 * process, each writes the revocation to its own followers and reports once they confirmed (or were
 * cut), and publish() resolves when every process holding the lock has reported. A process whose
 * listening connection breaks ends its followers' streams and refuses new ones until it listens
 * again: a follower that may miss a revocation caches nothing.
 */
async function shareRevocations(
  pool: pg.Pool,
  local: {
    deliverLocally(revocation: SessionRevocation): Promise<void>;
    confirm(ack: SessionRevocationAck): boolean;
    endStreams(): void;
    ackTimeoutMs: number;
    logger?: Logger;
  },
): Promise<SharedRevocations> {
  const processId = randomUUID();
  const pending = new Map<string, { reported: Set<string>; expected: number; done(): void }>();
  let listener: pg.PoolClient | undefined;
  let stopped = false;
  let retryMs = 250;
  let retryTimer: NodeJS.Timeout | undefined;

  const notify = (channel: string, payload: unknown) => pool.query('select pg_notify($1, $2)', [channel, JSON.stringify(payload)]);

  function settle(id: string) {
    const wait = pending.get(id);
    if (wait && wait.reported.size >= wait.expected) wait.done();
  }

  function onNotification(message: pg.Notification) {
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(message.payload ?? '') as Record<string, unknown>;
    } catch {
      return;
    }
    if (message.channel === REVOKED_CHANNEL) {
      const revocation = sessionRevocationSchema.safeParse(payload.revocation);
      if (typeof payload.id !== 'string' || !revocation.success) return;
      const id = payload.id;
      void local
        .deliverLocally(revocation.data)
        .then(() => notify(DONE_CHANNEL, { id, processId }))
        .catch((error: unknown) => local.logger?.warn({ err: error }, 'could not report a session revocation as delivered'));
    } else if (message.channel === DONE_CHANNEL) {
      if (typeof payload.id !== 'string' || typeof payload.processId !== 'string') return;
      pending.get(payload.id)?.reported.add(payload.processId);
      settle(payload.id);
    } else if (message.channel === ACK_CHANNEL) {
      const ack = sessionRevocationAckSchema.safeParse(payload);
      if (ack.success) local.confirm(ack.data);
    }
  }

  function lost(client: pg.PoolClient, error: Error) {
    if (listener !== client) return;
    listener = undefined;
    client.release(error);
    local.logger?.warn({ err: error }, 'session revocations: the listening connection was lost; ending the streams until it is back');
    local.endStreams();
    reconnectLater();
  }

  function reconnectLater() {
    if (stopped) return;
    retryTimer = setTimeout(() => {
      connect().catch((error: unknown) => {
        local.logger?.warn({ err: error }, 'session revocations: could not listen; retrying');
        reconnectLater();
      });
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, 5_000);
  }

  async function connect() {
    const client = await pool.connect();
    try {
      client.on('notification', onNotification);
      client.on('error', (error) => lost(client, error));
      for (const channel of [REVOKED_CHANNEL, DONE_CHANNEL, ACK_CHANNEL]) await client.query(`listen ${channel}`);
      await client.query('select pg_advisory_lock_shared($1, $2)', [...PROCESS_LOCK]);
    } catch (error) {
      client.release(true);
      throw error;
    }
    if (stopped) {
      client.release(true);
      return;
    }
    listener = client;
    retryMs = 250;
  }

  /** How many identity processes share revocations now (the holders of the lock on this database). */
  async function sharingProcesses(): Promise<number> {
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from pg_locks
        where locktype = 'advisory' and granted and objsubid = 2 and classid = $1::oid and objid = $2::oid
          and database = (select oid from pg_database where datname = current_database())`,
      [...PROCESS_LOCK],
    );
    return rows[0]?.n ?? 0;
  }

  await connect();

  return {
    async publish(revocation) {
      const id = randomUUID();
      let done!: () => void;
      const reported = new Promise<void>((resolve) => (done = resolve));
      const wait = { reported: new Set<string>(), expected: Number.POSITIVE_INFINITY, done };
      pending.set(id, wait);
      // Each process waits up to the confirmation timeout for its followers (then cuts them);
      // a process that reports nothing in twice that is gone or has lost its connection (and
      // with it its streams).
      const timer = setTimeout(
        () => {
          local.logger?.warn({ reported: wait.reported.size, expected: wait.expected }, 'session revocation: not every identity process reported in time');
          done();
        },
        local.ackTimeoutMs * 2 + 1_000,
      );
      try {
        await notify(REVOKED_CHANNEL, { id, revocation });
        wait.expected = await sharingProcesses();
        settle(id);
        await reported;
      } finally {
        clearTimeout(timer);
        pending.delete(id);
      }
    },
    listening: () => listener !== undefined,
    forwardAck(ack) {
      void notify(ACK_CHANNEL, ack).catch((error: unknown) => local.logger?.debug({ err: error }, 'could not pass on a session revocation confirmation'));
    },
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      const client = listener;
      listener = undefined;
      // Closed rather than returned to the pool: its lock and its LISTEN go with it.
      client?.release(true);
      for (const wait of pending.values()) wait.done();
    },
  };
}
