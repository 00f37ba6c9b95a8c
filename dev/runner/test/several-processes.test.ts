import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type Database } from '@academy/service-kit';
import { freePort, freePorts, signInThroughDevelopmentProvider } from '@academy/test-kit';
import { serviceNames } from '../src/paths.ts';
import { INSTANCE_PORT_STEP, serviceNodeFlags, startPlatform, type RunningPlatform } from '../src/platform.ts';
import { createServiceDatabases, type ServiceDatabases } from './support/service-databases.ts';

interface ReceivedEvent {
  id: string;
  type: string;
}

/** A subscriber that records every event delivered to it. */
async function startEventProbe(): Promise<{ url: string; received: ReceivedEvent[]; close(): Promise<void> }> {
  const received: ReceivedEvent[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/internal/events') received.push(JSON.parse(body) as ReceivedEvent);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Requests a process of the learning service logged (its request log lines for /api/…). */
async function apiRequestsLogged(logFile: string): Promise<number> {
  const text = await readFile(logFile, 'utf8');
  return text.split('\n').filter((line) => line.includes('"url":"/api/')).length;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('two learning processes behind nginx', () => {
  let databases: ServiceDatabases | undefined;
  let dataDir: string;
  let probe: Awaited<ReturnType<typeof startEventProbe>>;
  let platform: RunningPlatform;
  let learningDb: Database<Record<string, never>>;

  beforeAll(async () => {
    databases = await createServiceDatabases(inject('postgresAdminUrl'), 'several');
    const databaseUrls = databases.urls;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-several-'));
    await chmod(dataDir, 0o755);
    probe = await startEventProbe();
    platform = await startPlatform({
      dataDir,
      databaseUrls,
      gateway: 'nginx',
      gatewayPort: await freePort(),
      // Ports of their own, with room for the second learning process at +100.
      servicePorts: await freePorts(serviceNames, { learning: [INSTANCE_PORT_STEP] }),
      processes: { learning: 2 },
      extraEventSubscribers: { learning: [`probe=${probe.url}`] },
      env: { LOG_LEVEL: 'info', SIGN_IN_RATE_LIMIT: '1000' },
      build: false,
    });
    learningDb = createDatabase(databaseUrls.learning, {}, { max: 2 });
  }, 180_000);

  afterAll(async () => {
    await learningDb?.close();
    await platform?.stop();
    await probe?.close();
    await databases?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves a learner’s journey through the gateway with the requests spread over both, and each event delivered once', async () => {
    expect(platform.gatewayKind).toBe('nginx');
    expect(platform.instances.learning).toHaveLength(2);
    const cookie = await signInThroughDevelopmentProvider(platform.url, 'owner');
    const call = async (method: string, pathname: string, body?: unknown) => {
      const response = await fetch(`${platform.url}${pathname}`, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(response.status, `${method} ${pathname}`).toBeLessThan(300);
      return response.json() as Promise<unknown>;
    };

    // The journey: the catalogue, a module, its sections marked one by one, a heartbeat, the dashboard reads.
    const modules = (await call('GET', '/api/modules')) as Array<{ id: number; sectionCount: number }>;
    const first = modules[0]!;
    await call('GET', `/api/modules/${first.id}`);
    for (let section = 0; section < first.sectionCount; section++) {
      const saved = (await call('POST', '/api/progress', { moduleId: first.id, markSection: section })) as { sectionsCompleted: number[] };
      // Whichever process answers, it sees what the other one wrote.
      expect(saved.sectionsCompleted).toHaveLength(section + 1);
    }
    await call('POST', '/api/study-sessions', { sessionId: randomUUID(), moduleId: first.id, activeSeconds: 0, elapsedSeconds: 0, interactions: 0 });
    for (let i = 0; i < 6; i++) {
      await call('GET', '/api/stats');
      await call('GET', '/api/progress');
      await call('GET', '/api/modules');
    }
    const progress = (await call('GET', '/api/progress')) as Array<{ moduleId: number; sectionsCompleted: number[] }>;
    expect(progress.find((record) => record.moduleId === first.id)?.sectionsCompleted).toHaveLength(first.sectionCount);

    // Both processes answered part of it.
    const [one, two] = await Promise.all([
      apiRequestsLogged(path.join(platform.logDir, 'learning.log')),
      apiRequestsLogged(path.join(platform.logDir, 'learning-2.log')),
    ]);
    expect(one).toBeGreaterThanOrEqual(5);
    expect(two).toBeGreaterThanOrEqual(5);

    // Both relays run; each event in the outbox reaches the subscriber exactly once.
    const outbox = async () => (await learningDb.pool.query<{ id: string }>('select id::text as id from event_outbox order by seq')).rows.map((row) => row.id);
    const expected = await outbox();
    expect(expected.length).toBeGreaterThanOrEqual(first.sectionCount);
    await waitFor(async () => probe.received.length >= expected.length, 20_000);
    // Time for a second delivery to show up, if either relay were to make one.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const ids = probe.received.map((event) => event.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...expected].sort());
  }, 120_000);

  it('runs every service process with single-threaded garbage collection when they outnumber the cores', async () => {
    const processes = Object.values(platform.instances).flat();
    expect(processes.length).toBe(serviceNames.length + 1);
    const expected = serviceNodeFlags(processes.length);
    for (const service of processes) {
      const argv = (await readFile(`/proc/${service.pid}/cmdline`, 'utf8')).split('\0');
      expect(argv.includes('--single-threaded-gc'), `${service.name} (pid ${service.pid})`).toBe(expected.length > 0);
    }
  });
});

describe('serviceNodeFlags', () => {
  it('keeps each collection on its process’s own thread only when the services outnumber the cores', () => {
    expect(serviceNodeFlags(5, 2)).toEqual(['--single-threaded-gc']);
    expect(serviceNodeFlags(6, 4)).toEqual(['--single-threaded-gc']);
    expect(serviceNodeFlags(5, 8)).toEqual([]);
    expect(serviceNodeFlags(5, 5)).toEqual([]);
  });
});
