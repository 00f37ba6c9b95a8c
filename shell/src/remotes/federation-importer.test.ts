import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../test/render-shell.tsx';
import { createFederationImporter, handedOverManifests, registerRuntimeRemotes } from './federation-importer.ts';

vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
  loadRemote: vi.fn(),
}));

const BASE = 'http://academy.test/';
const MANIFEST = 'http://academy.test/mfe/learning/mf-manifest.json';

describe('handedOverManifests', () => {
  it("answers the runtime's manifest request with the boot script's answer, once, matching a relative URL too", async () => {
    const manifests = Promise.resolve({ [MANIFEST]: Promise.resolve(new Response('{"id":"learning"}', { status: 200 })) });
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response('{"id":"fetched"}')));
    vi.stubGlobal('fetch', fetchMock);
    const plugin = handedOverManifests(manifests, BASE);

    const first = (await plugin.fetch!('/mfe/learning/mf-manifest.json', {})) as Response;
    expect(await first.json()).toEqual({ id: 'learning' });
    expect(fetchMock).not.toHaveBeenCalled();
    // A later load (a fresh attempt) and another remote ask the server.
    expect(await ((await plugin.fetch!(MANIFEST, {})) as Response).json()).toEqual({ id: 'fetched' });
    expect(await ((await plugin.fetch!('/mfe/tools/mf-manifest.json', {})) as Response).json()).toEqual({ id: 'fetched' });
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([MANIFEST, '/mfe/tools/mf-manifest.json']);
    vi.unstubAllGlobals();
  });

  it('asks again when the boot script’s request failed or was refused', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response('{"id":"fetched"}')));
    vi.stubGlobal('fetch', fetchMock);
    const failed = handedOverManifests(Promise.resolve({ [MANIFEST]: Promise.reject(new Error('offline')) }), BASE);
    expect(await ((await failed.fetch!(MANIFEST, {})) as Response).json()).toEqual({ id: 'fetched' });
    const refused = handedOverManifests(Promise.resolve({ [MANIFEST]: Promise.resolve(new Response('', { status: 503 })) }), BASE);
    expect(await ((await refused.fetch!(MANIFEST, {})) as Response).json()).toEqual({ id: 'fetched' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });
});

describe('federation importer', () => {
  beforeEach(() => {
    vi.mocked(registerRemotes).mockReset();
    vi.mocked(loadRemote).mockReset();
  });

  it('registers the four remotes from the runtime config, and the plugin that hands over the manifests read at boot', () => {
    registerRuntimeRemotes(testConfig);

    expect(
      vi
        .mocked(registerPlugins)
        .mock.calls.at(-1)?.[0]
        ?.map((plugin) => plugin.name),
    ).toEqual(['academy-handed-over-manifests']);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'learning', entry: '/mfe/learning/mf-manifest.json' },
      { name: 'tools', entry: '/mfe/tools/mf-manifest.json' },
      { name: 'commerce', entry: '/mfe/commerce/mf-manifest.json' },
      { name: 'backoffice', entry: '/mfe/backoffice/mf-manifest.json' },
    ]);
  });

  it("loads '<slice>/app'", async () => {
    vi.mocked(loadRemote).mockResolvedValue({ app: 'module' });

    await expect(createFederationImporter(testConfig)('tools', { fresh: false })).resolves.toEqual({ app: 'module' });

    expect(loadRemote).toHaveBeenCalledWith('tools/app');
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('for a fresh attempt, re-registers the remote with force first, dropping the failed load', async () => {
    vi.mocked(loadRemote).mockResolvedValue({ app: 'module' });

    await createFederationImporter(testConfig)('commerce', { fresh: true });

    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'commerce', entry: '/mfe/commerce/mf-manifest.json' }], { force: true });
    expect(vi.mocked(registerRemotes).mock.invocationCallOrder[0]).toBeLessThan(vi.mocked(loadRemote).mock.invocationCallOrder[0] ?? 0);
  });

  it('when the runtime answers no module, fails', async () => {
    vi.mocked(loadRemote).mockResolvedValue(null);

    await expect(createFederationImporter(testConfig)('learning', { fresh: false })).rejects.toThrow('The learning remote could not be loaded');
  });
});
