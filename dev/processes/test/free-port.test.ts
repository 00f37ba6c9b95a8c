import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ephemeralPortRange, freePort, freePorts } from '../src/free-port.ts';

function listenOn(port: number): Promise<() => Promise<void>> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(() => new Promise((done) => server.close(() => done()))));
  });
}

describe('freePort', () => {
  it('hands out ports below the range outgoing connections take their local ports from, never the same one twice', async () => {
    const { low } = ephemeralPortRange();
    const ports = await Promise.all(Array.from({ length: 40 }, () => freePort()));
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(low);
    }
  });

  it('hands out a port a server can listen on, with the offsets asked for free as well', async () => {
    const port = await freePort({ alsoFree: [100, 200] });
    const closers = await Promise.all([port, port + 100, port + 200].map(listenOn));
    await Promise.all(closers.map((close) => close()));
  });

  it('gives each name its own port', async () => {
    const ports = await freePorts(['identity', 'learning', 'tools'], { learning: [100] });
    expect(new Set(Object.values(ports)).size).toBe(3);
    const close = await listenOn(ports.learning + 100);
    await close();
  });
});
