import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Linux's default range for the local ports of outgoing connections. */
const DEFAULT_EPHEMERAL = { low: 32_768, high: 60_999 };
/** The lowest port handed out: clear of the well-known and most registered services' ports. */
const LOWEST = 10_000;

/** The range the kernel takes the local port of an outgoing connection from (ip_local_port_range). */
export function ephemeralPortRange(): { low: number; high: number } {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high && low <= high) return { low, high };
  } catch {
    // Not Linux: its defaults are as good a guess as any.
  }
  return DEFAULT_EPHEMERAL;
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Ports this process has handed out, never handed out twice. */
const handedOut = new Set<number>();

/**
 * A TCP port that was free a moment ago on 127.0.0.1, for a server a test or bench starts next,
 * chosen at random below the kernel's range for outgoing connections' local ports. A port from
 * that range (what listening on port 0 hands out) can be taken, between this check and the
 * server's listen, by any outgoing connection: with several platforms starting at once and
 * thousands of connections under load, one was. `alsoFree` names offsets from the port that must
 * be free too (a service's further processes listen at port + 100, + 200, …).
 */
export async function freePort(options: { alsoFree?: readonly number[] } = {}): Promise<number> {
  const offsets = [0, ...(options.alsoFree ?? [])];
  const highest = ephemeralPortRange().low - 1 - Math.max(...offsets);
  for (let attempt = 0; attempt < 200 && highest > LOWEST; attempt += 1) {
    const port = LOWEST + Math.floor(Math.random() * (highest - LOWEST + 1));
    const ports = offsets.map((offset) => port + offset);
    if (ports.some((candidate) => handedOut.has(candidate))) continue;
    // Held before the check, so calls made at the same time never pick the same port.
    for (const candidate of ports) handedOut.add(candidate);
    if ((await Promise.all(ports.map(canListen))).every(Boolean)) return port;
    for (const candidate of ports) handedOut.delete(candidate);
  }
  throw new Error(`No free port found between ${LOWEST} and ${highest} on 127.0.0.1`);
}

/** A free port (as `freePort`) for each name, with the offsets `alsoFree` names for it free too. */
export async function freePorts<Name extends string>(
  names: readonly Name[],
  alsoFree: Partial<Record<Name, readonly number[]>> = {},
): Promise<Record<Name, number>> {
  const ports = {} as Record<Name, number>;
  for (const name of names) ports[name] = await freePort({ alsoFree: alsoFree[name] ?? [] });
  return ports;
}
