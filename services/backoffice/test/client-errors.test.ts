import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clientErrorCountsSchema, clientErrorSummarySchema, errorEnvelopeSchema, type ClientErrorReport } from '@academy/contracts';
import type { RunningServer } from '@academy/service-kit';
import { createTestDatabase, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import pg from 'pg';
import { backofficeConfigSchema } from '../src/config.ts';
import { scrubClientErrorMessage } from '../src/domain/client-errors.use-case.ts';
import { createBackofficeService } from '../src/http/server.ts';

let database: TestDatabase;
let identity: IdentityProcess;
let server: RunningServer;
let sql: pg.Pool;
let adminCookie: string;
let learnerCookie: string;

async function start(env: Record<string, string> = {}): Promise<RunningServer> {
  return createBackofficeService(
    backofficeConfigSchema.parse({ PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', IDENTITY_URL: identity.url, ...env }),
  ).start();
}

beforeAll(async () => {
  database = await createTestDatabase(inject('postgresAdminUrl'), 'backoffice');
  identity = await startIdentityProcess(inject('postgresAdminUrl'));
  server = await start();
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  adminCookie = await identity.signIn('admin');
  learnerCookie = await identity.signIn('owner');
});

afterAll(async () => {
  await sql?.end();
  await server?.stop();
  await identity?.stop();
  await database?.drop();
});

const report = (overrides: Partial<ClientErrorReport> = {}): ClientErrorReport => ({
  kind: 'error',
  source: 'tools',
  version: '/mfe/tools/mf-manifest.json',
  page: '/roi-calculator',
  message: 'TypeError: Cannot read properties of undefined (reading "roi")',
  ...overrides,
});

async function send(body: unknown, cookie?: string, address = '203.0.113.7') {
  return fetch(`${server.url}/api/client-errors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

async function summary(cookie: string, hours?: number) {
  return fetch(`${server.url}/api/admin/client-errors${hours === undefined ? '' : `?hours=${hours}`}`, { headers: { cookie } });
}

async function storedCount(): Promise<number> {
  const { rows } = await sql.query<{ n: number }>('select count(*)::int as n from client_errors');
  return rows[0]?.n ?? -1;
}

describe('POST /api/client-errors', () => {
  it('keeps a visitor’s or a learner’s report with 204, naming no one and scrubbing the message', async () => {
    expect((await send(report())).status).toBe(204);
    const withPersonalData = report({
      source: 'shell',
      message: 'Failed for ana.lopez@example.com at https://academy.test/verify?token=abc123 with card 4242 4242 4242 4242',
    });
    expect((await send(withPersonalData, learnerCookie, '203.0.113.8')).status).toBe(204);
    const { rows } = await sql.query<Record<string, unknown>>('select * from client_errors order by id');
    expect(rows.map((row) => Object.keys(row).sort())).toContainEqual(['id', 'kind', 'message', 'page', 'received_at', 'source', 'version']);
    expect(rows.at(-1)).toMatchObject({ source: 'shell', message: 'Failed for [email] at https://academy.test/verify with card [number]' });
  });

  it('refuses a report that does not match its contract with 400 and keeps nothing', async () => {
    const before = await storedCount();
    for (const bad of [
      report({ page: '/verify?token=secret' }),
      report({ source: 'elsewhere' as never }),
      report({ message: '' }),
      { ...report(), kind: undefined },
    ]) {
      const response = await send(bad, undefined, '203.0.113.9');
      expect(response.status).toBe(400);
      expect(errorEnvelopeSchema.parse(await response.json()).error.code).toBe('BACKOFFICE_INVALID_REQUEST');
    }
    expect(await storedCount()).toBe(before);
  });

  it('answers 429 once a caller has sent 20 in a minute, and keeps no more', async () => {
    const before = await storedCount();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) statuses.push((await send(report({ message: `loop ${i}` }), undefined, '198.51.100.20')).status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect(await storedCount()).toBe(before + 20);
  });
});

describe('GET /api/admin/client-errors', () => {
  it('counts the reports by source and version, most frequent first (then the latest), with their commonest messages', async () => {
    await send(
      report({ version: '/mfe/tools/v2/mf-manifest.json', kind: 'remote-load', message: 'The tools remote could not be loaded' }),
      undefined,
      '192.0.2.30',
    );
    const response = await summary(adminCookie);
    expect(response.status).toBe(200);
    const { groups } = clientErrorSummarySchema.parse(await response.json());
    expect(groups.map((group) => [group.source, group.version, group.count])).toEqual([
      ['tools', '/mfe/tools/mf-manifest.json', 21],
      ['tools', '/mfe/tools/v2/mf-manifest.json', 1],
      ['shell', '/mfe/tools/mf-manifest.json', 1],
    ]);
    expect(groups[0]?.topMessages).toHaveLength(5);
    expect(groups[1]?.topMessages).toEqual([{ kind: 'remote-load', message: 'The tools remote could not be loaded', count: 1 }]);
  });

  it('leaves out what is older than the window, and is for administrators only', async () => {
    await sql.query(`update client_errors set received_at = now() - interval '3 hours' where source = 'shell'`);
    const { groups } = clientErrorSummarySchema.parse(await (await summary(adminCookie, 2)).json());
    expect(groups.map((group) => group.source)).not.toContain('shell');
    expect((await summary(learnerCookie)).status).toBe(403);
    expect((await fetch(`${server.url}/api/admin/client-errors`)).status).toBe(401);
    expect((await summary(adminCookie, 0)).status).toBe(400);
  });

  it('forgets reports older than 30 days at start', async () => {
    await sql.query(`update client_errors set received_at = now() - interval '31 days' where source = 'shell'`);
    await server.stop();
    server = await start();
    const { rows } = await sql.query<{ n: number }>(`select count(*)::int as n from client_errors where source = 'shell'`);
    expect(rows[0]?.n).toBe(0);
    expect(await storedCount()).toBeGreaterThan(0);
  });
});

describe('GET /internal/client-errors', () => {
  it('counts the reports since the time given by source and version (what release health compares a canary by)', async () => {
    const since = new Date().toISOString();
    const candidate = '/mfe/learning/v/0123456789abcdef/mf-manifest.json';
    for (let i = 0; i < 3; i += 1)
      expect((await send(report({ source: 'learning', version: candidate, message: `broken ${i}` }), undefined, '192.0.2.41')).status).toBe(204);
    expect((await send(report({ source: 'learning', version: '/mfe/learning/mf-manifest.json' }), undefined, '192.0.2.41')).status).toBe(204);

    const response = await fetch(`${server.url}/internal/client-errors?since=${encodeURIComponent(since)}`);
    expect(response.status).toBe(200);
    const answer = clientErrorCountsSchema.parse(await response.json());
    expect(answer.since).toBe(since);
    expect(answer.counts).toEqual([
      { source: 'learning', version: '/mfe/learning/mf-manifest.json', count: 1 },
      { source: 'learning', version: candidate, count: 3 },
    ]);
    const later = await fetch(`${server.url}/internal/client-errors?since=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`);
    expect(clientErrorCountsSchema.parse(await later.json()).counts).toEqual([]);
    expect((await fetch(`${server.url}/internal/client-errors?since=yesterday`)).status).toBe(400);
  });

  it('with the platform’s shared secret set, answers only a caller that sends it', async () => {
    const token = 'release-health-secret-0123456789';
    const guarded = await start({ INTERNAL_EVENTS_TOKEN: token });
    try {
      const url = `${guarded.url}/internal/client-errors?since=${encodeURIComponent(new Date(0).toISOString())}`;
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { 'x-internal-token': 'not-the-secret-0123456789' } })).status).toBe(401);
      const answer = await fetch(url, { headers: { 'x-internal-token': token } });
      expect(answer.status).toBe(200);
      expect(clientErrorCountsSchema.parse(await answer.json()).counts.length).toBeGreaterThan(0);
    } finally {
      await guarded.stop();
    }
  });
});

describe('scrubClientErrorMessage', () => {
  it.each([
    ['Error at /api/certificates/9d7c?download=1#top', 'Error at /api/certificates/9d7c'],
    ['call +44 20 7946 0958 now', 'call +[number] now'],
    ['module 12 of 15, 2026', 'module 12 of 15, 2026'],
    ['x'.repeat(600), `${'x'.repeat(499)}…`],
  ])('%j → %j', (message, scrubbed) => {
    expect(scrubClientErrorMessage(message)).toBe(scrubbed);
  });
});
