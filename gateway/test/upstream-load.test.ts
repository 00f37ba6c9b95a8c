import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../src/index.ts';
import { createStaticFixture, type StaticFixture } from './support/static-fixture.ts';

/** More than the kernel's socket buffers hold, so a client that does not read makes nginx keep the rest. */
const LARGE_ANSWER_BYTES = 24 * 1024 * 1024;

/** A service process that answers /api/modules with a large JSON body (anything else with a small one) and counts what it served. */
async function startLargeAnswerService(bytes: number): Promise<{ url: string; served: () => number; close(): Promise<void> }> {
  const body = JSON.stringify({ text: 'x'.repeat(bytes) });
  let served = 0;
  const server = http.createServer((req, res) => {
    served += 1;
    req.resume();
    const answer = req.url === '/api/modules' ? body : '{"small":true}';
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(answer) }).end(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served: () => served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.each(['nginx', 'dev'] as const)('the %s gateway in front of two processes of a service', (kind) => {
  let fixture: StaticFixture;
  let runtimeDir: string;
  let first: Awaited<ReturnType<typeof startLargeAnswerService>>;
  let second: Awaited<ReturnType<typeof startLargeAnswerService>>;
  let gateway: RunningGateway;

  beforeAll(async () => {
    fixture = await createStaticFixture();
    runtimeDir = await mkdtemp(path.join(os.tmpdir(), `academy-upstream-load-${kind}-`));
    [first, second] = await Promise.all([startLargeAnswerService(LARGE_ANSWER_BYTES), startLargeAnswerService(LARGE_ANSWER_BYTES)]);
    gateway = await startGateway({
      port: 0,
      staticRoots: fixture.roots,
      runtimeDir,
      env: {},
      prefer: kind,
      serviceUrls: { learning: first.url },
      serviceReplicas: { learning: [second.url] },
    });
  });

  afterAll(async () => {
    await gateway?.stop();
    await Promise.all([first?.close(), second?.close()]);
    await fixture?.remove();
    await rm(runtimeDir, { recursive: true, force: true });
  });

  it('spreads the requests over both processes', async () => {
    const before = [first.served(), second.served()];
    for (let i = 0; i < 20; i++) {
      const response = await fetch(`http://127.0.0.1:${gateway.port}/api/progress`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const counts = [first.served() - before[0]!, second.served() - before[1]!];
    expect(counts[0]! + counts[1]!).toBe(20);
    expect(counts[0]).toBeGreaterThanOrEqual(5);
    expect(counts[1]).toBeGreaterThanOrEqual(5);
  });

  if (kind === 'nginx') {
    it('holds a large answer in memory for a client that reads slowly: nothing is written to a temporary file', async () => {
      // A client that sends its request and reads nothing for a while, as a slow phone does.
      const socket = connect({ host: '127.0.0.1', port: gateway.port });
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.pause();
      socket.write('GET /api/modules HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
      await new Promise((resolve) => setTimeout(resolve, 700));
      let received = 0;
      socket.on('data', (chunk: Buffer) => (received += chunk.length));
      socket.resume();
      await new Promise<void>((resolve) => socket.once('close', () => resolve()));
      expect(received).toBeGreaterThan(LARGE_ANSWER_BYTES);
      const errorLog = await readFile(path.join(runtimeDir, 'logs', 'error.log'), 'utf8').catch(() => '');
      expect(errorLog).not.toContain('buffered to a temporary file');
    });
  }
});
