import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sliceNames, type SliceName } from '@academy/contracts';
import { startGateway, type RunningGateway } from '../src/start-gateway.ts';
import { describeGatewayBehaviour } from './support/gateway-behaviour.ts';
import { COURSES_DOCUMENT, composed, createStaticFixture, PRICING_VISITOR_DOCUMENT, type StaticFixture } from './support/static-fixture.ts';

// The production topology (docs/decisions/040): the gateway serves only the shell and proxies
// /mfe/<slice>/ to each remote's own server, made from the same route table and run here on the
// real nginx. Everything a browser sees must be what the gateway answers from disk.
describe('gateway on nginx with each remote on its own server', () => {
  describe('with the services and the remotes running', () => {
    describeGatewayBehaviour('nginx', { gzip: true, brotliStatic: true, remoteServers: true });
  });

  describe("when a remote's server is down", () => {
    let fixture: StaticFixture;
    let runtimeDir: string;
    let gateway: RunningGateway;
    let base: string;

    beforeAll(async () => {
      fixture = await createStaticFixture();
      runtimeDir = await mkdtemp(path.join(os.tmpdir(), 'academy-gateway-remotes-down-'));
      // Port 9 (discard) on the loopback: nothing listens there.
      const down = Object.fromEntries(sliceNames.map((slice) => [slice, 'http://127.0.0.1:9'])) as Record<SliceName, string>;
      gateway = await startGateway({ prefer: 'nginx', port: 0, staticRoots: fixture.roots, remoteUrls: down, runtimeDir, env: {} });
      base = `http://127.0.0.1:${gateway.port}`;
    });

    afterAll(async () => {
      await gateway?.stop();
      await fixture?.remove();
      if (runtimeDir) await rm(runtimeDir, { recursive: true, force: true });
    });

    it("answers the remote's files with a plain 502, not the API's envelope", async () => {
      const response = await fetch(`${base}/mfe/learning/remoteEntry.js`);
      expect(response.status).toBe(502);
      expect(response.headers.get('content-type')).not.toMatch(/json/);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    });

    it.each([
      ['/courses', { cookie: 'academy.sid=s%3Aabc.def' }, composed(COURSES_DOCUMENT, '', '')],
      ['/pricing', {}, composed(PRICING_VISITOR_DOCUMENT, '')],
    ])("still answers %s: the route document with the owner's page left out", async (pathname, headers, expected) => {
      const response = await fetch(`${base}${pathname}`, { headers });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(expected);
    });
  });

  it('is refused by the dev gateway, which serves the builds from disk', async () => {
    const urls = Object.fromEntries(sliceNames.map((slice) => [slice, 'http://127.0.0.1:9'])) as Record<SliceName, string>;
    await expect(startGateway({ prefer: 'dev', port: 0, remoteUrls: urls, env: {} })).rejects.toThrow(/remoteUrls/);
  });
});
