import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serviceNames, type ServiceName, type ServiceUrls } from '../../src/route-table.ts';

/** What an echo upstream saw of one request. */
export interface EchoedRequest {
  /** A service, or the development stand-ins. */
  service: ServiceName | 'stand-ins';
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The request body, base64. */
  body: string;
  /** The gateway's side of the connection, to see keep-alive reuse. */
  remotePort: number;
}

export interface EchoUpstreams {
  urls: ServiceUrls;
  /** The echo upstream standing for the development stand-ins. */
  standInsUrl: string;
  /** Every request each upstream received, in order. */
  received: EchoedRequest[];
  close(): Promise<void>;
}

/** Request header asking an upstream to answer with its own security headers. */
export const SEND_OWN_HEADERS = 'x-test-send-own-headers';
export const UPSTREAM_CSP = "default-src 'none'; script-src 'sha256-abc'";
/** Request header asking an upstream to wait this many milliseconds before answering (a slow or hung service). */
export const DELAY_ANSWER_MS = 'x-test-delay-ms';

/**
 * One tiny HTTP server per service, and one for the development stand-ins, on a free port. Each answers every request with JSON that
 * echoes the method, URL, headers and body it received. `?pad=N` adds N bytes of padding.
 */
export async function startEchoUpstreams(): Promise<EchoUpstreams> {
  const received: EchoedRequest[] = [];
  const servers: Server[] = [];
  const urls = {} as ServiceUrls;
  let standInsUrl = '';
  for (const service of [...serviceNames, 'stand-ins'] as const) {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const echoed: EchoedRequest = {
          service,
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('base64'),
          remotePort: req.socket.remotePort ?? 0,
        };
        received.push(echoed);
        const pad = Number(new URL(req.url ?? '/', 'http://upstream.invalid').searchParams.get('pad') ?? 0);
        const body = JSON.stringify({ ...echoed, padding: 'x'.repeat(pad) });
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('X-Request-Id', 'set-by-the-service');
        if (req.headers[SEND_OWN_HEADERS]) {
          res.setHeader('Content-Security-Policy', UPSTREAM_CSP);
          res.setHeader('X-Frame-Options', 'SAMEORIGIN');
          res.setHeader('X-Powered-By', 'Express');
        }
        const delay = Number(req.headers[DELAY_ANSWER_MS] ?? 0);
        if (delay > 0) setTimeout(() => res.end(body), delay).unref();
        else res.end(body);
      });
    });
    server.keepAliveTimeout = 65_000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (service === 'stand-ins') standInsUrl = url;
    else urls[service] = url;
  }
  return {
    urls,
    standInsUrl,
    received,
    async close() {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve());
              server.closeAllConnections();
            }),
        ),
      );
    },
  };
}
