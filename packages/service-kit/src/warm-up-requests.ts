import type { IncomingMessage } from 'node:http';

/** The ports of the warm-up listeners open now (warm-up.ts). */
export const warmUpPorts = new Set<number>();

/** A request the service sent itself to warm up: the request log and the metrics leave it out. */
export function isWarmUpRequest(req: IncomingMessage): boolean {
  return warmUpPorts.size > 0 && warmUpPorts.has(req.socket.localPort ?? -1);
}
