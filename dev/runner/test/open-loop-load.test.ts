import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_DURATION_MS,
  assertLoopback,
  interleaveOpenLoop,
  median,
  percentile,
  poolResults,
  runOpenLoop,
  type OpenLoopResult,
} from '../src/open-loop-load.ts';

interface TestServer {
  url: string;
  arrivals: number[];
  close(): Promise<void>;
}

const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/** A local server that records when each request arrived and answers after `delayMs` with `status`. */
async function startServer(delayMs = 0, status = 200): Promise<TestServer> {
  const arrivals: number[] = [];
  const server = http.createServer((req, res) => {
    arrivals.push(performance.now());
    req.resume();
    setTimeout(() => res.writeHead(status, { 'content-type': 'application/json' }).end('{"ok":true}'), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const running = {
    url: `http://127.0.0.1:${port}/x`,
    arrivals,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  servers.push(running);
  return running;
}

describe('runOpenLoop', () => {
  it('sends at the constant rate, spread evenly over the run', async () => {
    const server = await startServer();
    const started = performance.now();
    const result = await runOpenLoop({ target: { url: server.url }, rate: 200, durationMs: 1_000 });
    expect(result).toMatchObject({ scheduled: 200, succeeded: 200, errors: 0, statuses: { '200': 200 } });
    expect(server.arrivals).toHaveLength(200);
    // No request leaves before its slot (every 5 ms): a busy machine can make them late, never early.
    const arrivals = [...server.arrivals].sort((x, y) => x - y);
    expect(arrivals.filter((at, index) => at < started + index * 5 - 1)).toEqual([]);
    // Spread over the run, not sent at once: the last leaves in its own slot, about a second in
    // (how late it arrives depends on how busy the machine is, which a test must not).
    expect(arrivals.at(-1)! - started).toBeGreaterThanOrEqual(995 - 1);
  });

  it('keeps sending on schedule while answers are slow (open loop), and times each from its slot', async () => {
    const server = await startServer(400);
    const started = performance.now();
    const result = await runOpenLoop({ target: { url: server.url }, rate: 100, durationMs: 1_000 });
    // Requests kept leaving while none had been answered (the first answer comes 400 ms after the first arrival).
    expect(server.arrivals).toHaveLength(100);
    const firstAnswer = server.arrivals[0]! + 400;
    expect(server.arrivals.filter((at) => at < firstAnswer).length).toBeGreaterThanOrEqual(20);
    expect(server.arrivals.filter((at, index) => at < started + index * 10 - 1)).toEqual([]);
    expect(result.succeeded).toBe(100);
    // The server's 400 ms timer may fire up to a millisecond early by performance.now() (Node's
    // timers run on the event loop's millisecond clock).
    expect(result.p50).toBeGreaterThanOrEqual(399);
  });

  it('charges the generator’s own lateness to the latency: requests due while it was stalled count from their due time', async () => {
    const server = await startServer();
    const run = runOpenLoop({ target: { url: server.url }, rate: 100, durationMs: 1_000 });
    // Once the schedule has begun (its first request has arrived), the event loop is blocked for
    // 300 ms: the requests due meanwhile leave late, all at once.
    await vi.waitFor(() => expect(server.arrivals.length).toBeGreaterThan(0), { timeout: 10_000, interval: 1 });
    const until = performance.now() + 300;
    while (performance.now() < until) {
      // busy
    }
    const result = await run;
    expect(result.succeeded).toBe(100);
    expect(result.maxSendLagMs).toBeGreaterThanOrEqual(250);
    // Timed from the actual send these would be about a millisecond; from the schedule, up to 300 ms.
    expect(result.max).toBeGreaterThanOrEqual(250);
    expect(result.latenciesMs.filter((latency) => latency >= 100).length).toBeGreaterThanOrEqual(15);
  });

  it('leaves the warm-up out of the figures', async () => {
    const server = await startServer();
    const result = await runOpenLoop({ target: { url: server.url }, rate: 100, durationMs: 500, warmupMs: 300 });
    expect(server.arrivals).toHaveLength(80);
    expect(result.scheduled).toBe(50);
    expect(result.latenciesMs).toHaveLength(50);
  });

  it('counts error statuses, refused connections and timeouts as errors, with their latency', async () => {
    const failing = await startServer(0, 503);
    const result = await runOpenLoop({ target: { url: failing.url }, rate: 50, durationMs: 200 });
    expect(result).toMatchObject({ scheduled: 10, succeeded: 0, errors: 10, statuses: { '503': 10 } });

    const closed = await startServer();
    await closed.close();
    servers.pop();
    const refused = await runOpenLoop({ target: { url: closed.url }, rate: 50, durationMs: 200 });
    expect(refused).toMatchObject({ succeeded: 0, errors: 10, statuses: { 'connection-error': 10 } });

    const hung = await startServer(2_000);
    const timedOut = await runOpenLoop({ target: { url: hung.url }, rate: 20, durationMs: 100, timeoutMs: 200 });
    expect(timedOut).toMatchObject({ errors: 2, statuses: { timeout: 2 } });
    expect(timedOut.p50).toBeGreaterThanOrEqual(200);
  });

  it('sends a fresh body per request for a write', async () => {
    const bodies: string[] = [];
    const server = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        bodies.push(`${req.method} ${req.headers['content-type']} ${text}`);
        res.writeHead(201).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/w`;
    const result = await runOpenLoop({ target: { url, method: 'POST', body: (index) => JSON.stringify({ index }) }, rate: 50, durationMs: 100 });
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(result.succeeded).toBe(5);
    expect(bodies.sort()).toEqual([0, 1, 2, 3, 4].map((index) => `POST application/json {"index":${index}}`));
  });

  it('sends each request the headers of its turn when given headers per send (several sessions taking turns)', async () => {
    const cookies: string[] = [];
    const server = http.createServer((req, res) => {
      cookies.push(String(req.headers.cookie));
      res.writeHead(200).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/s`;
    const result = await runOpenLoop({ target: { url, headers: (index) => ({ cookie: `session=${index % 3}` }) }, rate: 60, durationMs: 100 });
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(result.succeeded).toBe(6);
    expect(cookies.sort()).toEqual(['session=0', 'session=0', 'session=1', 'session=1', 'session=2', 'session=2']);
  });

  it('is bounded: loopback over http only, a capped rate and duration', async () => {
    expect(() => assertLoopback('http://example.com/')).toThrow(/loopback/);
    expect(() => assertLoopback('http://10.0.0.1:8080/')).toThrow(/loopback/);
    expect(() => assertLoopback('https://127.0.0.1/')).toThrow(/loopback/);
    expect(assertLoopback('http://[::1]:8080/api').hostname).toBe('[::1]');
    await expect(runOpenLoop({ target: { url: 'http://127.0.0.1:9/' }, rate: 10_000, durationMs: 1_000 })).rejects.toThrow(/rate/);
    await expect(runOpenLoop({ target: { url: 'http://127.0.0.1:9/' }, rate: 10, durationMs: MAX_DURATION_MS, warmupMs: 1 })).rejects.toThrow(/duration/);
  });
});

describe('interleaveOpenLoop', () => {
  it('sends both targets the full rate over the same time, taking turns request by request (A B A B), each evenly spaced', async () => {
    const a = await startServer();
    const b = await startServer();
    // Which of the one schedule's slots went to which target, as the generator asked for each request's headers.
    const slots: Array<['a' | 'b', number]> = [];
    const started = performance.now();
    const [resultA, resultB] = await interleaveOpenLoop({
      targets: [
        { url: a.url, headers: (index) => (slots.push(['a', index]), {}) },
        { url: b.url, headers: (index) => (slots.push(['b', index]), {}) },
      ],
      rate: 100,
      durationMs: 1_000,
      warmupMs: 200,
    });
    // The same number of requests at the same rate, the warm-up left out of both.
    expect(resultA).toMatchObject({ rate: 100, durationMs: 1_000, scheduled: 100, succeeded: 100, errors: 0 });
    expect(resultB).toMatchObject({ rate: 100, durationMs: 1_000, scheduled: 100, succeeded: 100, errors: 0 });
    expect(a.arrivals).toHaveLength(120);
    expect(b.arrivals).toHaveLength(120);
    // The slots alternate: A has the even ones, B the odd ones, in the order of the schedule.
    expect(slots).toEqual(Array.from({ length: 240 }, (_, index) => [index % 2 === 0 ? 'a' : 'b', index]));
    // Each target's requests every 10 ms, B's 5 ms after A's: none arrives before its slot (a busy
    // machine can make them late, never early), and both run to the end of the same 1.2 s.
    const early = (arrivals: number[], offset: number) => [...arrivals].sort((x, y) => x - y).filter((at, index) => at < started + offset + index * 10 - 1);
    expect(early(a.arrivals, 0)).toEqual([]);
    expect(early(b.arrivals, 5)).toEqual([]);
    expect(Math.max(...a.arrivals) - started).toBeGreaterThanOrEqual(1_190 - 1);
    expect(Math.max(...b.arrivals) - started).toBeGreaterThanOrEqual(1_195 - 1);
  });

  it('with a shared rate, sends each target every other request: half the rate each, what stands behind both carrying the whole', async () => {
    const a = await startServer();
    const b = await startServer();
    const started = performance.now();
    const [resultA, resultB] = await interleaveOpenLoop({
      targets: [{ url: a.url }, { url: b.url }],
      rate: 200,
      durationMs: 1_000,
      warmupMs: 100,
      shareRate: true,
    });
    expect(resultA).toMatchObject({ rate: 100, durationMs: 1_000, scheduled: 100, succeeded: 100, errors: 0 });
    expect(resultB).toMatchObject({ rate: 100, durationMs: 1_000, scheduled: 100, succeeded: 100, errors: 0 });
    // 200 a second between them over 1.1 s: 110 each, A's every 10 ms from the start, B's 5 ms later.
    expect(a.arrivals).toHaveLength(110);
    expect(b.arrivals).toHaveLength(110);
    const early = (arrivals: number[], offset: number) => [...arrivals].sort((x, y) => x - y).filter((at, index) => at < started + offset + index * 10 - 1);
    expect(early(a.arrivals, 0)).toEqual([]);
    expect(early(b.arrivals, 5)).toEqual([]);
  });

  it('times each target by its own answers', async () => {
    const slow = await startServer(60);
    const fast = await startServer();
    const [resultSlow, resultFast] = await interleaveOpenLoop({ targets: [{ url: slow.url }, { url: fast.url }], rate: 50, durationMs: 400 });
    expect([resultSlow.scheduled, resultFast.scheduled]).toEqual([20, 20]);
    expect(resultSlow.p50).toBeGreaterThanOrEqual(59);
    expect(resultSlow.p50 - resultFast.p50).toBeGreaterThanOrEqual(40);
  });

  it('is bounded per target: duration and warm-up together at most MAX_DURATION_MS', async () => {
    const targets = [{ url: 'http://127.0.0.1:9/' }, { url: 'http://127.0.0.1:9/' }] as const;
    await expect(interleaveOpenLoop({ targets, rate: 10, durationMs: MAX_DURATION_MS, warmupMs: 1 })).rejects.toThrow(/duration/);
    await expect(interleaveOpenLoop({ targets: [{ url: 'http://example.com/' }, targets[1]], rate: 10, durationMs: 100 })).rejects.toThrow(/loopback/);
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the middle two, in any order', () => {
    expect([median([3, 1, 2]), median([4, 1, 3, 2]), median([5]), median([])]).toEqual([2, 2.5, 5, 0]);
  });
});

describe('percentile', () => {
  it('is the nearest rank of the sorted values', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([percentile(values, 0.5), percentile(values, 0.99), percentile(values, 1), percentile([], 0.5)]).toEqual([50, 99, 100, 0]);
  });
});

describe('poolResults', () => {
  const result = (latenciesMs: number[], statuses: Record<string, number>, maxSendLagMs: number): OpenLoopResult => ({
    rate: 50,
    durationMs: latenciesMs.length * 20,
    scheduled: latenciesMs.length,
    succeeded: statuses['200'] ?? 0,
    errors: latenciesMs.length - (statuses['200'] ?? 0),
    latenciesMs: [...latenciesMs].sort((x, y) => x - y),
    p50: 0,
    p90: 0,
    p99: 0,
    max: Math.max(...latenciesMs),
    maxSendLagMs,
    statuses,
  });

  it('takes the percentiles of all the answers together, not of each part, and adds the counts up', () => {
    // Each part alone has a p99 of 10 ms or 1 ms; together, 100 answers of which 2 took 10 ms.
    const slowTail = result([...Array.from({ length: 48 }, () => 1), 10, 10], { '200': 49, '503': 1 }, 3);
    const fast = result(
      Array.from({ length: 50 }, () => 2),
      { '200': 50 },
      1,
    );
    const pooled = poolResults([slowTail, fast]);
    expect(pooled.scheduled).toBe(100);
    expect(pooled.latenciesMs).toHaveLength(100);
    expect(pooled.latenciesMs).toEqual([...pooled.latenciesMs].sort((x, y) => x - y));
    expect(pooled.p99).toBe(10);
    expect(pooled.max).toBe(10);
    expect([pooled.p50, pooled.p90]).toEqual([2, 2]);
    expect([pooled.succeeded, pooled.errors, pooled.statuses, pooled.maxSendLagMs, pooled.durationMs]).toEqual([99, 1, { '200': 99, '503': 1 }, 3, 2_000]);
    expect(poolResults([fast]).p99).toBe(percentile(fast.latenciesMs, 0.99));
    expect(() => poolResults([])).toThrow(/at least one/);
  });
});
