import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, configForUser, canaryBucket, runtimeConfigSchema, type RuntimeConfig } from '@academy/contracts';
import { buildRuntimeConfig } from '../src/runtime-config.ts';
import { ReleaseError, readRegistry, releasePaths, releaseStore, versionManifestPath, versionOf } from '../src/releases.ts';
import { describeRegistry, runReleaseCommand } from '../src/release-cli.ts';
import { startGateway, type GatewayKind } from '../src/start-gateway.ts';
import { COURSES_DOCUMENT, COURSES_FRAGMENT, LEARNING_HEAD, composed, createStaticFixture, type StaticFixture } from './support/static-fixture.ts';

/** A copy of the fixture's learning build with its courses page (and so its version) changed. */
async function nextLearningBuild(fixture: StaticFixture, label: string): Promise<{ dir: string; fragment: string }> {
  const dir = path.join(fixture.root, `learning-${label}`);
  await cp(fixture.roots.remotes.learning, dir, { recursive: true });
  const fragment = `<h1>Learning Modules</h1><p>${label}</p>`;
  await writeFile(path.join(dir, 'pages/courses.member.html'), fragment);
  await rm(path.join(dir, 'pages/courses.member.html.gz'));
  await rm(path.join(dir, 'pages/courses.member.html.br'));
  await writeFile(path.join(dir, 'academy-pages.json'), JSON.stringify([{ path: `/${label}`, access: 'signed-in', title: label }]));
  return { dir, fragment };
}

describe('the release store', () => {
  let fixture: StaticFixture;
  let releasesDir: string;
  let base: RuntimeConfig;

  beforeAll(async () => {
    fixture = await createStaticFixture();
    releasesDir = await mkdtemp(path.join(os.tmpdir(), 'academy-releases-'));
    base = buildRuntimeConfig({});
    await releaseStore(releasesDir).prepare(base, fixture.roots.remotes);
  });

  afterAll(async () => {
    await fixture.remove();
    await rm(releasesDir, { recursive: true, force: true });
  });

  it('keeps a build as a content-addressed version, live when it is the first; the same build again changes nothing', async () => {
    const store = releaseStore(releasesDir);
    const first = await store.release('learning', fixture.roots.remotes.learning, 'ana@example.com');
    expect(first).toEqual({ version: await versionOf(fixture.roots.remotes.learning), status: 'live', alreadyKept: false });
    const kept = path.join(releasePaths(releasesDir).version('learning', first.version), 'remoteEntry.js');
    const keptAt = (await stat(kept)).mtimeMs;

    expect(await store.release('learning', fixture.roots.remotes.learning, 'ben@example.com')).toEqual({ ...first, alreadyKept: true });
    expect((await stat(kept)).mtimeMs).toBe(keptAt);
    const registry = await readRegistry(releasesDir);
    expect(registry.slices.learning).toMatchObject({
      live: first.version,
      candidate: null,
      versions: [{ version: first.version, releasedBy: 'ana@example.com' }],
    });

    const served = runtimeConfigSchema.parse(JSON.parse(await readFile(releasePaths(releasesDir).config, 'utf8')));
    expect(served.remotes.learning).toBe(versionManifestPath('learning', first.version));
    expect(served.remotes.tools).toBe(base.remotes.tools);
  });

  it('a second version is the candidate; canaried, promoted and rolled back, each step in the registry and /config.json', async () => {
    const store = releaseStore(releasesDir);
    const live = (await readRegistry(releasesDir)).slices.learning?.live;
    const next = await nextLearningBuild(fixture, 'lab');
    const released = await store.release('learning', next.dir, 'ana@example.com');
    expect(released.status).toBe('candidate');
    const config = async () => runtimeConfigSchema.parse(JSON.parse(await readFile(releasePaths(releasesDir).config, 'utf8')));
    // Released is not yet shown to anyone.
    expect((await config()).canaries).toBeUndefined();

    await store.canary('learning', 50, 'ana@example.com');
    const canaried = await config();
    expect(canaried.remotes.learning).toBe(versionManifestPath('learning', live!));
    expect(canaried.canaries?.learning).toEqual({
      version: released.version,
      entry: versionManifestPath('learning', released.version),
      percent: 50,
      pages: [{ path: '/lab', access: 'signed-in', title: 'lab' }],
    });
    // Sticky per user: half the buckets get the candidate; a visitor never does.
    const users = Array.from({ length: 200 }, (_, index) => `user-${index}`);
    const onCandidate = users.filter((user) => configForUser(canaried, user).remotes.learning === versionManifestPath('learning', released.version));
    expect(onCandidate).toEqual(users.filter((user) => canaryBucket(user, 'learning') < 50));
    expect(onCandidate.length).toBeGreaterThan(60);
    expect(onCandidate.length).toBeLessThan(140);
    expect(configForUser(canaried, null).remotes.learning).toBe(versionManifestPath('learning', live!));

    // A canary rolled back: everyone on the live version, the candidate kept at 0 %.
    await store.rollback('learning', 'ben@example.com');
    expect((await config()).canaries).toBeUndefined();
    expect((await readRegistry(releasesDir)).slices.learning?.candidate).toEqual({ version: released.version, percent: 0 });

    await store.promote('learning', 'ana@example.com');
    const promoted = await config();
    expect(promoted.remotes.learning).toBe(versionManifestPath('learning', released.version));
    expect(promoted.pages?.learning).toEqual([{ path: '/lab', access: 'signed-in', title: 'lab' }]);

    // Rolled back after the promotion: the version live before.
    await store.rollback('learning', 'ben@example.com');
    expect((await config()).remotes.learning).toBe(versionManifestPath('learning', live!));
    expect((await readRegistry(releasesDir)).slices.learning?.history.map((entry) => entry.action)).toEqual([
      'release',
      'release',
      'canary',
      'rollback',
      'promote',
      'rollback',
    ]);
    // A version is named to go to it directly; 'build' is the build the gateway started with.
    await store.rollback('learning', 'ben@example.com', released.version);
    expect((await config()).remotes.learning).toBe(versionManifestPath('learning', released.version));
    await store.rollback('learning', 'ben@example.com', 'build');
    expect((await config()).remotes.learning).toBe(base.remotes.learning);
    expect((await config()).pages).toBeUndefined();
    await store.rollback('learning', 'ben@example.com');
    expect((await config()).remotes.learning).toBe(versionManifestPath('learning', released.version));
  });

  it('refuses what it cannot do with a clear message, and changes nothing', async () => {
    const store = releaseStore(releasesDir);
    const before = await readFile(releasePaths(releasesDir).registry, 'utf8');
    await expect(store.canary('learning', 50, 'x')).rejects.toThrow(/no candidate/);
    await expect(store.canary('learning', 100, 'x')).rejects.toThrow(/1 to 99 %/);
    await expect(store.promote('tools', 'x')).rejects.toThrow(ReleaseError);
    await expect(store.rollback('tools', 'x')).rejects.toThrow(/no earlier live version/);
    await expect(store.rollback('learning', 'x', 'ffffffffffffffff')).rejects.toThrow(/no version ffffffffffffffff/);
    await expect(store.release('tools', fixture.roots.remotes.commerce, 'x')).rejects.toThrow(/no mf-manifest.json/);
    expect(await readFile(releasePaths(releasesDir).registry, 'utf8')).toBe(before);
  });

  it('the commands say what they did; a wrong remote name is refused', async () => {
    const lines: string[] = [];
    const env = { RELEASES_DIR: releasesDir, RELEASED_BY: 'ops@example.com' };
    await runReleaseCommand(['status'], env, (line) => lines.push(line));
    expect(lines).toEqual(describeRegistry(await readRegistry(releasesDir)));
    expect(lines[0]).toMatch(/^learning: live [0-9a-f]{16} \(released .* by ana@example.com\); 2 version\(s\) kept$/);
    expect(lines[1]).toBe('tools: the build the gateway started with (nothing released)');
    await expect(runReleaseCommand(['canary', 'shop', '10'], env)).rejects.toThrow(/one of learning, tools, commerce, backoffice \(not "shop"\)/);
  });
});

describe.each<GatewayKind>(['nginx', 'dev'])('the %s gateway with releases', (kind) => {
  let fixture: StaticFixture;
  let releasesDir: string;
  let runtimeDir: string;
  let stop: () => Promise<void>;
  let url: string;

  beforeAll(async () => {
    fixture = await createStaticFixture();
    releasesDir = await mkdtemp(path.join(os.tmpdir(), 'academy-releases-'));
    runtimeDir = await mkdtemp(path.join(os.tmpdir(), 'academy-releases-gateway-'));
    const gateway = await startGateway({ port: 0, staticRoots: fixture.roots, runtimeDir, releasesDir, env: {}, prefer: kind });
    expect(gateway.kind).toBe(kind);
    stop = gateway.stop;
    url = gateway.url;
  });

  afterAll(async () => {
    await stop();
    await fixture.remove();
    await rm(releasesDir, { recursive: true, force: true });
    await rm(runtimeDir, { recursive: true, force: true });
  });

  const get = (pathname: string, cookie?: string) => fetch(`${url}${pathname}`, cookie ? { headers: { Cookie: cookie } } : {});
  const servedConfig = async () => runtimeConfigSchema.parse(await (await get('/config.json')).json());
  const member = `${SESSION_COOKIE}=s`;

  it('serves the build it started with until a release, then each version at its path and the live one at the remote path, with no restart', async () => {
    // Nothing released: as without releases.
    expect((await servedConfig()).remotes.learning).toBe('/mfe/learning/mf-manifest.json');
    expect(await (await get('/courses', member)).text()).toBe(composed(COURSES_DOCUMENT, COURSES_FRAGMENT, LEARNING_HEAD));

    const store = releaseStore(releasesDir);
    const first = await store.release('learning', fixture.roots.remotes.learning, 'ana@example.com');
    const next = await nextLearningBuild(fixture, 'lab');
    // The next build has no longer the chunk the first one had (its code changed, so its name did).
    const chunk = 'static/js/async/courses.1a2b3c4d.js';
    for (const suffix of ['', '.gz', '.br']) await rm(path.join(next.dir, `${chunk}${suffix}`), { force: true });
    const second = await store.release('learning', next.dir, 'ana@example.com');
    await store.promote('learning', 'ana@example.com');

    const config = await servedConfig();
    expect(config.remotes.learning).toBe(versionManifestPath('learning', second.version));
    expect(config.pages?.learning).toEqual([{ path: '/lab', access: 'signed-in', title: 'lab' }]);
    // The route documents' includes follow what is live.
    expect(await (await get('/courses', member)).text()).toBe(composed(COURSES_DOCUMENT, next.fragment, LEARNING_HEAD));
    // Both versions stay served at their own paths: a tab opened before the promotion keeps working.
    for (const [version, fragment] of [
      [first.version, COURSES_FRAGMENT],
      [second.version, next.fragment],
    ] as const) {
      const answer = await get(`/mfe/learning/v/${version}/pages/courses.member.html`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe(fragment);
    }
    expect((await get(`/mfe/learning/v/${first.version}/static/js/async/courses.1a2b3c4d.js`)).headers.get('cache-control')).toMatch(/immutable/);
    expect((await get('/mfe/learning/v/0123456789abcdef/remoteEntry.js')).status).toBe(404);
    // A tab opened before the first release loaded the start build at the unversioned path: a chunk it
    // asks for only now, which the live version lacks, still comes (from that build); what no build has is a 404.
    expect((await get(`/mfe/learning/v/${second.version}/${chunk}`)).status).toBe(404);
    const late = await get(`/mfe/learning/${chunk}`);
    expect(late.status).toBe(200);
    expect(late.headers.get('cache-control')).toMatch(/immutable/);
    expect(await late.text()).toBe(await readFile(path.join(fixture.roots.remotes.learning, chunk), 'utf8'));
    expect((await get('/mfe/learning/static/js/async/missing.0a0b0c0d.js')).status).toBe(404);

    await store.rollback('learning', 'ben@example.com');
    expect((await servedConfig()).remotes.learning).toBe(versionManifestPath('learning', first.version));
    expect(await (await get('/courses', member)).text()).toBe(composed(COURSES_DOCUMENT, COURSES_FRAGMENT, LEARNING_HEAD));
  });
});
