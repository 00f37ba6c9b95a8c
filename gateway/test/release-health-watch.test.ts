import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANARY_COOKIE, cohortOf, runtimeConfigSchema, toolsOperations } from '@academy/contracts';
import { createLogger, createServiceApp, createServiceMetrics, listen, route, type RunningServer } from '@academy/service-kit';
import { describeRegistry, runReleaseCommand } from '../src/release-cli.ts';
import { buildRuntimeConfig } from '../src/runtime-config.ts';
import { readRegistry, releasePaths, releaseStore } from '../src/releases.ts';
import { createStaticFixture, type StaticFixture } from './support/static-fixture.ts';

/*
 * npm run release:health against a running service (the kit's app and metrics, named tools): the
 * canary's requests carry the academy_canary cookie and are counted in the candidate cohort by the
 * service itself; the command reads its GET /metrics and judges. With the candidate's requests
 * failing, --watch rolls the canary back through the release store.
 */

let fixture: StaticFixture;
let releasesDir: string;
let service: RunningServer;
/** Whether the tools service fails the candidate cohort's requests (a broken canary) or answers them. */
let candidateFails = false;
let candidateVersion: string;

beforeAll(async () => {
  fixture = await createStaticFixture();
  releasesDir = await mkdtemp(path.join(os.tmpdir(), 'academy-release-health-'));
  const store = releaseStore(releasesDir);
  await store.prepare(buildRuntimeConfig({}), fixture.roots.remotes);
  // Two builds of the tools remote: the live one and the candidate.
  const build = async (name: string) => {
    const dir = path.join(fixture.root, name);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name }));
    await writeFile(path.join(dir, 'remoteEntry.js'), `/* ${name} */`);
    return dir;
  };
  await store.release('tools', await build('tools-live'), 'ana@example.com');
  candidateVersion = (await store.release('tools', await build('tools-next'), 'ana@example.com')).version;
  await store.canary('tools', 50, 'ana@example.com');

  const routes = Router();
  route(routes, toolsOperations.getAiTools, (req, res) => {
    if (candidateFails && cohortOf(req.headers.cookie, 'tools') === 'candidate') res.status(503).json({ error: { code: 'INTERNAL', message: 'broken' } });
    else res.json([]);
  });
  const app = createServiceApp({
    logger: createLogger('tools', 'silent'),
    routes,
    ready: async () => true,
    metrics: createServiceMetrics({ service: 'tools', defaultMetrics: false }),
  });
  service = await listen(app, 0);
});

afterAll(async () => {
  await service?.stop();
  await fixture?.remove();
  if (releasesDir) await rm(releasesDir, { recursive: true, force: true });
});

/** Browsers on both versions asking the tools service, until `done` settles. */
async function trafficUntil(done: Promise<unknown>): Promise<void> {
  let finished = false;
  void done.finally(() => (finished = true));
  while (!finished) {
    await fetch(`${service.url}/api/ai-tools`, { headers: { cookie: `${CANARY_COOKIE}=tools` } });
    await fetch(`${service.url}/api/ai-tools`);
  }
}

function healthCommand(args: string[]) {
  const lines: string[] = [];
  const env = { RELEASES_DIR: releasesDir, TOOLS_URL: service.url, BACKOFFICE_URL: 'http://127.0.0.1:1', RELEASED_BY: 'ops@example.com' };
  const run = runReleaseCommand(['health', 'tools', ...args], env, (line: string) => lines.push(line));
  return { run, lines };
}

const servedConfig = async () => runtimeConfigSchema.parse(JSON.parse(await readFile(releasePaths(releasesDir).config, 'utf8')));

describe('npm run release:health -- tools', () => {
  it('once: prints the candidate’s and live’s figures side by side and a healthy verdict (exit 0) while both answer', async () => {
    candidateFails = false;
    const { run, lines } = healthCommand(['--interval', '0.5', '--min-requests', '5']);
    await trafficUntil(run);
    expect(await run).toBe(0);
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}requests +\d+ +\d+$/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}error rate \(5xx\) +0 % +0 %$/));
    expect(lines.at(-1)).toBe('verdict: healthy');
    expect((await readRegistry(releasesDir)).slices.tools?.candidate).toEqual({ version: candidateVersion, percent: 50 });
  });

  it('--watch: rolls the canary back when its requests fail, with the reason in the registry, and /config.json gives no canary any more', async () => {
    candidateFails = true;
    expect((await servedConfig()).canaries?.tools?.version).toBe(candidateVersion);
    const { run, lines } = healthCommand(['--watch', '--interval', '0.1', '--window', '60', '--min-requests', '20']);
    await trafficUntil(run);
    expect(await run).toBe(1);

    const tools = (await readRegistry(releasesDir)).slices.tools!;
    expect(tools.candidate).toEqual({ version: candidateVersion, percent: 0 });
    expect(tools.history.at(-1)).toMatchObject({
      action: 'rollback',
      version: tools.live,
      by: 'release:health (ops@example.com)',
      reason: 'error rate 100 % against 0 % live',
    });
    expect((await servedConfig()).canaries).toBeUndefined();
    expect(lines).toContainEqual('tools: rolled back automatically: everyone is on the live version again (error rate 100 % against 0 % live).');
    expect(describeRegistry(await readRegistry(releasesDir)).find((line) => line.startsWith('tools:'))).toMatch(
      /; last automatic rollback \S+ by release:health \(ops@example\.com\): error rate 100 % against 0 % live$/,
    );
    // Nothing left to judge.
    await expect(healthCommand([]).run).rejects.toThrow('The tools remote has no canary running');
  });
});
