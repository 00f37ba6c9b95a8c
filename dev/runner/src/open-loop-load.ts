import http from 'node:http';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

/**
 * An open-loop load generator: requests are scheduled at a constant rate from the start and sent
 * when their time comes, whether or not earlier ones have been answered, and each latency is timed
 * from the request's scheduled send, not from when it actually left. A closed-loop tool (each
 * connection waits for its answer before sending the next, as autocannon does) sends less when
 * the server slows down and so never sees the queue a real crowd builds: coordinated omission.
 * Timing from the schedule also charges the generator's own lateness (a busy event loop) to the
 * latency rather than hiding it.
 *
 * Bounded: loopback targets only, at most MAX_RATE requests per second for at most
 * MAX_DURATION_MS (per target), at most `maxInFlight` open requests (a request that would exceed it is counted
 * as refused by the generator and timed as an error), and a per-request timeout.
 */
export interface OpenLoopTarget {
  method?: 'GET' | 'POST';
  /** An http://127.0.0.1…, http://[::1]… or http://localhost… URL. */
  url: string;
  /** The request's headers, or headers per send (several sessions taking turns, say). */
  headers?: Record<string, string> | ((index: number) => Record<string, string>);
  /** A request body per send (a write that must differ each time, e.g. a new id). */
  body?: (index: number) => string;
}

export interface OpenLoopOptions {
  target: OpenLoopTarget;
  /** Requests per second, sent at evenly spaced scheduled instants. */
  rate: number;
  durationMs: number;
  /** Sent at the same rate before the measured part and not counted (connections, JIT, caches). */
  warmupMs?: number;
  /** Default 10 s: a request still unanswered then counts as an error with that latency. */
  timeoutMs?: number;
  /** Default 2,000. */
  maxInFlight?: number;
  /** The answer statuses that count as success (default 2xx). */
  ok?: (status: number) => boolean;
}

export interface OpenLoopResult {
  rate: number;
  durationMs: number;
  /** Measured requests (the warm-up excluded). */
  scheduled: number;
  succeeded: number;
  /** Non-success statuses, connection errors, timeouts and requests over maxInFlight. */
  errors: number;
  /** Latency from the scheduled send to the end of the answer, in ms, of every measured request (errors included), sorted. */
  latenciesMs: number[];
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** How late the generator sent, at worst (a sign the generator itself was short of CPU). */
  maxSendLagMs: number;
  /** Statuses seen, with counts. */
  statuses: Record<string, number>;
}

export const MAX_RATE = 5_000;
export const MAX_DURATION_MS = 60_000;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** Throws unless the URL is plain HTTP to this machine's loopback interface. */
export function assertLoopback(url: string): URL {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' || !LOOPBACK_HOSTS.has(parsed.hostname)) {
    throw new Error(`Load is only sent to this machine's loopback interface over http (127.0.0.1, [::1], localhost), not ${url}`);
  }
  return parsed;
}

/** The nearest-rank percentile of sorted values (0 when empty). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

/** The median of values in any order (0 when empty): the middle one, or the mean of the middle two. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface Outcome {
  ok: boolean;
  status: string;
}

function send(agent: http.Agent, url: URL, target: OpenLoopTarget, index: number, timeoutMs: number, ok: (status: number) => boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const body = target.body?.(index);
    const request = http.request(
      url,
      {
        agent,
        method: target.method ?? 'GET',
        headers: {
          ...(typeof target.headers === 'function' ? target.headers(index) : target.headers),
          ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
        timeout: timeoutMs,
      },
      (response) => {
        // The answer counts once its whole body has arrived.
        response.on('data', () => undefined);
        response.on('end', () => resolve({ ok: ok(response.statusCode ?? 0), status: String(response.statusCode) }));
        response.on('error', () => resolve({ ok: false, status: 'response-error' }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve({ ok: false, status: error.message === 'timeout' ? 'timeout' : 'connection-error' }));
    request.end(body);
  });
}

/** Sends `rate` requests per second for `durationMs` (after `warmupMs`) and reports latency from each scheduled send. */
export async function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const [result] = await runSchedule([options.target], () => 0, options);
  return result!;
}

export interface OpenLoopInterleavedOptions extends Omit<OpenLoopOptions, 'target'> {
  /** Two ways to the same answer: two processes (one with a feature turned on, one without), or the gateway and the service it fronts. */
  targets: readonly [OpenLoopTarget, OpenLoopTarget];
  /**
   * The two share `rate`, each sent half of it (every other request), so that what stands behind
   * both (one process, reached through the gateway and directly) carries `rate` as it would from
   * one target alone. Without it each target is sent the full rate: right for two processes, each
   * of which should carry what one would.
   */
  shareRate?: boolean;
}

/**
 * Compares two targets at the same moments: each is sent its rate for `durationMs` (after
 * `warmupMs`), both at once, their sends taking turns request by request — A, B, A, B: each
 * target's sends evenly spaced, B's half an interval after A's. A slow spell of a shared machine
 * (another process's garbage collection, the scheduler) then delays the requests of both alike
 * however short it is, where alternating slices of a second handed all of it to whichever target's
 * slice it fell in; with a p99 made by a few such spells, that luck decided the comparison (ratios
 * of 0.60 and 1.45 in runs of the same build). Two processes each get the full rate, and the
 * machine carries both loads at once, so what one spends in CPU can also delay the other when both
 * want a core (measure each one's CPU beside it); two ways into one process share it (`shareRate`).
 */
export async function interleaveOpenLoop(options: OpenLoopInterleavedOptions): Promise<[OpenLoopResult, OpenLoopResult]> {
  if (!(options.durationMs > 0 && options.durationMs + (options.warmupMs ?? 0) <= MAX_DURATION_MS))
    throw new Error(`duration and warm-up together must be at most ${MAX_DURATION_MS} ms per target`);
  const each = options.shareRate ? options.rate / 2 : options.rate;
  const [a, b] = await runSchedule(options.targets, (index) => index % 2, { ...options, rate: each * 2 }, each);
  return [a!, b!];
}

/**
 * One result of several runs' answers at the same rate (two windows of a comparison with the
 * order of the targets swapped, or every run of a bench): percentiles of all their latencies
 * together, counts added up, the worst send lag.
 */
export function poolResults(results: readonly OpenLoopResult[]): OpenLoopResult {
  const first = results[0];
  if (!first) throw new Error('poolResults needs at least one result');
  const latencies = results.flatMap((result) => result.latenciesMs).sort((x, y) => x - y);
  const statuses: Record<string, number> = {};
  for (const result of results) for (const [status, count] of Object.entries(result.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
  const sum = (pick: (result: OpenLoopResult) => number) => results.reduce((total, result) => total + pick(result), 0);
  return {
    rate: first.rate,
    durationMs: sum((result) => result.durationMs),
    scheduled: sum((result) => result.scheduled),
    succeeded: sum((result) => result.succeeded),
    errors: sum((result) => result.errors),
    latenciesMs: latencies,
    p50: percentile(latencies, 0.5),
    p90: percentile(latencies, 0.9),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
    maxSendLagMs: Math.max(...results.map((result) => result.maxSendLagMs)),
    statuses,
  };
}

/**
 * The ticker's thread: it sleeps until each slot's time (a futex wait, to the microsecond) and then
 * wakes the generator's event loop with the slot's number. Its clock is `process.hrtime`, the
 * monotonic clock `performance.now()` reads in every thread.
 */
const TICKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { intervalNs, total } = workerData;
const sleeper = new Int32Array(new SharedArrayBuffer(4));
parentPort.once('message', (startNs) => {
  for (let index = 1; index < total; index += 1) {
    const dueNs = startNs + BigInt(Math.round(index * intervalNs));
    const waitMs = Number(dueNs - process.hrtime.bigint()) / 1e6;
    if (waitMs > 0) Atomics.wait(sleeper, 0, 0, waitMs);
    parentPort.postMessage(index);
  }
});
`;

interface Ticker {
  /** The first slot's time, by `performance.now()`. */
  start: number;
  onSlot(listener: () => void): void;
  stop(): void;
}

/**
 * Wakes the generator at each slot's time without keeping a core busy. Node's timers have a
 * resolution of a millisecond, so a generator that waits with them sends up to a millisecond late;
 * one that spins on the event loop for the rest (as this one did) spent a third of a core on a
 * two-core machine at 200 requests a second, a core the platform it measures then did not have. A
 * thread that sleeps to the microsecond and posts each slot costs a wake-up per request.
 */
async function startTicker(intervalMs: number, total: number): Promise<Ticker> {
  const worker = new Worker(TICKER_SOURCE, { eval: true, workerData: { intervalNs: intervalMs * 1e6, total } });
  // The thread starts in tens of milliseconds; the schedule starts once it is there.
  await once(worker, 'online');
  const startNs = process.hrtime.bigint();
  const start = performance.now();
  worker.postMessage(startNs);
  return {
    start,
    onSlot: (listener) => worker.on('message', listener),
    stop: () => void worker.terminate(),
  };
}

/**
 * The open loop itself: `rate` requests per second for `durationMs` after `warmupMs`, the request
 * of each slot going to the target `pick` names. A result per target, with `targetRate` as its
 * rate (the whole schedule's unless the targets share each moment of it) and its `durationMs` the
 * time its share of the requests takes at that rate.
 */
async function runSchedule(
  targets: readonly OpenLoopTarget[],
  pick: (index: number) => number,
  options: Omit<OpenLoopOptions, 'target'>,
  targetRate = options.rate,
): Promise<OpenLoopResult[]> {
  const urls = targets.map((target) => assertLoopback(target.url));
  const { rate, durationMs } = options;
  const warmupMs = options.warmupMs ?? 0;
  if (!(rate > 0 && rate <= MAX_RATE)) throw new Error(`rate must be above 0 and at most ${MAX_RATE} per second`);
  if (!(durationMs > 0 && durationMs + warmupMs <= MAX_DURATION_MS * targets.length))
    throw new Error(`duration and warm-up together must be at most ${MAX_DURATION_MS} ms per target`);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxInFlight = options.maxInFlight ?? 2_000;
  const ok = options.ok ?? ((status: number) => status >= 200 && status < 300);

  const interval = 1_000 / rate;
  const warmupCount = Math.round((warmupMs / 1_000) * rate);
  const measuredCount = Math.round((durationMs / 1_000) * rate);
  const total = warmupCount + measuredCount;
  // An agent per target: each keeps its own connections alive for the whole run.
  const agents = targets.map(() => new http.Agent({ keepAlive: true, maxSockets: maxInFlight, maxFreeSockets: 256 }));

  const tallies = targets.map(() => ({
    latencies: [] as number[],
    statuses: {} as Record<string, number>,
    scheduled: 0,
    succeeded: 0,
    errors: 0,
    maxSendLag: 0,
  }));
  let inFlight = 0;
  const pending: Array<Promise<void>> = [];

  const record = (which: number, measured: boolean, latency: number, outcome: Outcome) => {
    if (!measured) return;
    const tally = tallies[which]!;
    tally.latencies.push(latency);
    tally.statuses[outcome.status] = (tally.statuses[outcome.status] ?? 0) + 1;
    if (outcome.ok) tally.succeeded += 1;
    else tally.errors += 1;
  };

  let next = 0;
  const ticker = await startTicker(interval, total);
  const start = ticker.start;
  await new Promise<void>((done) => {
    const tick = () => {
      const current = performance.now();
      // Everything whose time has come goes now, late or not; its latency still counts from its slot.
      while (next < total && start + next * interval <= current) {
        const index = next;
        const which = pick(index);
        const scheduledAt = start + index * interval;
        const measured = index >= warmupCount;
        const tally = tallies[which]!;
        if (measured) {
          tally.scheduled += 1;
          tally.maxSendLag = Math.max(tally.maxSendLag, current - scheduledAt);
        }
        next += 1;
        if (inFlight >= maxInFlight) {
          record(which, measured, performance.now() - scheduledAt, { ok: false, status: 'over-max-in-flight' });
          continue;
        }
        inFlight += 1;
        pending.push(
          send(agents[which]!, urls[which]!, targets[which]!, index, timeoutMs, ok).then((outcome) => {
            inFlight -= 1;
            record(which, measured, performance.now() - scheduledAt, outcome);
          }),
        );
      }
      if (next >= total) {
        ticker.stop();
        done();
      }
    };
    ticker.onSlot(tick);
    tick();
  });
  await Promise.all(pending);
  for (const agent of agents) agent.destroy();

  return tallies.map((tally) => {
    const latencies = tally.latencies.sort((x, y) => x - y);
    return {
      rate: targetRate,
      durationMs: (tally.scheduled / targetRate) * 1_000,
      scheduled: tally.scheduled,
      succeeded: tally.succeeded,
      errors: tally.errors,
      latenciesMs: latencies,
      p50: percentile(latencies, 0.5),
      p90: percentile(latencies, 0.9),
      p99: percentile(latencies, 0.99),
      max: latencies.at(-1) ?? 0,
      maxSendLagMs: tally.maxSendLag,
      statuses: tally.statuses,
    };
  });
}
