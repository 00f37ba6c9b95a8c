import { sessionRevocationSchema, type SessionRevocation, type SessionRevocationAck } from '@academy/contracts';
import type { Logger } from './logger.ts';

export interface RevocationFollowerOptions {
  /** identity's GET /internal/session-revocations */
  url: string;
  fetch: typeof fetch;
  /** The platform's shared secret (INTERNAL_EVENTS_TOKEN), sent as X-Internal-Token. */
  token?: string;
  logger?: Logger;
  onRevoked(revocation: SessionRevocation): void;
  /** The stream ended: whatever was cached may have missed a revocation. */
  onDisconnected(): void;
  /** Reconnection backoff. */
  retry?: { initialMs: number; maxMs: number };
  /** identity sends a comment every 15 s; silence this long means the connection is dead. */
  idleMs?: number;
}

export interface RevocationFollower {
  /** Connects on first use (idempotent). */
  start(): void;
  connected(): boolean;
  /** Changes on every revocation, connect and disconnect: a lookup begun under another generation is not cached. */
  generation(): number;
  close(): void;
}

/** Follows identity's server-sent revocation events, reconnecting with backoff while it is away. */
export function createRevocationFollower(options: RevocationFollowerOptions): RevocationFollower {
  const initialMs = options.retry?.initialMs ?? 250;
  const maxMs = options.retry?.maxMs ?? 5_000;
  const idleMs = options.idleMs ?? 45_000;
  let started = false;
  let closed = false;
  let isConnected = false;
  let generation = 0;
  let delay = initialMs;
  let controller: AbortController | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  /** identity's name for this connection, for confirming revocations. */
  let followerId: string | undefined;
  const tokenHeader: Record<string, string> = options.token ? { 'x-internal-token': options.token } : {};

  function acknowledge(seq: number) {
    if (!followerId) return;
    const ack: SessionRevocationAck = { followerId, seq };
    void options
      .fetch(`${options.url}/ack`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...tokenHeader },
        body: JSON.stringify(ack),
        signal: AbortSignal.timeout(2_000),
      })
      .then((response) => response.body?.cancel())
      .catch((error: unknown) => options.logger?.debug({ err: error }, 'could not confirm a session revocation'));
  }

  function disconnected() {
    if (!isConnected) return;
    isConnected = false;
    generation += 1;
    options.onDisconnected();
  }

  function handle(block: string) {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('id:')) id = line.slice(3).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    let payload: unknown;
    try {
      payload = JSON.parse(data.join('\n'));
    } catch {
      return;
    }
    if (event === 'hello') {
      const hello = payload as { followerId?: unknown };
      if (typeof hello.followerId === 'string') followerId = hello.followerId;
      return;
    }
    if (event !== 'revoked') return;
    const parsed = sessionRevocationSchema.safeParse(payload);
    if (!parsed.success) return;
    generation += 1;
    options.onRevoked(parsed.data);
    const seq = Number(id);
    if (Number.isInteger(seq) && seq > 0) acknowledge(seq);
  }

  async function connect(): Promise<void> {
    if (closed) return;
    const current = new AbortController();
    controller = current;
    let idleTimer: NodeJS.Timeout | undefined;
    const resetIdle = () => {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = setTimeout(() => current.abort(), idleMs);
      idleTimer.unref();
    };
    try {
      resetIdle();
      const response = await options.fetch(options.url, { headers: { accept: 'text/event-stream', ...tokenHeader }, signal: current.signal });
      if (!response.ok || !response.body) {
        await response.body?.cancel().catch(() => undefined);
        throw new Error(`identity answered ${response.status}`);
      }
      isConnected = true;
      generation += 1;
      delay = initialMs;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        resetIdle();
        buffer += value.replace(/\r\n?/g, '\n');
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          handle(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch (error) {
      if (!closed) options.logger?.debug({ err: error }, 'revocation stream unavailable');
    } finally {
      if (idleTimer) clearTimeout(idleTimer);
      followerId = undefined;
      disconnected();
    }
    if (closed) return;
    reconnectTimer = setTimeout(() => void connect(), delay);
    reconnectTimer.unref();
    delay = Math.min(delay * 2, maxMs);
  }

  return {
    start() {
      if (started || closed) return;
      started = true;
      void connect();
    },
    connected: () => isConnected,
    generation: () => generation,
    close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      controller?.abort();
      disconnected();
    },
  };
}
