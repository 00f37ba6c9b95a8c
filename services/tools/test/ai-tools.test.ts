import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { aiToolsResponseSchema, errorEnvelopeSchema } from '@academy/contracts';
import type { RunningServer } from '@academy/service-kit';
import { createTestDatabase, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import { toolsConfigSchema } from '../src/config.ts';
import { loadToolCatalogue } from '../src/data/catalogue-loader.ts';
import { createToolsService } from '../src/http/server.ts';

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../content');

describe('GET /api/ai-tools', () => {
  let database: TestDatabase;
  let identity: IdentityProcess;
  let server: RunningServer;
  let unreachableIdentity: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase(inject('postgresAdminUrl'), 'tools');
    identity = await startIdentityProcess(inject('postgresAdminUrl'));
    const config = (identityUrl: string) => toolsConfigSchema.parse({ PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', IDENTITY_URL: identityUrl });
    server = await (await createToolsService(config(identity.url))).start();
    unreachableIdentity = await (await createToolsService(config('http://127.0.0.1:9'))).start();
  });

  afterAll(async () => {
    await server?.stop();
    await unreachableIdentity?.stop();
    await identity?.stop();
    await database?.drop();
  });

  it('when signed in, lists the catalogue in file order, resolving the session through the identity service', async () => {
    const cookie = await identity.signIn('owner');
    const response = await fetch(`${server.url}/api/ai-tools`, { headers: { cookie, 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    // The same catalogue for everyone, compressed by the service (once per content): the gateway passes it through.
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    const tools = aiToolsResponseSchema.parse(await response.json());
    const catalogue = await loadToolCatalogue(contentDir);
    expect(tools.map((t) => t.name)).toEqual(catalogue.map((t) => t.name));
    expect(tools.find((t) => t.name === 'Customer Lifetime Value Predictor')).toMatchObject({ isExternal: false, url: null, path: '/clv-predictor' });
    expect(tools.filter((t) => t.isExternal).every((t) => t.path === null)).toBe(true);
  });

  it('lets the browser keep the catalogue and revalidate it: a tag, then 304 without a body while it is current', async () => {
    const cookie = await identity.signIn('owner');
    const first = await fetch(`${server.url}/api/ai-tools`, { headers: { cookie } });
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    await first.arrayBuffer();

    const again = await fetch(`${server.url}/api/ai-tools`, { headers: { cookie, 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    // Signed out, the tag does not help: the catalogue is for members.
    const signedOut = await fetch(`${server.url}/api/ai-tools`, { headers: { 'if-none-match': etag ?? '' } });
    expect(signedOut.status).toBe(401);
  });

  it('when the session cookie is forged, answers 401', async () => {
    const response = await fetch(`${server.url}/api/ai-tools`, { headers: { cookie: 'academy.sid=s%3Aforged.signature' } });
    expect(response.status).toBe(401);
  });

  it('when signed out, answers 401 with the error envelope', async () => {
    const response = await fetch(`${server.url}/api/ai-tools`);
    expect(response.status).toBe(401);
    expect(errorEnvelopeSchema.parse(await response.json()).error.code).toBe('UNAUTHORIZED');
  });

  it('when the identity service cannot be reached, answers 503 rather than guessing', async () => {
    const response = await fetch(`${unreachableIdentity.url}/api/ai-tools`, { headers: { cookie: 'academy.sid=s%3Aabc.def' } });
    expect(response.status).toBe(503);
    expect(errorEnvelopeSchema.parse(await response.json()).error.code).toBe('IDENTITY_UNAVAILABLE');
  });
});

describe('the tool catalogue file', () => {
  it('loads every entry of the shipped catalogue in file order', async () => {
    const tools = await loadToolCatalogue(contentDir);
    expect(tools.length).toBeGreaterThanOrEqual(10);
    expect(tools.map((t) => t.sortOrder)).toEqual(tools.map((_, index) => index));
    expect(tools.every((t) => !t.isExternal || t.url?.startsWith('https://'))).toBe(true);
  });

  it('refuses an external tool without a url, naming the entry', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tools-content-'));
    try {
      await writeFile(path.join(dir, 'ai-tools.yaml'), '- { slug: x, name: X, description: D, category: crm, icon: users, isExternal: true }\n');
      await expect(loadToolCatalogue(dir)).rejects.toThrow(/0\.url: an external tool needs a url/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
