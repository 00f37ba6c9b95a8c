/**
 * Serves the built shell the way the gateway does, without the rest of the platform:
 * shell/dist at / (index.html, the landing page; app.html for every other route), /mfe/<slice>/ from mfe-<slice>/dist,
 * a generated /config.json, and /api/* proxied to GATEWAY_URL (502 when nothing answers there).
 *
 *   npm -w @academy/shell run build && npm -w @academy/shell run preview
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultRuntimeConfig, sliceNames, type RuntimeConfig } from '@academy/contracts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const shellDist = path.join(repoRoot, 'shell/dist');

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

export const previewConfig: RuntimeConfig = defaultRuntimeConfig();

function sendFile(res: ServerResponse, file: string) {
  res.writeHead(200, {
    'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': /\.[0-9a-f]{8,}\./.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(file).pipe(res);
}

function fileUnder(root: string, urlPath: string): string | null {
  const file = path.join(root, decodeURIComponent(urlPath));
  if (!file.startsWith(root)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

function notFound(res: ServerResponse) {
  res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
}

function proxyApi(req: IncomingMessage, res: ServerResponse, gateway: URL) {
  const upstream = request(
    { hostname: gateway.hostname, port: gateway.port, path: req.url, method: req.method, headers: { ...req.headers, host: gateway.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 'GATEWAY_UNAVAILABLE', message: `Nothing answers at ${gateway.origin}`, requestId: 'preview' } }));
  });
  req.pipe(upstream);
}

export interface PreviewOptions {
  port?: number;
  gatewayUrl?: string;
  config?: RuntimeConfig;
}

export function startPreview({ port = 0, gatewayUrl = 'http://localhost:8080', config = previewConfig }: PreviewOptions = {}) {
  const gateway = new URL(gatewayUrl);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://preview');
    if (url.pathname === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(config));
      return;
    }
    if (url.pathname.startsWith('/api/')) {
      proxyApi(req, res, gateway);
      return;
    }
    const remote = /^\/mfe\/([a-z]+)(\/.*)$/.exec(url.pathname);
    if (remote) {
      const slice = sliceNames.find((name) => name === remote[1]);
      const file = slice ? fileUnder(path.join(repoRoot, `mfe-${slice}/dist`), remote[2] ?? '/') : null;
      if (file) sendFile(res, file);
      else notFound(res);
      return;
    }
    const file = fileUnder(shellDist, url.pathname);
    if (file) sendFile(res, file);
    else if (path.extname(url.pathname)) notFound(res);
    // '/' is the landing page; every other client-side route gets the app's page (as the gateway does).
    else sendFile(res, path.join(shellDist, url.pathname === '/' ? 'index.html' : 'app.html'));
  });
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${address.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (!existsSync(path.join(shellDist, 'index.html'))) {
    console.error('shell/dist/index.html is missing: run `npm -w @academy/shell run build` first.');
    process.exit(1);
  }
  const preview = await startPreview({ port: Number(process.env['PORT'] ?? 4173), gatewayUrl: process.env['GATEWAY_URL'] });
  console.log(`Shell preview at ${preview.url}`);
}
