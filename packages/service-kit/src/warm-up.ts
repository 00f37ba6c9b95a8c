import http from 'node:http';
import type { Express } from 'express';
import type { ApiOperation } from '@academy/contracts';
import type { Logger } from './logger.ts';
import { listen } from './server.ts';
import { warmUpPorts } from './warm-up-requests.ts';

/*
 * Warming the request path before the service takes traffic (docs/decisions/055-services-warm-their-request-path.md).
 * A fresh process runs its first requests through unoptimised code: the router, the body parser,
 * the request log, the metrics and the trace of every request, the identity lookup and the
 * answer's check. At a class's 300 requests a second that first second queues (a stats read cost
 * learning 2.4 ms of CPU each at first and under 1 ms once compiled). So before it listens, the
 * service answers a few hundred requests of its own hot reads on a loopback port of its own.
 *
 * They carry no session: a signed-in read is refused by its guard (identity is not asked, so no
 * other service sees them; identity's own carry a cookie it signed for a session that does not
 * exist, so its session lookup runs as far as the store) and a public one is answered for real, so the warm-up reads and writes
 * nobody's data. They are neither logged nor counted. The service's own use cases may warm
 * further in a start-up step (learning runs the stats read on every connection).
 */

/** A service's hot reads, and the headers each warm-up request carries (identity signs a cookie of no session). */
export interface WarmUpRequests {
  operations: readonly ApiOperation[];
  headers?: () => Record<string, string>;
}

export interface WarmUpOptions extends WarmUpRequests {
  /** Requests in all, spread over the operations (default 300). */
  requests?: number;
  /** Stops sending after this long whatever is left (default 5 s): a slow identity must not hold the start. */
  budgetMs?: number;
  logger: Logger;
}

const CONCURRENCY = 4;

export async function warmUpRequestPath(app: Express, options: WarmUpOptions): Promise<void> {
  const operations = options.operations.filter((operation) => operation.method === 'get' && !operation.path.includes(':'));
  if (operations.length === 0) return;
  const total = options.requests ?? 300;
  const started = performance.now();
  const server = await listen(app, 0);
  warmUpPorts.add(server.port);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const statuses: Record<string, number> = {};
  try {
    let next = 0;
    const deadline = performance.now() + (options.budgetMs ?? 5_000);
    const worker = async () => {
      while (next < total && performance.now() < deadline) {
        const index = next++;
        const operation = operations[index % operations.length]!;
        const status = await get(server.port, operation.path, agent, options.headers?.() ?? {});
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } finally {
    agent.destroy();
    await server.stop();
    warmUpPorts.delete(server.port);
  }
  const sent = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  options.logger.info({ ms: Math.round(performance.now() - started), requests: sent, statuses }, 'request path warmed up');
}

function get(port: number, path: string, agent: http.Agent, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve) => {
    const request = http.request(
      { host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'gzip', 'x-time-zone': 'Europe/Berlin', ...headers } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(String(response.statusCode)));
        response.on('error', () => resolve('error'));
      },
    );
    // A warm-up request that fails warmed what it reached; the service starts either way.
    request.on('error', () => resolve('error'));
    request.setTimeout(5_000, () => request.destroy());
    request.end();
  });
}
