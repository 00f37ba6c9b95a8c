import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { baseConfigShape, createLogger, createServiceApp, listen, loadConfig, type RunningServer } from '../src/index.ts';

/*
 * In a multi-host topology (docker compose, Kubernetes) every visitor reaches a service from the
 * gateway's address, which is not loopback. The service believes the gateway's X-Forwarded-For
 * only from the addresses TRUSTED_PROXIES names, so visitors are counted (rate limits) and logged
 * by their own address, and anyone else's X-Forwarded-For is ignored.
 */

const run = promisify(execFile);
const schema = z.object({ ...baseConfigShape });
const env = (extra: Record<string, string>) => ({ PORT: '0', DATABASE_URL: 'postgres://u:p@localhost:5432/db', ...extra });

/** A service whose one write is limited to 1 per window per caller, and which says whom it sees. */
async function startService(trustedProxies: readonly string[], host: string): Promise<RunningServer> {
  const routes = Router();
  routes.post('/api/whoami', (req, res) => {
    res.json({ ip: req.ip });
  });
  const app = createServiceApp({
    logger: createLogger('test', 'silent'),
    routes,
    ready: async () => true,
    trustedProxies,
    rateLimits: { policies: { write: { limit: 1, windowMs: 60_000 } } },
  });
  return listen(app, 0, async () => {}, host);
}

describe('TRUSTED_PROXIES', () => {
  it('defaults to loopback and takes addresses, networks and proxy-addr names, comma-separated', () => {
    expect(loadConfig('test', schema, env({})).TRUSTED_PROXIES).toEqual(['loopback']);
    expect(loadConfig('test', schema, env({ TRUSTED_PROXIES: ' loopback, 172.28.0.2 ,10.0.0.0/8,fd00::/8 ' })).TRUSTED_PROXIES).toEqual([
      'loopback',
      '172.28.0.2',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
  });

  it('refuses an entry that is not an address, a network or a name', () => {
    expect(() => loadConfig('test', schema, env({ TRUSTED_PROXIES: 'loopback,gateway.internal' }))).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig('test', schema, env({ TRUSTED_PROXIES: '10.0.0.0/33' }))).toThrow(/TRUSTED_PROXIES/);
  });
});

/**
 * A network namespace with a veth pair: the service listens on the host's end, the "gateway"
 * sends from the namespace's end, a non-loopback address. Made here and removed after.
 */
const namespace = `academy-proxy-${process.pid}`;
const hostAddress = `10.213.${process.pid % 250}.1`;
const gatewayAddress = `10.213.${process.pid % 250}.2`;

async function makeNamespace(): Promise<boolean> {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  const ip = (...args: string[]) => run('ip', args);
  try {
    await ip('netns', 'add', namespace);
    await ip('link', 'add', `${namespace.slice(-8)}h`, 'type', 'veth', 'peer', 'name', `${namespace.slice(-8)}n`);
    await ip('link', 'set', `${namespace.slice(-8)}n`, 'netns', namespace);
    await ip('addr', 'add', `${hostAddress}/30`, 'dev', `${namespace.slice(-8)}h`);
    await ip('link', 'set', `${namespace.slice(-8)}h`, 'up');
    await ip('netns', 'exec', namespace, 'ip', 'addr', 'add', `${gatewayAddress}/30`, 'dev', `${namespace.slice(-8)}n`);
    await ip('netns', 'exec', namespace, 'ip', 'link', 'set', `${namespace.slice(-8)}n`, 'up');
    await ip('netns', 'exec', namespace, 'ip', 'link', 'set', 'lo', 'up');
    return true;
  } catch {
    await removeNamespace();
    return false;
  }
}

async function removeNamespace(): Promise<void> {
  // Deleting the namespace deletes its end of the pair, and with it the host's end.
  await run('ip', ['netns', 'del', namespace]).catch(() => undefined);
  await run('ip', ['link', 'del', `${namespace.slice(-8)}h`]).catch(() => undefined);
}

/** POST /api/whoami from inside the namespace (the gateway's address), forwarding for `visitor`. */
async function fromGateway(url: string, visitor: string): Promise<{ status: number; ip?: string }> {
  const script = `fetch(${JSON.stringify(`${url}/api/whoami`)}, { method: 'POST', headers: { 'x-forwarded-for': ${JSON.stringify(visitor)} } })
    .then(async (r) => console.log(JSON.stringify({ status: r.status, ...(r.ok ? await r.json() : {}) })), (e) => { console.error(e); process.exit(1); });`;
  const { stdout } = await run('ip', ['netns', 'exec', namespace, process.execPath, '-e', script], { timeout: 20_000 });
  return JSON.parse(stdout) as { status: number; ip?: string };
}

let haveNamespace = false;
beforeAll(async () => {
  haveNamespace = await makeNamespace();
}, 30_000);
afterAll(async () => {
  if (haveNamespace) await removeNamespace();
});

describe('a service behind a gateway on another host', () => {
  it('counts each visitor the trusted gateway forwards by the visitor’s own address', async (context) => {
    if (!haveNamespace) context.skip();
    const service = await startService(loadConfig('test', schema, env({ TRUSTED_PROXIES: `loopback,${gatewayAddress}` })).TRUSTED_PROXIES, hostAddress);
    try {
      expect(await fromGateway(service.url, '198.51.100.7')).toEqual({ status: 200, ip: '198.51.100.7' });
      // The same visitor again is over the limit of 1; another visitor through the same gateway is not.
      expect((await fromGateway(service.url, '198.51.100.7')).status).toBe(429);
      expect(await fromGateway(service.url, '198.51.100.8')).toEqual({ status: 200, ip: '198.51.100.8' });
    } finally {
      await service.stop();
    }
  });

  it('with only loopback trusted, ignores the gateway’s X-Forwarded-For: every visitor is the gateway', async (context) => {
    if (!haveNamespace) context.skip();
    const service = await startService(loadConfig('test', schema, env({})).TRUSTED_PROXIES, hostAddress);
    try {
      expect(await fromGateway(service.url, '198.51.100.7')).toEqual({ status: 200, ip: gatewayAddress });
      expect((await fromGateway(service.url, '198.51.100.8')).status).toBe(429);
    } finally {
      await service.stop();
    }
  });
});

describe('on loopback (where a network namespace cannot be made too)', () => {
  it('believes X-Forwarded-For only from a configured address', async () => {
    for (const [trusted, expected] of [
      [['loopback'], '198.51.100.9'],
      [['10.0.0.0/8'], '127.0.0.1'],
    ] as const) {
      const service = await startService(trusted, '127.0.0.1');
      try {
        const response = await fetch(`${service.url}/api/whoami`, { method: 'POST', headers: { 'x-forwarded-for': '198.51.100.9' } });
        expect(((await response.json()) as { ip: string }).ip).toBe(expected);
      } finally {
        await service.stop();
      }
    }
  });
});
