import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorEnvelopeSchema } from '@academy/contracts';
import { startIdentityProcess, type IdentityProcess } from '@academy/test-kit';
import { createIdentityClient, createLogger, createServiceApp, currentUser, listen, type IdentityClient, type RunningServer } from '../src/index.ts';

let identity: IdentityProcess;
beforeAll(async () => {
  identity = await startIdentityProcess(inject('postgresAdminUrl'));
});
afterAll(async () => {
  await identity?.stop();
});

/** A service as every service is built: its own identity client, a public read and a signed-in read. */
async function startService(client: IdentityClient): Promise<RunningServer> {
  const routes = Router();
  routes.get('/api/catalogue', client.optionalUser, (req, res) => {
    res.json({ visitor: req.user === undefined, email: req.user?.email ?? null });
  });
  routes.get('/api/mine', client.requireUser, (req, res) => {
    res.json({ email: currentUser(req).email, role: currentUser(req).role });
  });
  return listen(createServiceApp({ logger: createLogger('kit-test', 'silent'), routes, ready: async () => true }), 0);
}

const get = (server: RunningServer, path: string, cookie: string) =>
  fetch(`${server.url}${path}`, { headers: { cookie }, signal: AbortSignal.timeout(15_000) });

/** A plain HTTP proxy in front of identity that counts the lookups (GET /api/auth/user) passing through. */
async function countingProxy(target: string): Promise<{ url: string; lookups: number; close(): Promise<void> }> {
  const state = { lookups: 0 };
  const server = http.createServer((req, res) => {
    if (req.url === '/api/auth/user') state.lookups += 1;
    const upstream = http.request(new URL(req.url ?? '/', target), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get lookups() {
      return state.lookups;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('createIdentityClient when identity hangs', () => {
  it('gives up on the lookup: signed-in reads answer 503, public reads answer as for a visitor', async () => {
    const cookie = await identity.signIn('owner');
    const client = createIdentityClient({ identityUrl: identity.url, timeoutMs: 1_000 });
    const server = await startService(client);
    try {
      identity.pause();
      const mine = await get(server, '/api/mine', cookie);
      expect(mine.status).toBe(503);
      expect(errorEnvelopeSchema.parse(await mine.json()).error.code).toBe('IDENTITY_UNAVAILABLE');

      const catalogue = await get(server, '/api/catalogue', cookie);
      expect(catalogue.status).toBe(200);
      expect(await catalogue.json()).toEqual({ visitor: true, email: null });
    } finally {
      identity.resume();
      client.close();
      await server.stop();
    }
    // Once identity answers again, so does a service.
    const recovered = createIdentityClient({ identityUrl: identity.url });
    const again = await startService(recovered);
    try {
      expect((await get(again, '/api/mine', cookie)).status).toBe(200);
    } finally {
      recovered.close();
      await again.stop();
    }
  });
});

describe('one identity lookup per request', () => {
  it('a signed-in write asks identity once, for the rate limit and the route together, even when identity hangs', async () => {
    const cookie = await identity.signIn('owner');
    const proxy = await countingProxy(identity.url);
    const lookups = () => proxy.lookups;
    const client = createIdentityClient({ identityUrl: proxy.url, timeoutMs: 1_000, revocations: false });
    const routes = Router();
    routes.post('/api/notes', client.requireUser, (req, res) => {
      res.json({ email: currentUser(req).email });
    });
    const server = await listen(
      createServiceApp({ logger: createLogger('kit-test', 'silent'), routes, ready: async () => true, rateLimits: { identity: client } }),
      0,
    );
    const post = () => fetch(`${server.url}/api/notes`, { method: 'POST', headers: { cookie }, signal: AbortSignal.timeout(15_000) });
    try {
      expect((await post()).status).toBe(200);
      expect(lookups()).toBe(1);

      identity.pause();
      const hung = await post();
      expect(hung.status).toBe(503);
      expect(lookups()).toBe(2);
    } finally {
      identity.resume();
      client.close();
      await server.stop();
      await proxy.close();
    }
  });
});

describe('one identity lookup per session at a time', () => {
  it('a burst of one session’s requests, arriving while identity is slow, shares one lookup; another session has its own', async () => {
    const [cookie, other] = [await identity.signIn('owner'), await identity.signIn('free')];
    let arrived = 0;
    const proxy = await countingProxy(identity.url);
    const client = createIdentityClient({ identityUrl: proxy.url, revocations: false });
    const routes = Router();
    routes.get(
      '/api/mine',
      (_req, _res, next) => {
        arrived += 1;
        next();
      },
      client.requireUser,
      (req, res) => {
        res.json({ email: currentUser(req).email });
      },
    );
    const server = await listen(createServiceApp({ logger: createLogger('kit-test', 'silent'), routes, ready: async () => true }), 0);
    try {
      identity.pause();
      const burst = [...Array.from({ length: 20 }, () => get(server, '/api/mine', cookie)), get(server, '/api/mine', other)];
      await until(() => arrived === 21, 'the burst to arrive');
      identity.resume();
      const answers = await Promise.all(burst);
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 21 }, () => 200));
      expect(new Set(await Promise.all(answers.map(async (answer) => ((await answer.json()) as { email: string }).email))).size).toBe(2);
      expect(proxy.lookups).toBe(2);
      // Nothing is cached without the revocation stream: a later request asks again.
      expect((await get(server, '/api/mine', cookie)).status).toBe(200);
      expect(proxy.lookups).toBe(3);
    } finally {
      identity.resume();
      client.close();
      await server.stop();
      await proxy.close();
    }
  });
});

describe('session revocation', () => {
  let client: IdentityClient;
  let server: RunningServer;
  beforeAll(async () => {
    client = createIdentityClient({ identityUrl: identity.url, ttlMs: 60_000 });
    server = await startService(client);
  });
  afterAll(async () => {
    client.close();
    await server.stop();
  });

  it('a logout is obeyed by the next request, although the session was cached', async () => {
    const cookie = await identity.signIn('owner');
    expect((await get(server, '/api/mine', cookie)).status).toBe(200);
    await until(() => client.following(), 'the revocation stream');
    // Cached now: a second read does not ask identity.
    expect((await get(server, '/api/mine', cookie)).status).toBe(200);

    await identity.signOut(cookie);
    const after = await get(server, '/api/mine', cookie);
    expect(after.status).toBe(401);
    expect((await get(server, '/api/catalogue', cookie)).status).toBe(200);
  });

  it('another session of the same user stays signed in', async () => {
    const first = await identity.signIn('owner');
    const second = await identity.signIn('owner');
    expect((await get(server, '/api/mine', first)).status).toBe(200);
    expect((await get(server, '/api/mine', second)).status).toBe(200);
    await identity.signOut(first);
    expect((await get(server, '/api/mine', first)).status).toBe(401);
    expect((await get(server, '/api/mine', second)).status).toBe(200);
  });

  it('while the stream is down nothing is cached: a logout then is still obeyed at once', async () => {
    const offline = createIdentityClient({ identityUrl: identity.url, ttlMs: 60_000, revocations: false });
    const alone = await startService(offline);
    try {
      const cookie = await identity.signIn('owner');
      expect((await get(alone, '/api/mine', cookie)).status).toBe(200);
      await identity.signOut(cookie);
      expect((await get(alone, '/api/mine', cookie)).status).toBe(401);
    } finally {
      await alone.stop();
    }
  });
});

describe('the revocation stream with the platform secret set', () => {
  const token = 'revocation-test-secret-0123456789';
  let guarded: IdentityProcess;
  beforeAll(async () => {
    guarded = await startIdentityProcess(inject('postgresAdminUrl'), { INTERNAL_EVENTS_TOKEN: token });
  });
  afterAll(async () => {
    await guarded?.stop();
  });

  it('refuses a follower without the secret and serves the services that send it', async () => {
    const stranger = await fetch(`${guarded.url}/internal/session-revocations`, { signal: AbortSignal.timeout(5_000) });
    expect(stranger.status).toBe(401);
    expect(errorEnvelopeSchema.parse(await stranger.json()).error.code).toBe('EVENT_TOKEN_INVALID');
    const strangerAck = await fetch(`${guarded.url}/internal/session-revocations/ack`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ followerId: 'someone', seq: 1 }),
    });
    expect(strangerAck.status).toBe(401);

    const client = createIdentityClient({ identityUrl: guarded.url, ttlMs: 60_000, internalToken: token });
    const server = await startService(client);
    try {
      const cookie = await guarded.signIn('owner');
      expect((await get(server, '/api/mine', cookie)).status).toBe(200);
      await until(() => client.following(), 'the revocation stream');
      await guarded.signOut(cookie);
      expect((await get(server, '/api/mine', cookie)).status).toBe(401);
    } finally {
      client.close();
      await server.stop();
    }
  });
});
